import type { ComponentType } from 'react';
import type { BlockOf, ModuleBlock } from '@shared/website/contract';
import { moduleBlockTypes, type ModuleBlockType } from '@shared/website/page-basics';
import type { InteractiveBlockType } from '@shared/website/interactive-blocks';
import type { MediaBlockType } from './media-blocks';
import type { BlockDefinition } from '../../../../core/site/block-definition';
import { codeOnDemand, type CodeOnDemand } from '../../../../core/site/code-on-demand';
import { hydrateAfter } from '../../../../core/site/hydration';

type AnyBlockDefinition = BlockDefinition<ModuleBlock, unknown>;
/** The website's blocks whose code comes with the pages that show one. */
export type OwnBlockOnDemand = InteractiveBlockType | MediaBlockType;
/** A view of such blocks: each module's takes the blocks of its kind and switches on the type. */
type OwnBlockView = ComponentType<{ block: BlockOf<OwnBlockOnDemand> }>;

/**
 * The code of the blocks a page may or may not show, loaded when it shows them: a browser gets the code
 * of its page's blocks only (issue 11, item 15), the server loads a block's before rendering it.
 *
 * - The page blocks of other features: each lives in `features/<feature>/site/<type>-block.tsx`
 *   ('latest_posts' in latest-posts-block.tsx) and exports its definition. The website's block renderer
 *   dispatches to them by type, without knowing the features.
 * - The website's own blocks with a behaviour (accordion, tabs, … reveal) or media (gallery, carousel,
 *   parallax, video, social page), a module per kind. The plain ones (text, banner, cards, …) come
 *   with every page of blocks.
 */
const featureBlockFiles = import.meta.glob<Record<string, unknown>>('../../../*/site/*-block.tsx');

const ownBlockModules = {
  interactive: () => import('./interactive-blocks').then((code) => code.InteractiveBlockView as OwnBlockView),
  showcase: () => import('./showcase-blocks').then((code) => code.ShowcaseBlockView as OwnBlockView),
  media: () => import('./media-blocks').then((code) => code.MediaBlockView as OwnBlockView),
};
/** Which module renders each of them (`<kind>-blocks.tsx`). */
export const ownBlockKindOf: Record<OwnBlockOnDemand, keyof typeof ownBlockModules> = {
  accordion: 'interactive',
  tabs: 'interactive',
  countdown: 'interactive',
  testimonials: 'interactive',
  filter_grid: 'interactive',
  go_top: 'interactive',
  video_popup: 'showcase',
  case_study: 'showcase',
  preloader: 'showcase',
  reveal: 'showcase',
  gallery: 'media',
  carousel: 'media',
  parallax: 'media',
  video: 'media',
  social_embed: 'media',
};

function isBlockDefinition(value: unknown): value is AnyBlockDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<AnyBlockDefinition>).type === 'string' &&
    typeof (value as Partial<AnyBlockDefinition>).load === 'function' &&
    typeof (value as Partial<AnyBlockDefinition>).Component === 'function'
  );
}

const blockCode = new Map<string, CodeOnDemand<unknown>>(
  Object.entries(ownBlockKindOf).map(([type, kind]) => [type, codeOnDemand(ownBlockModules[kind])]),
);
for (const [file, load] of Object.entries(featureBlockFiles)) {
  const type = /([^/]+)-block\.tsx$/.exec(file)![1]!.replaceAll('-', '_');
  blockCode.set(
    type,
    codeOnDemand(async () => {
      const definition = Object.values(await load()).find(isBlockDefinition);
      if (definition?.type !== type) throw new Error(`${file} exports no page block definition of ${type}.`);
      return definition;
    }),
  );
}

// A block type of the contract without its file would render nothing: fail at start instead.
const missing = moduleBlockTypes.filter((type) => !blockCode.has(type));
if (missing.length > 0) throw new Error(`No page block definition for: ${missing.join(', ')}.`);

/** Loads the code of these block types (those without code of their own are left as they are). */
export async function loadBlockCode(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => blockCode.get(type)?.load()));
}

/** The code of a block type that has its own (a module block's definition, the view of the website's). */
export function codeOfBlock(type: ModuleBlockType): CodeOnDemand<AnyBlockDefinition>;
export function codeOfBlock(type: OwnBlockOnDemand): CodeOnDemand<OwnBlockView>;
export function codeOfBlock(type: string): CodeOnDemand<unknown> {
  return blockCode.get(type)!; // every type with code of its own is in the map (checked above)
}

// In the browser, the page's hydration waits for the code of the blocks the server rendered.
if (typeof document !== 'undefined')
  hydrateAfter(
    loadBlockCode(
      [...document.querySelectorAll<HTMLElement>('[data-block-type]')].map(
        (block) => block.dataset.blockType!,
      ),
    ),
  );
