/**
 * The latest posts (SPEC §2 latest-posts block, §7 POST /blog/render_latest_posts): a list or cards,
 * or the empty message of SPEC §8. Pure (no router hooks): the server renders it to HTML for the
 * call, and the page block renders it in the page.
 */
import type { BlogPostCard, LatestPostsTemplate } from '@shared/blog/contract';
import { t, type LangCode } from '@shared/i18n';
import { PostDate } from './post-date';

export interface LatestPostsListProps {
  posts: BlogPostCard[];
  template: LatestPostsTemplate;
  lang: LangCode;
  /** '' or '/fr'…: links stay in the page's language. */
  urlPrefix: string;
}

export function LatestPostsList({ posts, template, lang, urlPrefix }: LatestPostsListProps) {
  if (!posts.length) return <p className="latest-posts__empty">{t(lang, 'blog.empty')}</p>;
  return (
    <ul className={`latest-posts latest-posts--${template}`} data-template={template}>
      {posts.map((post) => (
        <li key={post.id} className="latest-posts__item" data-post-id={post.id}>
          {template === 'cards' && post.coverUrl ? (
            <a
              href={`${urlPrefix}${post.url}`}
              className="latest-posts__cover"
              tabIndex={-1}
              aria-hidden="true"
            >
              <img src={post.coverUrl} alt="" loading="lazy" />
            </a>
          ) : null}
          <div className="latest-posts__text">
            <a href={`${urlPrefix}${post.url}`} className="latest-posts__title">
              {post.title}
            </a>
            {post.subtitle ? <p className="latest-posts__subtitle">{post.subtitle}</p> : null}
            <p className="latest-posts__meta">
              <PostDate iso={post.postDate} lang={lang} />
              {post.authorName ? ` · ${t(lang, 'blog.by', post.authorName)}` : null}
            </p>
            {template === 'cards' && post.teaser ? (
              <p className="latest-posts__teaser">{post.teaser}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
