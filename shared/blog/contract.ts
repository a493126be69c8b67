/**
 * The blog (issue 5 item 4, SPEC §2, §7, §8, §9): blogs (blog.blog), posts (blog.post) and tags.
 *
 * Public site:
 *   /blog                                       every blog's visible posts, paged (?page=N)
 *   /blog/{blog-slug}-{id}                      one blog's posts (?page=N, ?tag={tagId})
 *   /blog/{blog-slug}-{id}/post/{post-slug}-{id}  one post; a wrong slug answers 301 to the right one
 * A post is visible to visitors when it is published and its post_date has come (SPEC §3: a post
 * scheduled in the future stays hidden from pages, the sitemap, latest posts and the archive).
 *
 * Calls:
 *   POST /blog/render_latest_posts (JSON-RPC) LatestPostsParams → string (the posts' HTML; the
 *   empty message of SPEC §8 when none). `domain` is an Odoo-style list of terms joined by AND;
 *   only these terms are understood, anything else is refused (ValidationError, blogErrors.badDomain):
 *     ['blog_id', '=', N]          posts of blog N
 *     ['blog_id', 'in', [N, …]]    posts of any of these blogs
 *     ['tag_ids', '=', N]          posts tagged with tag N
 *     ['tag_ids', 'in', [N, …]]    posts tagged with any of these tags
 *
 * Back office (/api/admin/blog…, access 'publisher'; translated texts are one value per language):
 *   GET    /blog/blogs?search=&page=            → Page<BlogRow>   (also the page editor's blog picker)
 *   POST   /blog/blogs                          BlogInput → BlogRow
 *   GET    /blog/blogs/:id                      → BlogDetail
 *   PUT    /blog/blogs/:id                      BlogInput → BlogRow
 *   DELETE /blog/blogs/:id                      → 204 (refused while it has posts)
 *   GET    /blog/posts?search=&blogId=&published=&page=   → Page<PostRow>
 *   POST   /blog/posts                          PostInput → PostDetail
 *   GET    /blog/posts/:id                      → PostDetail
 *   PUT    /blog/posts/:id                      PostInput → PostDetail
 *   DELETE /blog/posts/:id                      → 204
 *   POST   /blog/posts/:id/cover   multipart `file`, header X-CSRF-Token → PostDetail
 *   DELETE /blog/posts/:id/cover                → PostDetail
 *   GET    /blog/authors                        → BlogAuthor[] (staff who may write)
 *   GET    /blog/tags                           → string[] (every tag name)
 */
import { z } from 'zod';
import { numeric, MAX_ID } from '../api/numeric';
import { langCodeSchema } from '../api/admin';

/** SPEC §9: the latest-posts block and call show 3 posts unless told otherwise. */
export const LATEST_POSTS_DEFAULT_LIMIT = 3;
export const LATEST_POSTS_MAX_LIMIT = 24;
export { SHARE_MIN_CHARS, TWEET_MAX_CHARS } from './sharing';
/** Posts per page of /blog and of one blog. */
export const BLOG_PAGE_SIZE = 9;
/** Rows per page of the back office's lists. */
export const BLOG_ADMIN_PAGE_SIZE = 20;

export const blogErrors = {
  /** SPEC §8, word for word. */
  noPosts: 'No blog post was found. Make sure your posts are published.',
  badDomain:
    "This domain is not understood. Use terms such as ['blog_id', '=', 1], ['blog_id', 'in', [1, 2]], ['tag_ids', '=', 3] or ['tag_ids', 'in', [3, 4]].",
  missingBlog: 'This blog does not exist.',
  missingPost: 'This blog post does not exist.',
  blogHasPosts: 'This blog still has posts: move or delete them first.',
  missingAuthor: 'The author must be a user of the back office.',
  needsTitle: 'A post needs a title.',
  needsName: 'A blog needs a name.',
  badDate: 'The date of the post is not a valid date.',
} as const;

// ---------------------------------------------------------------------------------------------
// Public site
// ---------------------------------------------------------------------------------------------

export const latestPostsTemplates = ['list', 'cards'] as const;
export type LatestPostsTemplate = (typeof latestPostsTemplates)[number];

/** The template ids an Odoo page sends for the snippet's layouts, read as ours. */
const odooLatestPostsTemplates: Record<string, LatestPostsTemplate> = {
  'website_blog.s_latest_posts_list_template': 'list',
  'website_blog.s_latest_posts_card_template': 'cards',
  'website_blog.s_latest_posts_big_picture_template': 'cards',
  'website_blog.s_latest_posts_horizontal_template': 'cards',
};

/** One term of a latest-posts domain (see the file's header for the accepted ones). */
export type PostDomainTerm = { field: 'blog_id'; ids: number[] } | { field: 'tag_ids'; ids: number[] };

const domainId = z.number().int().positive().max(MAX_ID);
const domainTerm = z.union([
  z.tuple([z.enum(['blog_id', 'tag_ids']), z.literal('='), domainId]),
  z.tuple([z.enum(['blog_id', 'tag_ids']), z.literal('in'), z.array(domainId).max(100)]),
]);

/**
 * The domain's terms, or null when one is not understood (the caller refuses it). Plain
 * structural parsing: a term can never name another field or table.
 */
export function parsePostDomain(domain: unknown): PostDomainTerm[] | null {
  if (!Array.isArray(domain) || domain.length > 20) return null;
  const terms: PostDomainTerm[] = [];
  for (const raw of domain) {
    // Odoo domains may join terms with '&' (AND is the default): accept it, nothing else.
    if (raw === '&') continue;
    const parsed = domainTerm.safeParse(raw);
    if (!parsed.success) return null;
    const [field, operator, value] = parsed.data;
    terms.push({ field, ids: operator === '=' ? [value as number] : (value as number[]) });
  }
  return terms;
}

/** POST /blog/render_latest_posts (SPEC §7). */
export const latestPostsParamsSchema = z.object({
  template: z.preprocess(
    (value) => (typeof value === 'string' ? (odooLatestPostsTemplates[value] ?? value) : value),
    z.enum(latestPostsTemplates).default('list'),
  ),
  domain: z.array(z.unknown()).max(20).default([]),
  limit: numeric(z.number().int().min(1).max(LATEST_POSTS_MAX_LIMIT)).default(LATEST_POSTS_DEFAULT_LIMIT),
});
export type LatestPostsParams = z.infer<typeof latestPostsParamsSchema>;

export interface BlogTagView {
  id: number;
  name: string;
}

/** A post as lists show it (latest posts, /blog, a blog's page). */
export interface BlogPostCard {
  id: number;
  title: string;
  subtitle: string;
  /** Without language prefix: '/blog/news-1/post/hello-3'. */
  url: string;
  coverUrl: string | null;
  blogId: number;
  blogName: string;
  blogUrl: string;
  authorName: string;
  /** ISO date-time of publication. */
  postDate: string;
  tags: BlogTagView[];
  /** The beginning of the body as plain text. */
  teaser: string;
  /** False only in a publisher's view of an unpublished or scheduled post. */
  visible: boolean;
}

export interface BlogView {
  id: number;
  name: string;
  subtitle: string;
  url: string;
}

export interface BlogArchiveMonth {
  /** 1–12. */
  month: number;
  posts: Array<{ id: number; title: string; url: string }>;
}

/** SPEC §2 year collapse list: visible posts grouped by year, then month (newest first). */
export interface BlogArchiveYear {
  year: number;
  months: BlogArchiveMonth[];
}

export interface BlogListQuery {
  blogId: number | null;
  page: number;
  tagId: number | null;
}

export interface BlogListView {
  /** The blog shown, or null for /blog (every blog). */
  blog: BlogView | null;
  blogs: BlogView[];
  tag: BlogTagView | null;
  /** Tags of the visible posts of this list. */
  tags: BlogTagView[];
  posts: BlogPostCard[];
  total: number;
  page: number;
  pageCount: number;
  archive: BlogArchiveYear[];
}

export interface BlogPostView extends BlogPostCard {
  /** Allow-list sanitised HTML (sanitised when saved and again when read): safe to insert as is. */
  bodyHtml: string;
  published: boolean;
  metaTitle: string;
  metaDescription: string;
  /** The post that follows (older one; the newest when this is the oldest), for the cover footer. */
  next: { id: number; title: string; subtitle: string; url: string; coverUrl: string | null } | null;
  blog: BlogView;
  archive: BlogArchiveYear[];
  /** The absolute URL of the post, for the share buttons. */
  absoluteUrl: string;
  /** Whether this visitor may publish it (the publish toggle shows). */
  canPublish: boolean;
}

/** The blog's part of the site's load context (`context.vitrine.blog`). */
export interface BlogSiteContext {
  /** The latest visible posts, of one blog (or every blog when blogId is null). */
  latestPosts(query: { blogId: number | null; limit: number; tagIds?: number[] }): Promise<BlogPostCard[]>;
  /** /blog and /blog/{blog}: null when the blog is unknown or unpublished. */
  list(query: BlogListQuery): Promise<BlogListView | null>;
  /** A post page: null when unknown, not of this blog, or not visible and the visitor is no publisher. */
  post(blogId: number, postId: number): Promise<BlogPostView | null>;
}

// ---------------------------------------------------------------------------------------------
// Back office
// ---------------------------------------------------------------------------------------------

const translatedText = (max: number) => z.partialRecord(langCodeSchema, z.string().max(max));
export type TranslatedText = Partial<Record<z.infer<typeof langCodeSchema>, string>>;
const hasText = (value: TranslatedText) => Object.values(value).some((text) => text?.trim());

export const blogInputSchema = z.object({
  name: translatedText(200).refine(hasText, blogErrors.needsName),
  subtitle: translatedText(300).default({}),
  published: z.boolean().default(true),
});
export type BlogInput = z.input<typeof blogInputSchema>;

export interface BlogRow {
  id: number;
  name: string;
  subtitle: string;
  published: boolean;
  postCount: number;
  url: string;
}

export interface BlogDetail extends BlogRow {
  names: TranslatedText;
  subtitles: TranslatedText;
}

export const blogListQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  page: numeric(z.number().int().min(1)).default(1),
});

export const postListQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  blogId: numeric(z.number().int().positive().max(MAX_ID)).optional(),
  published: z.enum(['', 'published', 'unpublished', 'scheduled']).default(''),
  page: numeric(z.number().int().min(1)).default(1),
});
export type PostListQuery = z.input<typeof postListQuerySchema>;

export const postInputSchema = z.object({
  blogId: z.number().int().positive().max(MAX_ID),
  title: translatedText(200).refine(hasText, blogErrors.needsTitle),
  subtitle: translatedText(300).default({}),
  /** Rich text (HTML); the server keeps only allow-listed markup. */
  body: translatedText(200_000).default({}),
  metaTitle: translatedText(200).default({}),
  metaDescription: translatedText(500).default({}),
  tags: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  authorId: z.number().int().positive().max(MAX_ID).nullable().default(null),
  /** ISO date-time; in the future, the post stays hidden until then. */
  postDate: z.iso.datetime({ offset: true, message: blogErrors.badDate }),
  published: z.boolean().default(false),
});
export type PostInput = z.input<typeof postInputSchema>;

export type PostState = 'published' | 'unpublished' | 'scheduled';

export interface PostRow {
  id: number;
  title: string;
  blogId: number;
  blogName: string;
  authorName: string;
  postDate: string;
  published: boolean;
  /** published and in the future: 'scheduled'. */
  state: PostState;
  url: string;
  coverUrl: string | null;
  tags: string[];
}

export interface PostDetail extends PostRow {
  titles: TranslatedText;
  subtitles: TranslatedText;
  bodies: TranslatedText;
  metaTitles: TranslatedText;
  metaDescriptions: TranslatedText;
  authorId: number | null;
}

export interface BlogAuthor {
  id: number;
  name: string;
}
