import type { BlockOf } from '@shared/website/contract';
import { useAsianVisitor } from '../behaviours/region';
import { useBlockEnv } from './block-env';
import { RichText } from './rich-text';

/**
 * A block with a variant per region (SPEC §2, §4): the India variant for visitors from Asia, the
 * other for everyone else (and before the continent is known, or without JavaScript). In the editor
 * both show, labelled.
 */
export function RegionalBlock({ block }: { block: BlockOf<'regional'> }) {
  const { editor } = useBlockEnv();
  const asian = useAsianVisitor(!editor);
  return (
    <section
      id={`block-${block.id}`}
      className="block block--regional"
      data-block-type={block.type}
      data-block-id={block.id}
      data-regional-kind={block.kind}
    >
      {block.title ? <h2>{block.title}</h2> : null}
      <div data-region="AS" hidden={!editor && !asian}>
        {editor ? <p className="notice">India (Asia)</p> : null}
        <RichText source={block.india} />
      </div>
      <div data-region="other" hidden={!editor && asian}>
        {editor ? <p className="notice">Elsewhere</p> : null}
        <RichText source={block.other} />
      </div>
    </section>
  );
}
