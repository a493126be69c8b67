import type { BlogPostCard } from '@shared/blog/contract';
import type { LatestPostsBlock } from '@shared/website/blocks';
import { t, type LangCode } from '@shared/i18n';
import blogCss from './blog.css?url';
import { LatestPostsList } from './latest-posts';
import type { BlockDefinition } from '../../../core/site/block-definition';

export interface LatestPostsBlockData {
  posts: BlogPostCard[];
  lang: LangCode;
  urlPrefix: string;
  /** Why the posts could not be loaded; shown in editor mode only (SPEC §8). */
  error: string | null;
}

/**
 * The latest-posts block (SPEC §2, §8, §9): the latest visible posts of one blog or of every blog, as
 * a list or cards; the empty message when there are none; an error paragraph in editor mode when
 * they cannot be loaded (visitors then see nothing).
 */
export const latestPostsBlockDefinition: BlockDefinition<LatestPostsBlock, LatestPostsBlockData> = {
  type: 'latest_posts',
  async load(site, block) {
    const base = { lang: site.lang, urlPrefix: site.urlPrefix };
    if (!site.blog) return { ...base, posts: [], error: 'The blog is not available.' };
    try {
      const posts = await site.blog.latestPosts({ blogId: block.blogId, limit: block.limit });
      return { ...base, posts, error: null };
    } catch (failure) {
      return { ...base, posts: [], error: failure instanceof Error ? failure.message : String(failure) };
    }
  },
  Component({ block, data, editor }) {
    return (
      <section className="latest-posts-block" data-blog-id={block.blogId ?? ''}>
        {blogCss ? <link rel="stylesheet" href={blogCss} precedence="default" /> : null}
        {data.error ? (
          editor ? (
            <p className="latest-posts__error" role="alert">
              {t(data.lang, 'blog.loadFailed', data.error)}
            </p>
          ) : null
        ) : (
          <LatestPostsList
            posts={data.posts}
            template={block.template}
            lang={data.lang}
            urlPrefix={data.urlPrefix}
          />
        )}
      </section>
    );
  },
};
