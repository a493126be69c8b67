import type { LatestPostsBlock } from '@shared/contracts/website-blocks';
import type { BlockDefinition } from './block-definition';

// Placeholder until its feature lands: the owner replaces load and Component.
export const latestPostsBlockDefinition: BlockDefinition<LatestPostsBlock, null> = {
  type: 'latest_posts',
  load: async () => null,
  Component: () => null,
};
