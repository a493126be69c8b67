import { followBlockDefinition } from '../../../chatter/site/follow-block';
import { formBlockDefinition } from '../../../forms/site/form-block';
import { latestPostsBlockDefinition } from '../../../blog/site/latest-posts-block';
import { newsletterBlockDefinition } from '../../../newsletter/site/newsletter-block';

/** The page blocks other features render: the website's block renderer dispatches to these by type. */
export const moduleBlocks = {
  newsletter: newsletterBlockDefinition,
  follow: followBlockDefinition,
  latest_posts: latestPostsBlockDefinition,
  form: formBlockDefinition,
} as const;
