import type { ReactNode } from 'react';
import { parseRichText, type Inline } from './rich-text-parse';

function renderInline(inlines: Inline[]): ReactNode[] {
  return inlines.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        return inline.text;
      case 'bold':
        return <strong key={index}>{renderInline(inline.children)}</strong>;
      case 'italic':
        return <em key={index}>{renderInline(inline.children)}</em>;
      case 'link': {
        const outside = /^https?:/i.test(inline.href);
        return (
          <a key={index} href={inline.href} rel={outside ? 'noopener noreferrer' : undefined}>
            {renderInline(inline.children)}
          </a>
        );
      }
    }
  });
}

/** A text block's markup as headings, paragraphs, lists and links (escaped by React). */
export function RichText({ source }: { source: string }) {
  return (
    <>
      {parseRichText(source).map((node, index) => {
        if (node.kind === 'heading')
          return node.level === 2 ? (
            <h2 key={index}>{renderInline(node.children)}</h2>
          ) : (
            <h3 key={index}>{renderInline(node.children)}</h3>
          );
        if (node.kind === 'list')
          return (
            <ul key={index}>
              {node.items.map((item, position) => (
                <li key={position}>{renderInline(item)}</li>
              ))}
            </ul>
          );
        return <p key={index}>{renderInline(node.children)}</p>;
      })}
    </>
  );
}
