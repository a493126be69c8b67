import type { ReactNode } from 'react';
import type { Block, ModuleBlock } from '@shared/website/contract';
import { isModuleBlock } from '@shared/website/page-basics';
import type { LangCode } from '@shared/i18n';
import type { SiteContext } from '../../../../core/site/context';
import type { BlockDefinition } from '../../../../core/site/block-definition';
import { BlockEnvProvider, useBlockT } from './block-env';
import { useCodeOnDemand } from '../../../../core/site/code-on-demand';
import { codeOfBlock, loadBlockCode } from './block-code';
import { VisualBlockView } from './visual-block-view';

/** What the module blocks of a page loaded on the server, by block id; null when the load failed. */
export type BlockData = Record<string, { value: unknown } | null>;

function definitionOf(block: ModuleBlock): BlockDefinition<ModuleBlock, unknown> {
  const definition = codeOfBlock(block.type).loaded();
  if (!definition) throw new Error(`The code of the ${block.type} block is not loaded.`);
  return definition;
}

/**
 * Loads the code of the page's blocks, then runs each module block's `load` (in the page loader, on
 * the server); a failing block is left out.
 */
export async function loadBlockData(
  site: SiteContext,
  blocks: Block[],
  onError?: (block: ModuleBlock, error: unknown) => void,
): Promise<BlockData> {
  await loadBlockCode(blocks.map((block) => block.type));
  const data: BlockData = {};
  await Promise.all(
    blocks.filter(isModuleBlock).map(async (block) => {
      try {
        data[block.id] = { value: await definitionOf(block).load(site, block) };
      } catch (error) {
        data[block.id] = null;
        onError?.(block, error);
      }
    }),
  );
  return data;
}

function BlockError() {
  const t = useBlockT();
  return <p className="notice notice--warning">{t('website.blockError')}</p>;
}

function ModuleBlockView({ block, data, editor }: { block: ModuleBlock; data: BlockData; editor: boolean }) {
  const loaded = data[block.id];
  const definition = useCodeOnDemand(codeOfBlock(block.type));
  if (!loaded) return editor ? <BlockError /> : null;
  if (!definition) return null;
  const { Component } = definition;
  return (
    <div
      id={`block-${block.id}`}
      className="block block--module"
      data-block-type={block.type}
      data-block-id={block.id}
    >
      <Component block={block} data={loaded.value} editor={editor} />
    </div>
  );
}

/**
 * A page's blocks, in order: the website's own blocks and the blocks of other features (newsletter,
 * follow, latest posts, form), each with the data its `load` gave. In editor mode the behaviours are off.
 */
export function BlockRenderer({
  blocks,
  data,
  editor,
  lang,
}: {
  blocks: Block[];
  data: BlockData;
  editor: boolean;
  lang: LangCode;
}): ReactNode {
  return (
    <BlockEnvProvider value={{ lang, editor }}>
      <div className="blocks" data-editor={editor ? '1' : undefined}>
        {blocks.map((block) =>
          isModuleBlock(block) ? (
            <ModuleBlockView key={block.id} block={block} data={data} editor={editor} />
          ) : (
            <VisualBlockView key={block.id} block={block} />
          ),
        )}
      </div>
    </BlockEnvProvider>
  );
}
