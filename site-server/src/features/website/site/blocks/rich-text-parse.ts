/**
 * The text block's markup, parsed into a tree the site renders with React (so every character is
 * escaped): no HTML from the editor ever reaches the page.
 *
 *   ## Heading / ### Smaller heading      one per line
 *   - item                                 consecutive lines make a list
 *   blank line                             starts a new paragraph
 *   **bold**  *italic*  [label](address)   inline; an unsafe address stays plain text
 */
import { isSafeLink } from '@shared/website/page-basics';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold' | 'italic'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type RichNode =
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; items: Inline[][] };

const inlinePattern = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*|\*([^*\n]+)\*/g;

export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const start = match.index;
    if (start > last) result.push({ kind: 'text', text: text.slice(last, start) });
    const [whole, label, href, bold, italic] = match;
    if (label !== undefined && href !== undefined)
      result.push(
        isSafeLink(href)
          ? { kind: 'link', href, children: parseInline(label) }
          : { kind: 'text', text: whole },
      );
    else if (bold !== undefined) result.push({ kind: 'bold', children: parseInline(bold) });
    else if (italic !== undefined) result.push({ kind: 'italic', children: parseInline(italic) });
    last = start + whole.length;
  }
  if (last < text.length) result.push({ kind: 'text', text: text.slice(last) });
  return result;
}

export function parseRichText(source: string): RichNode[] {
  const nodes: RichNode[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length) nodes.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) nodes.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{2,3})\s+(.+)$/.exec(line);
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      nodes.push({
        kind: 'heading',
        level: heading[1]!.length === 2 ? 2 : 3,
        children: parseInline(heading[2]!),
      });
    } else if (item) {
      if (paragraph.length) flush();
      list ??= [];
      list.push(parseInline(item[1]!));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return nodes;
}
