import type { NewsletterBlock } from '@shared/contracts/website-blocks';
import type { BlockDefinition } from './block-definition';

// Placeholder until its feature lands: the owner replaces load and Component.
export const newsletterBlockDefinition: BlockDefinition<NewsletterBlock, null> = {
  type: 'newsletter',
  load: async () => null,
  Component: () => null,
};
