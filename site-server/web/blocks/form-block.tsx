import type { FormBlock } from '@shared/contracts/website-blocks';
import type { BlockDefinition } from './block-definition';

// Placeholder until its feature lands: the owner replaces load and Component.
export const formBlockDefinition: BlockDefinition<FormBlock, null> = {
  type: 'form',
  load: async () => null,
  Component: () => null,
};
