import { Link } from '../../../core/site/components/link';
import type { BlogPostCard as Card } from '@shared/blog/contract';
import { imageLoading } from '../../../core/site/image-loading';
import { useSite, useT } from '../../../core/site/shell-data';
import { PostDate } from './post-date';

/**
 * A post in a list: cover, title, subtitle, date, author, teaser, tags. The list's first card's cover is
 * its page's largest paint (`first`): fetched at once rather than lazily.
 */
export function PostCard(props: { post: Card; tagLink: (tagId: number) => string; first?: boolean }) {
  const { post, tagLink, first = false } = props;
  const t = useT();
  const { lang, urlPrefix } = useSite();
  const href = `${urlPrefix}${post.url}`;
  return (
    <article className="blog-card" data-post-id={post.id}>
      {post.coverUrl ? (
        <Link to={href} className="blog-card__cover" tabIndex={-1} aria-hidden="true">
          <img src={post.coverUrl} alt="" {...imageLoading(first)} />
        </Link>
      ) : null}
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <Link to={`${urlPrefix}${post.blogUrl}`}>{post.blogName}</Link> ·{' '}
          <PostDate iso={post.postDate} lang={lang} />
          {post.visible ? null : <span className="blog-badge">{t('blog.draftBadge')}</span>}
        </p>
        <h2 className="blog-card__title">
          <Link to={href}>{post.title}</Link>
        </h2>
        {post.subtitle ? <p className="blog-card__subtitle">{post.subtitle}</p> : null}
        {post.teaser ? <p className="blog-card__teaser">{post.teaser}</p> : null}
        {post.tags.length ? (
          <ul className="blog-tags" aria-label={t('blog.tags')}>
            {post.tags.map((tag) => (
              <li key={tag.id}>
                <Link to={tagLink(tag.id)} className="blog-tag">
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
