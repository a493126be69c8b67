import { Brackets, In, type EntityManager } from 'typeorm';
import {
  BLOG_ADMIN_PAGE_SIZE,
  blogErrors,
  blogInputSchema,
  postInputSchema,
  postListQuerySchema,
  type BlogAuthor,
  type BlogDetail,
  type BlogRow,
  type PostDetail,
  type PostRow,
  type PostState,
  type TranslatedText,
} from '../../../../shared/blog/contract';
import type { Page } from '../../../../shared/api/admin';
import { isStaff } from '../../../../shared/roles';
import type { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { translate, type Translated } from '../../core/db/columns';
import { MissingError, UserError, ValidationError } from '../../core/errors';
import type { FileStore, FileToSave } from '../../core/files';
import type { AccountService } from '../accounts';
import { Blog } from './blog.entity';
import { sanitizePostHtml } from './blog-html';
import { BlogPost } from './blog-post.entity';
import { BlogTag } from './blog-tag.entity';
import { coverUrlOf } from './blog.service';
import { blogSlug, blogUrl, postUrl } from './blog-urls';

/** Drops empty values so a cleared language falls back to another one. */
function cleanTexts(
  value: TranslatedText,
  clean: (text: string) => string = (text) => text.trim(),
): Translated {
  const result: Translated = {};
  for (const [lang, text] of Object.entries(value)) {
    const cleaned = text === undefined ? '' : clean(text);
    if (cleaned) result[lang] = cleaned;
  }
  return result;
}

const textsOf = (value: Translated): TranslatedText => ({ ...value }) as TranslatedText;

const likeTerm = (search: string) => `%${search.toLowerCase().replace(/[%_\\]/g, '')}%`;

/** The back office's blogs and posts (role publisher). */
export class BlogAdminService {
  constructor(
    private readonly files: FileStore,
    private readonly accounts: AccountService,
  ) {}

  // ----- Blogs -----------------------------------------------------------------------------------

  private async blogRow(em: EntityManager, blog: Blog, lang: string): Promise<BlogRow> {
    return {
      id: blog.id,
      name: translate(blog.name, lang),
      subtitle: translate(blog.subtitle, lang),
      published: blog.published,
      postCount: await em.getRepository(BlogPost).countBy({ blogId: blog.id }),
      url: blogUrl(blog),
    };
  }

  async listBlogs(ctx: RequestContext, query: { search: string; page: number }): Promise<Page<BlogRow>> {
    const builder = ctx.em.getRepository(Blog).createQueryBuilder('blog').orderBy('blog.id', 'ASC');
    // Names are JSON per language: searching the stored text finds a name in any language.
    if (query.search) builder.where('lower(blog.name) LIKE :term', { term: likeTerm(query.search) });
    const [blogs, total] = await builder
      .skip((query.page - 1) * BLOG_ADMIN_PAGE_SIZE)
      .take(BLOG_ADMIN_PAGE_SIZE)
      .getManyAndCount();
    const items: BlogRow[] = [];
    for (const blog of blogs) items.push(await this.blogRow(ctx.em, blog, ctx.lang));
    return { items, total, page: query.page, pageSize: BLOG_ADMIN_PAGE_SIZE };
  }

  private async findBlog(em: EntityManager, id: number): Promise<Blog> {
    const blog = await em.getRepository(Blog).findOneBy({ id });
    if (!blog) throw new MissingError(blogErrors.missingBlog);
    return blog;
  }

  async getBlog(ctx: RequestContext, id: number): Promise<BlogDetail> {
    const blog = await this.findBlog(ctx.em, id);
    return {
      ...(await this.blogRow(ctx.em, blog, ctx.lang)),
      names: textsOf(blog.name),
      subtitles: textsOf(blog.subtitle),
    };
  }

  async saveBlog(ctx: RequestContext, id: number | null, body: unknown): Promise<BlogRow> {
    const input = blogInputSchema.parse(body);
    const repository = ctx.em.getRepository(Blog);
    const blog = id === null ? repository.create() : await this.findBlog(ctx.em, id);
    blog.name = cleanTexts(input.name);
    blog.subtitle = cleanTexts(input.subtitle);
    blog.published = input.published;
    blog.slug = blogSlug(translate(blog.name, 'en_US'));
    await repository.save(blog);
    return this.blogRow(ctx.em, blog, ctx.lang);
  }

  async deleteBlog(ctx: RequestContext, id: number): Promise<void> {
    const blog = await this.findBlog(ctx.em, id);
    if (await ctx.em.getRepository(BlogPost).existsBy({ blogId: id }))
      throw new UserError(blogErrors.blogHasPosts);
    await ctx.em.getRepository(Blog).remove(blog);
  }

  // ----- Posts -----------------------------------------------------------------------------------

  private postRow(post: BlogPost, lang: string, now: Date): PostRow {
    const state: PostState = !post.published
      ? 'unpublished'
      : post.postDate.getTime() > now.getTime()
        ? 'scheduled'
        : 'published';
    return {
      id: post.id,
      title: translate(post.title, lang),
      blogId: post.blogId,
      blogName: translate(post.blog!.name, lang),
      authorName: post.author?.name ?? '',
      postDate: post.postDate.toISOString(),
      published: post.published,
      state,
      url: postUrl(post.blog!, post),
      coverUrl: coverUrlOf(post, '0x90'),
      tags: (post.tags ?? []).map((tag) => tag.name).sort((a, b) => a.localeCompare(b)),
    };
  }

  private postDetail(post: BlogPost, lang: string, now: Date): PostDetail {
    return {
      ...this.postRow(post, lang, now),
      coverUrl: coverUrlOf(post),
      titles: textsOf(post.title),
      subtitles: textsOf(post.subtitle),
      bodies: textsOf(post.body),
      metaTitles: textsOf(post.metaTitle),
      metaDescriptions: textsOf(post.metaDescription),
      authorId: post.authorId,
    };
  }

  async listPosts(
    ctx: RequestContext,
    rawQuery: z.input<typeof postListQuerySchema>,
  ): Promise<Page<PostRow>> {
    const query = postListQuerySchema.parse(rawQuery);
    const now = new Date();
    const builder = ctx.em
      .getRepository(BlogPost)
      .createQueryBuilder('post')
      .innerJoinAndSelect('post.blog', 'blog')
      .leftJoinAndSelect('post.author', 'author')
      .leftJoinAndSelect('post.tags', 'tag');
    if (query.search)
      builder.andWhere(
        new Brackets((where) =>
          where
            .where('lower(post.title) LIKE :term', { term: likeTerm(query.search) })
            .orWhere('lower(post.subtitle) LIKE :term'),
        ),
      );
    if (query.blogId) builder.andWhere('post.blogId = :blogId', { blogId: query.blogId });
    if (query.published === 'unpublished') builder.andWhere('post.published = :no', { no: false });
    else if (query.published === 'published')
      builder.andWhere('post.published = :yes AND post.postDate <= :now', { yes: true, now });
    else if (query.published === 'scheduled')
      builder.andWhere('post.published = :yes AND post.postDate > :now', { yes: true, now });
    const [posts, total] = await builder
      .orderBy('post.postDate', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .skip((query.page - 1) * BLOG_ADMIN_PAGE_SIZE)
      .take(BLOG_ADMIN_PAGE_SIZE)
      .getManyAndCount();
    return {
      items: posts.map((post) => this.postRow(post, ctx.lang, now)),
      total,
      page: query.page,
      pageSize: BLOG_ADMIN_PAGE_SIZE,
    };
  }

  private async findPost(em: EntityManager, id: number): Promise<BlogPost> {
    const post = await em
      .getRepository(BlogPost)
      .findOne({ where: { id }, relations: { blog: true, author: true, tags: true } });
    if (!post) throw new MissingError(blogErrors.missingPost);
    return post;
  }

  async getPost(ctx: RequestContext, id: number): Promise<PostDetail> {
    return this.postDetail(await this.findPost(ctx.em, id), ctx.lang, new Date());
  }

  async savePost(ctx: RequestContext, id: number | null, body: unknown): Promise<PostDetail> {
    const input = postInputSchema.parse(body);
    const repository = ctx.em.getRepository(BlogPost);
    const post = id === null ? repository.create({ coverSha: null }) : await this.findPost(ctx.em, id);
    const blog = await this.findBlog(ctx.em, input.blogId);
    if (input.authorId !== null) {
      const author = await this.accounts.getUser(ctx.em, input.authorId).catch(() => null);
      if (!author || !isStaff(author.role))
        throw new ValidationError(blogErrors.missingAuthor, { authorId: blogErrors.missingAuthor });
    }
    post.blogId = blog.id;
    post.blog = blog;
    post.title = cleanTexts(input.title);
    post.subtitle = cleanTexts(input.subtitle);
    post.body = cleanTexts(input.body, sanitizePostHtml);
    post.metaTitle = cleanTexts(input.metaTitle);
    post.metaDescription = cleanTexts(input.metaDescription);
    post.slug = blogSlug(translate(post.title, 'en_US'));
    post.authorId = input.authorId;
    post.author = undefined;
    post.postDate = new Date(input.postDate);
    post.published = input.published;
    post.tags = await this.tagsNamed(ctx.em, input.tags);
    const saved = await repository.save(post);
    return this.getPost(ctx, saved.id);
  }

  /** The tags of these names, created when new (names match case-insensitively). */
  private async tagsNamed(em: EntityManager, names: string[]): Promise<BlogTag[]> {
    const byKey = new Map<string, string>();
    for (const name of names) {
      const key = name.trim().toLowerCase();
      if (!byKey.has(key)) byKey.set(key, name.trim());
    }
    if (!byKey.size) return [];
    const repository = em.getRepository(BlogTag);
    const existing = await repository.findBy({ key: In([...byKey.keys()]) });
    const found = new Set(existing.map((tag) => tag.key));
    const created = await repository.save(
      [...byKey].filter(([key]) => !found.has(key)).map(([key, name]) => repository.create({ key, name })),
    );
    return [...existing, ...created];
  }

  async deletePost(ctx: RequestContext, id: number): Promise<void> {
    await ctx.em.getRepository(BlogPost).remove(await this.findPost(ctx.em, id));
  }

  async setCover(ctx: RequestContext, id: number, file: FileToSave): Promise<PostDetail> {
    await this.findPost(ctx.em, id);
    const stored = await this.files.save(ctx.em, file, { kind: 'image' });
    await ctx.em.getRepository(BlogPost).update({ id }, { coverSha: stored.sha256 });
    return this.getPost(ctx, id);
  }

  async clearCover(ctx: RequestContext, id: number): Promise<PostDetail> {
    await this.findPost(ctx.em, id);
    await ctx.em.getRepository(BlogPost).update({ id }, { coverSha: null });
    return this.getPost(ctx, id);
  }

  /** Publish toggle (POST /website/publish, object blog.post). */
  async togglePublished(ctx: RequestContext, id: number): Promise<boolean> {
    const post = await ctx.em.getRepository(BlogPost).findOneBy({ id });
    if (!post) throw new MissingError(blogErrors.missingPost);
    await ctx.em.getRepository(BlogPost).update({ id }, { published: !post.published });
    return !post.published;
  }

  // ----- Pickers ---------------------------------------------------------------------------------

  async authors(ctx: RequestContext): Promise<BlogAuthor[]> {
    const { items } = await this.accounts.listUsers(ctx.em, { page: 1, pageSize: 500 });
    return items
      .filter((user) => user.active && isStaff(user.role))
      .map((user) => ({ id: user.id, name: user.name }));
  }

  async tags(ctx: RequestContext): Promise<string[]> {
    const tags = await ctx.em.getRepository(BlogTag).find({ order: { name: 'ASC' } });
    return tags.map((tag) => tag.name);
  }
}
