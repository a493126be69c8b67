/**
 * A blog post, /blog/{blog-slug}-{id}/post/{post-slug}-{id} (SPEC §2): cover, title, subtitle, author,
 * date, body, tags, share buttons, the selected-text share popover, the archive, the cover footer with
 * the next post, follow and the chatter. A wrong slug redirects (301); an unknown post, or one visitors
 * may not see yet, is a 404 (publishers see it, with a notice and the publish toggle).
 */
import { useRef } from 'react';
import { data, redirect } from 'react-router';
import { Link } from '../../../core/site/components/link';
import blogCss from './blog.css?url';
import { loadPublishToggle, PublishToggle } from '../../../core/site/components/publish-toggle';
import { BlogArchive } from './blog-archive';
import { NextPost } from './next-post';
import { formatPostDate, PostDate } from './post-date';
import { SelectionShare } from './selection-share';
import { ShareButtons } from './share-buttons';
import { Chatter, FollowButton } from '../../chatter/site';
import { JsonLd, pageSeo } from '../../../core/site/seo';
import { useSite, useT } from '../../../core/site/shell-data';
import { idOfSlug } from './blog';
import type { Route } from './+types/blog-post';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: blogCss }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { blog: blogs, chatter, urlPrefix } = context.vitrine;
  const blogId = idOfSlug(params.blogSlug);
  const postId = idOfSlug(params.postSlug);
  if (!blogs || blogId === null || postId === null) throw data(null, { status: 404 });
  const post = await blogs.post(blogId, postId);
  if (!post) throw data(null, { status: 404 });
  const url = new URL(request.url);
  if (post.url !== `/blog/${params.blogSlug}/post/${params.postSlug}`)
    throw redirect(`${urlPrefix}${post.url}${url.search}`, 301);
  const comments = chatter
    ? await chatter.init({
        res_model: 'blog.post',
        res_id: post.id,
        limit: 10,
        offset: 0,
        allow_composer: true,
        rating_include: true,
      })
    : null;
  const follow = chatter && context.vitrine.user ? await chatter.isFollower('blog.post', post.id) : null;
  if (post.canPublish) await loadPublishToggle();
  return { post, comments, follow };
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, () => {
    const post = args.loaderData?.post;
    return (
      post && {
        title: post.metaTitle,
        description: post.metaDescription,
        path: post.url,
        image: post.coverUrl,
        type: 'article',
        // A publisher's preview of a post visitors do not see.
        noindex: !post.visible,
      }
    );
  });

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, comments, follow } = loaderData;
  const t = useT();
  const { lang, urlPrefix, company, publicUrl } = useSite();
  const body = useRef<HTMLDivElement>(null);
  const scheduled = post.published && !post.visible;
  const tagHref = (tagId: number) => `${urlPrefix}${post.blog.url}?tag=${tagId}`;

  return (
    <div className="blog-post-page">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          ...(post.subtitle ? { alternativeHeadline: post.subtitle } : {}),
          description: post.metaDescription,
          datePublished: post.postDate,
          mainEntityOfPage: post.absoluteUrl,
          url: post.absoluteUrl,
          ...(post.coverUrl ? { image: `${publicUrl}${post.coverUrl}` } : {}),
          ...(post.authorName ? { author: { '@type': 'Person', name: post.authorName } } : {}),
          publisher: { '@type': 'Organization', name: company.name },
          keywords: post.tags.map((tag) => tag.name).join(', '),
          isPartOf: { '@type': 'Blog', name: post.blog.name, url: `${publicUrl}${post.blog.url}` },
        }}
      />
      {post.canPublish ? (
        <div className="blog-publisher">
          {post.visible ? null : (
            <p className="notice notice--warning" role="status">
              {scheduled ? t('blog.scheduled', formatPostDate(post.postDate, lang)) : t('blog.notVisible')}
            </p>
          )}
          <PublishToggle model="blog.post" id={post.id} published={post.published} />
        </div>
      ) : null}
      <article className="blog-post" data-post-id={post.id}>
        <header
          className={`blog-cover${post.coverUrl ? '' : ' blog-cover--plain'}`}
          style={post.coverUrl ? { backgroundImage: `url("${post.coverUrl}")` } : undefined}
        >
          <div className="blog-cover__text">
            <p className="blog-cover__blog">
              <Link to={`${urlPrefix}${post.blog.url}`}>{post.blog.name}</Link>
            </p>
            <h1 className="blog-cover__title">{post.title}</h1>
            {post.subtitle ? <p className="blog-cover__subtitle">{post.subtitle}</p> : null}
            <p className="blog-cover__meta">
              <PostDate iso={post.postDate} lang={lang} />
              {post.authorName ? (
                <span className="blog-post__author"> · {t('blog.by', post.authorName)}</span>
              ) : null}
            </p>
          </div>
        </header>
        <div className="blog-layout">
          <div className="blog-main">
            {/* Sanitised by an allow-list on the server when saved and again when read (blog-html.ts). */}
            <div ref={body} className="blog-post__body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
            <SelectionShare container={body} url={post.absoluteUrl} />
            {post.tags.length ? (
              <ul className="blog-tags" aria-label={t('blog.tags')}>
                {post.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link to={tagHref(tag.id)} className="blog-tag">
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="blog-post__actions">
              <ShareButtons title={post.title} url={post.absoluteUrl} />
              <FollowButton model="blog.post" resId={post.id} initial={follow} />
            </div>
          </div>
          <aside className="blog-sidebar">
            <BlogArchive years={post.archive} />
          </aside>
        </div>
      </article>
      {comments ? <Chatter key={post.id} initial={comments} /> : null}
      {post.next ? <NextPost key={post.next.id} next={post.next} /> : null}
    </div>
  );
}
