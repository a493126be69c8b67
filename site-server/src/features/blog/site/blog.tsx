import { idFrom } from '@shared/api/numeric';
/**
 * /blog (every blog's posts) and /blog/{blog-slug}-{id} (one blog's posts, ?tag={id} to filter),
 * paged with ?page=N. A wrong blog slug redirects (301) to the blog's one address.
 */
import { data, redirect } from 'react-router';
import { Link } from '../../../core/site/components/link';
import blogCss from './blog.css?url';
import { BlogArchive } from './blog-archive';
import { BlogPager } from './blog-pager';
import { PostCard } from './post-card';
import { pageSeo } from '../../../core/site/seo';
import { useSite, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/blog';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: blogCss }];

/** The id at the end of an Odoo-style slug ('news-1' → 1), or null. */
export function idOfSlug(slug: string | undefined): number | null {
  const id = slug && /(?:^|-)(\d{1,9})$/.exec(slug)?.[1];
  return id ? Number(id) : null;
}

const positive = idFrom;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { blog: blogs, urlPrefix } = context.vitrine;
  if (!blogs) throw data(null, { status: 404 });
  const url = new URL(request.url);
  let blogId: number | null = null;
  if (params.blogSlug !== undefined) {
    blogId = idOfSlug(params.blogSlug);
    if (blogId === null) throw data(null, { status: 404 });
  }
  const list = await blogs.list({
    blogId,
    page: positive(url.searchParams.get('page')) ?? 1,
    tagId: positive(url.searchParams.get('tag')),
  });
  if (!list) throw data(null, { status: 404 });
  if (list.blog && list.blog.url !== `/blog/${params.blogSlug}`)
    throw redirect(`${urlPrefix}${list.blog.url}${url.search}`, 301);
  return { list };
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (site, t) => {
    const list = args.loaderData?.list;
    if (!list) return null;
    const query = new URLSearchParams();
    if (list.page > 1) query.set('page', String(list.page));
    if (list.tag) query.set('tag', String(list.tag.id));
    const suffix = query.size ? `?${query}` : '';
    return {
      title: list.blog?.name ?? t('blog.title'),
      description: list.blog?.subtitle || t('blog.description', site.company.name),
      path: `${list.blog?.url ?? '/blog'}${suffix}`,
    };
  });

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const t = useT();
  const { urlPrefix } = useSite();
  const base = `${urlPrefix}${list.blog?.url ?? '/blog'}`;
  const href = (page: number, tagId: number | null = list.tag?.id ?? null) => {
    const query = new URLSearchParams();
    if (page > 1) query.set('page', String(page));
    if (tagId !== null) query.set('tag', String(tagId));
    return query.size ? `${base}?${query}` : base;
  };
  return (
    <div className="blog" data-blog-id={list.blog?.id ?? ''}>
      <header className="blog-header">
        <h1>{list.blog?.name ?? t('blog.title')}</h1>
        {list.blog?.subtitle ? <p className="blog-header__subtitle">{list.blog.subtitle}</p> : null}
        {list.blogs.length > 1 ? (
          <nav className="blog-nav" aria-label={t('blog.blogs')}>
            <Link to={`${urlPrefix}/blog`} aria-current={list.blog ? undefined : 'page'}>
              {t('blog.allBlogs')}
            </Link>
            {list.blogs.map((blog) => (
              <Link
                key={blog.id}
                to={`${urlPrefix}${blog.url}`}
                aria-current={blog.id === list.blog?.id ? 'page' : undefined}
              >
                {blog.name}
              </Link>
            ))}
          </nav>
        ) : null}
      </header>
      <div className="blog-layout">
        <main className="blog-main">
          {list.tag ? (
            <p className="blog-filter">
              {t('blog.taggedWith', list.tag.name)} <Link to={href(1, null)}>{t('blog.clearTag')}</Link>
            </p>
          ) : null}
          {list.posts.length ? (
            <div className="blog-cards">
              {list.posts.map((post, index) => (
                <PostCard key={post.id} post={post} tagLink={(tagId) => href(1, tagId)} first={index === 0} />
              ))}
            </div>
          ) : (
            <p className="blog-empty">{t('blog.empty')}</p>
          )}
          <BlogPager page={list.page} pageCount={list.pageCount} href={(page) => href(page)} />
        </main>
        <aside className="blog-sidebar">
          {list.tags.length ? (
            <section aria-labelledby="blog-tags-title">
              <h2 id="blog-tags-title" className="blog-sidebar__title">
                {t('blog.tags')}
              </h2>
              <ul className="blog-tags">
                {list.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      to={href(1, tag.id)}
                      className="blog-tag"
                      aria-current={tag.id === list.tag?.id ? 'true' : undefined}
                    >
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <BlogArchive years={list.archive} />
        </aside>
      </div>
    </div>
  );
}
