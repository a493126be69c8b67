import { moduleBlockTypes, type ModuleBlock } from '@shared/website/contract';
import type { BlockDefinition } from '../../../../core/site/block-definition';

type AnyBlockDefinition = BlockDefinition<ModuleBlock, unknown>;

/**
 * The page blocks other features render, collected from their folders: each block lives in a file
 * `features/<feature>/site/<name>-block.tsx` that exports its definition. The website's block
 * renderer dispatches to them by type, without knowing the features.
 */
const blockFiles = import.meta.glob<Record<string, unknown>>('../../../*/site/*-block.tsx', { eager: true });

function isBlockDefinition(value: unknown): value is AnyBlockDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<AnyBlockDefinition>).type === 'string' &&
    typeof (value as Partial<AnyBlockDefinition>).load === 'function' &&
    typeof (value as Partial<AnyBlockDefinition>).Component === 'function'
  );
}

export const moduleBlocks = new Map<ModuleBlock['type'], AnyBlockDefinition>();
for (const exports of Object.values(blockFiles))
  for (const value of Object.values(exports))
    if (isBlockDefinition(value)) moduleBlocks.set(value.type, value);

// A block type of the contract without its definition would render nothing: fail at start instead.
const missing = moduleBlockTypes.filter((type) => !moduleBlocks.has(type));
if (missing.length > 0) throw new Error(`No page block definition for: ${missing.join(', ')}.`);
