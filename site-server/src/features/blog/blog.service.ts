import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type {
  BlogArchiveYear,
  BlogListQuery,
  BlogListView,
  BlogPostCard,
  BlogPostView,
  BlogTagView,
  BlogView,
  PostDomainTerm,
} from '../../../../shared/blog/contract';
import { BLOG_PAGE_SIZE } from '../../../../shared/blog/contract';
import { translate } from '../../core/db/columns';
import { imageUrl, type ImageViewer } from '../../core/files';
import type { RecordInfo, SitemapEntry } from '../../core/records';
import { Blog } from './blog.entity';
import { plainTextOf, sanitizePostHtml } from './blog-html';
import { BlogPost } from './blog-post.entity';
import { blogUrl, postUrl } from './blog-urls';

/** Who reads: the language, the clock, and whether unpublished and scheduled posts show (publishers). */
export interface BlogReader {
  lang: string;
  now: Date;
  /** Publishers also see unpublished and scheduled posts (marked), never visitors. */
  seesAll: boolean;
}

export const coverUrlOf = (post: Pick<BlogPost, 'id' | 'coverSha'>, size?: string) =>
  post.coverSha ? imageUrl('blog.post', post.id, 'cover', post.coverSha, size) : null;

/** Published and dated now or earlier: what visitors may see. */
export const isVisible = (post: Pick<BlogPost, 'published' | 'postDate'>, now: Date) =>
  post.published && post.postDate.getTime() <= now.getTime();

const ARCHIVE_MAX_POSTS = 500;

/** The public side of the blog: lists, post pages, latest posts, archive, records and sitemap. */
export class BlogService {
  blogView(blog: Blog, lang: string): BlogView {
    return {
      id: blog.id,
      name: translate(blog.name, lang),
      subtitle: translate(blog.subtitle, lang),
      url: blogUrl(blog),
    };
  }

  card(post: BlogPost, lang: string, now: Date): BlogPostCard {
    const blog = post.blog!;
    return {
      id: post.id,
      title: translate(post.title, lang),
      subtitle: translate(post.subtitle, lang),
      url: postUrl(blog, post),
      coverUrl: coverUrlOf(post),
      blogId: blog.id,
      blogName: translate(blog.name, lang),
      blogUrl: blogUrl(blog),
      authorName: post.author?.name ?? '',
      postDate: post.postDate.toISOString(),
      tags: (post.tags ?? [])
        .map((tag): BlogTagView => ({ id: tag.id, name: tag.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      teaser: plainTextOf(translate(post.body, lang), 180),
      visible: isVisible(post, now) && blog.published,
    };
  }

  /** Posts with their blog, author and tags; only visible ones unless the reader sees all. */
  private posts(em: EntityManager, reader: Pick<BlogReader, 'now' | 'seesAll'>) {
    const query = em
      .getRepository(BlogPost)
      .createQueryBuilder('post')
      .innerJoinAndSelect('post.blog', 'blog')
      .leftJoinAndSelect('post.author', 'author')
      .leftJoinAndSelect('post.tags', 'tag');
    if (!reader.seesAll) this.onlyVisible(query, reader.now);
    return query;
  }

  private onlyVisible(query: SelectQueryBuilder<BlogPost>, now: Date) {
    return query
      .andWhere('post.published = :published', { published: true })
      .andWhere('post.postDate <= :now', { now })
      .andWhere('blog.published = :published');
  }

  private applyTerms(query: SelectQueryBuilder<BlogPost>, terms: PostDomainTerm[]) {
    terms.forEach((term, index) => {
      if (!term.ids.length) {
        query.andWhere('1 = 0');
      } else if (term.field === 'blog_id') {
        query.andWhere(`post.blogId IN (:...blogIds${index})`, { [`blogIds${index}`]: term.ids });
      } else {
        const alias = `filterTag${index}`;
        query.innerJoin('post.tags', alias, `${alias}.id IN (:...tagIds${index})`, {
          [`tagIds${index}`]: term.ids,
        });
      }
    });
    return query;
  }

  /** The latest visible posts matching the terms (latest-posts block and call). */
  async latestPosts(
    em: EntityManager,
    reader: Pick<BlogReader, 'lang' | 'now'>,
    terms: PostDomainTerm[],
    limit: number,
  ): Promise<BlogPostCard[]> {
    const query = this.applyTerms(this.posts(em, { now: reader.now, seesAll: false }), terms)
      .orderBy('post.postDate', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .take(limit);
    return (await query.getMany()).map((post) => this.card(post, reader.lang, reader.now));
  }

  async publishedBlogs(em: EntityManager, lang: string): Promise<BlogView[]> {
    const blogs = await em.getRepository(Blog).find({ where: { published: true }, order: { id: 'ASC' } });
    return blogs.map((blog) => this.blogView(blog, lang));
  }

  /** /blog (blogId null) and /blog/{blog}: null when the blog is unknown or hidden from this reader. */
  async list(em: EntityManager, reader: BlogReader, query: BlogListQuery): Promise<BlogListView | null> {
    let blog: Blog | null = null;
    if (query.blogId !== null) {
      blog = await em.getRepository(Blog).findOneBy({ id: query.blogId });
      if (!blog || (!blog.published && !reader.seesAll)) return null;
    }
    const terms: PostDomainTerm[] = [];
    if (blog) terms.push({ field: 'blog_id', ids: [blog.id] });
    if (query.tagId !== null) terms.push({ field: 'tag_ids', ids: [query.tagId] });
    const page = Math.max(1, query.page);
    const [posts, total] = await this.applyTerms(this.posts(em, reader), terms)
      .orderBy('post.postDate', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .skip((page - 1) * BLOG_PAGE_SIZE)
      .take(BLOG_PAGE_SIZE)
      .getManyAndCount();
    // One query for the tag list and the filtered tag's name.
    const tags = await this.tagsOf(em, reader.now, blog?.id ?? null);
    return {
      blog: blog && this.blogView(blog, reader.lang),
      blogs: await this.publishedBlogs(em, reader.lang),
      tag: query.tagId === null ? null : (tags.find((item) => item.id === query.tagId) ?? null),
      tags,
      posts: posts.map((post) => this.card(post, reader.lang, reader.now)),
      total,
      page,
      pageCount: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
      archive: await this.archive(em, reader, blog?.id ?? null),
    };
  }

  /** Tags of the visible posts (of one blog, or of every blog). */
  async tagsOf(em: EntityManager, now: Date, blogId: number | null): Promise<BlogTagView[]> {
    const query = this.onlyVisible(
      em
        .getRepository(BlogPost)
        .createQueryBuilder('post')
        .innerJoin('post.blog', 'blog')
        .innerJoin('post.tags', 'tag')
        .select('tag.id', 'id')
        .addSelect('tag.name', 'name')
        .distinct(true),
      now,
    );
    if (blogId !== null) query.andWhere('post.blogId = :blogId', { blogId });
    const rows = await query.getRawMany<{ id: number | string; name: string }>();
    return rows
      .map((row) => ({ id: Number(row.id), name: row.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** SPEC §2 year collapse list: visible posts by year, then month, newest first. */
  async archive(em: EntityManager, reader: BlogReader, blogId: number | null): Promise<BlogArchiveYear[]> {
    // Only what the list shows (not the posts' bodies in every language), and one query: `limit`, not
    // `take`, as a post has one blog (issue 28: the archive was the blog page's largest read).
    const query = this.onlyVisible(
      em
        .getRepository(BlogPost)
        .createQueryBuilder('post')
        .innerJoin('post.blog', 'blog')
        .select(['post.id', 'post.title', 'post.slug', 'post.postDate', 'blog.id', 'blog.slug']),
      reader.now,
    )
      .orderBy('post.postDate', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .limit(ARCHIVE_MAX_POSTS);
    if (blogId !== null) query.andWhere('post.blogId = :blogId', { blogId });
    const years: BlogArchiveYear[] = [];
    for (const post of await query.getMany()) {
      const year = post.postDate.getUTCFullYear();
      const month = post.postDate.getUTCMonth() + 1;
      let yearEntry = years.at(-1);
      if (yearEntry?.year !== year) years.push((yearEntry = { year, months: [] }));
      let monthEntry = yearEntry.months.at(-1);
      if (monthEntry?.month !== month) yearEntry.months.push((monthEntry = { month, posts: [] }));
      monthEntry.posts.push({
        id: post.id,
        title: translate(post.title, reader.lang),
        url: postUrl(post.blog!, post),
      });
    }
    return years;
  }

  /** A post page: null when unknown, of another blog, or hidden from this reader. */
  async post(
    em: EntityManager,
    reader: BlogReader,
    blogId: number,
    postId: number,
    baseUrl: string,
  ): Promise<BlogPostView | null> {
    const post = await this.posts(em, { now: reader.now, seesAll: true })
      .where('post.id = :postId', { postId })
      .getOne();
    if (!post || post.blogId !== blogId) return null;
    const card = this.card(post, reader.lang, reader.now);
    if (!card.visible && !reader.seesAll) return null;
    const blog = post.blog!;
    return {
      ...card,
      bodyHtml: sanitizePostHtml(translate(post.body, reader.lang)),
      published: post.published,
      metaTitle: translate(post.metaTitle, reader.lang) || card.title,
      metaDescription:
        translate(post.metaDescription, reader.lang) ||
        card.subtitle ||
        plainTextOf(translate(post.body, reader.lang), 160),
      next: await this.nextPost(em, reader, post),
      blog: this.blogView(blog, reader.lang),
      archive: await this.archive(em, reader, blog.id),
      absoluteUrl: `${baseUrl.replace(/\/+$/, '')}${card.url}`,
      canPublish: reader.seesAll,
    };
  }

  /** The next post of the cover footer: the next older visible one of the blog, else the newest. */
  private async nextPost(
    em: EntityManager,
    reader: BlogReader,
    post: BlogPost,
  ): Promise<BlogPostView['next']> {
    const base = () =>
      this.onlyVisible(
        em
          .getRepository(BlogPost)
          .createQueryBuilder('post')
          .innerJoinAndSelect('post.blog', 'blog')
          .where('post.blogId = :blogId', { blogId: post.blogId })
          .andWhere('post.id != :id', { id: post.id }),
        reader.now,
      );
    const next =
      (await base()
        .andWhere('(post.postDate < :date OR (post.postDate = :date AND post.id < :id))', {
          date: post.postDate,
          id: post.id,
        })
        .orderBy('post.postDate', 'DESC')
        .addOrderBy('post.id', 'DESC')
        .getOne()) ?? (await base().orderBy('post.postDate', 'DESC').addOrderBy('post.id', 'DESC').getOne());
    if (!next) return null;
    return {
      id: next.id,
      title: translate(next.title, reader.lang),
      subtitle: translate(next.subtitle, reader.lang),
      url: postUrl(next.blog!, next),
      coverUrl: coverUrlOf(next),
    };
  }

  // ----- Registries ------------------------------------------------------------------------------

  async blogRecord(em: EntityManager, id: number): Promise<RecordInfo | null> {
    const blog = await em.getRepository(Blog).findOneBy({ id });
    return blog
      ? { id, name: translate(blog.name, 'en_US'), path: blogUrl(blog), published: blog.published }
      : null;
  }

  async postRecord(em: EntityManager, id: number, now = new Date()): Promise<RecordInfo | null> {
    const post = await em.getRepository(BlogPost).findOne({ where: { id }, relations: { blog: true } });
    if (!post) return null;
    return {
      id,
      name: translate(post.title, 'en_US'),
      path: postUrl(post.blog!, post),
      published: isVisible(post, now) && post.blog!.published,
    };
  }

  /** /sitemap.xml: /blog, published blogs and visible posts. */
  async sitemap(em: EntityManager, now = new Date()): Promise<SitemapEntry[]> {
    const blogs = await em.getRepository(Blog).find({ where: { published: true }, order: { id: 'ASC' } });
    const posts = await this.onlyVisible(
      em.getRepository(BlogPost).createQueryBuilder('post').innerJoinAndSelect('post.blog', 'blog'),
      now,
    )
      .orderBy('post.id', 'ASC')
      .getMany();
    return [
      { path: '/blog', lastmod: null },
      ...blogs.map((blog) => ({ path: blogUrl(blog), lastmod: blog.updated })),
      ...posts.map((post) => ({ path: postUrl(post.blog!, post), lastmod: post.updated })),
    ];
  }

  /** A post's cover; visitors see it once the post is visible (published, its date come). */
  async coverSha(em: EntityManager, id: number, viewer: ImageViewer): Promise<string | null> {
    const post = await em.getRepository(BlogPost).findOne({
      select: { id: true, coverSha: true, published: true, postDate: true },
      where: { id },
    });
    if (!post) return null;
    const visible = post.published && post.postDate.getTime() <= Date.now();
    return visible || viewer.seesUnpublished ? post.coverSha : null;
  }
}
