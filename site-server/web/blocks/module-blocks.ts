import { followBlockDefinition } from './follow-block';
import { formBlockDefinition } from './form-block';
import { latestPostsBlockDefinition } from './latest-posts-block';
import { newsletterBlockDefinition } from './newsletter-block';

/** The page blocks other features render: the website's block renderer dispatches to these by type. */
export const moduleBlocks = {
  newsletter: newsletterBlockDefinition,
  follow: followBlockDefinition,
  latest_posts: latestPostsBlockDefinition,
  form: formBlockDefinition,
} as const;
