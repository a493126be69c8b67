import type { ReactNode } from 'react';
import interactiveCss from './interactive-blocks.css?url';

/** The section of a block with a page behaviour, with their stylesheet (hoisted into the head). */
export function InteractiveFrame({
  block,
  children,
}: {
  block: { id: string; type: string };
  children: ReactNode;
}) {
  return (
    <section
      id={`block-${block.id}`}
      className={`block block--${block.type.replace('_', '-')}`}
      data-block-type={block.type}
      data-block-id={block.id}
    >
      <link rel="stylesheet" href={interactiveCss} precedence="default" />
      {children}
    </section>
  );
}
