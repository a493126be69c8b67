import type { FollowBlock } from '@shared/contracts/website-blocks';
import type { BlockDefinition } from './block-definition';

// Placeholder until its feature lands: the owner replaces load and Component.
export const followBlockDefinition: BlockDefinition<FollowBlock, null> = {
  type: 'follow',
  load: async () => null,
  Component: () => null,
};
