/**
 * The blog's back-office API (blogs, posts, tags, covers; publishers only) and the publish toggle,
 * on the site's dev server. What visitors see is blog.test.ts.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogErrors, type BlogRow, type PostDetail, type PostRow } from '../../../../shared/blog/contract';
import type { Page } from '../../../../shared/api/admin';
import type { TestClient, TestServer } from '../../testing/test-server';
import {
  allPosts as allPostsAs,
  api,
  DAY,
  newPost as newPostAs,
  startBlogTestSite,
} from './blog-test-support';

let server: TestServer;
let publisher: TestClient;
let portal: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  ({ server, publisher, portal, anonymous } = await startBlogTestSite());
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const allPosts = () => allPostsAs(publisher);
const newPost = (overrides?: Record<string, unknown>) => newPostAs(publisher, overrides);

describe('back-office API', () => {
  it('lists blogs for publishers (the page editor picks from it)', async () => {
    const { status, body } = await api<Page<BlogRow>>(publisher, 'GET', '/blog/blogs');
    expect(status).toBe(200);
    expect(body.items.map((blog) => blog.name)).toEqual(['Our news', 'Design tips']);
    expect(body.items[0]).toMatchObject({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/blog\/our-news-\d+$/),
    });
  });

  it('refuses every blog call to portal users and to visitors', async () => {
    const post = (await allPosts())[0]!;
    const blog = (await api<Page<BlogRow>>(publisher, 'GET', '/blog/blogs')).body.items[0]!;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/blog/blogs'],
      ['POST', '/blog/blogs', { name: { en_US: 'x' } }],
      ['GET', `/blog/blogs/${blog.id}`],
      ['PUT', `/blog/blogs/${blog.id}`, { name: { en_US: 'x' } }],
      ['DELETE', `/blog/blogs/${blog.id}`],
      ['GET', '/blog/posts'],
      ['POST', '/blog/posts', {}],
      ['GET', `/blog/posts/${post.id}`],
      ['PUT', `/blog/posts/${post.id}`, {}],
      ['DELETE', `/blog/posts/${post.id}`],
      ['DELETE', `/blog/posts/${post.id}/cover`],
      ['GET', '/blog/authors'],
      ['GET', '/blog/tags'],
    ];
    for (const [method, url, json] of calls) {
      expect((await api(portal, method, url, json)).status, `${method} ${url}`).toBe(403);
      expect((await api(anonymous, method, url, json)).status, `${method} ${url}`).toBe(401);
    }
    const upload = await portal.request('POST', `/api/admin/blog/posts/${post.id}/cover`, {
      body: new FormData(),
    });
    expect(upload.status).toBe(403);
    expect((await api<PostDetail>(publisher, 'GET', `/blog/posts/${post.id}`)).body.title).toBe(post.title);
  });

  it('creates, edits and deletes a blog; a blog with posts is kept', async () => {
    const created = await api<BlogRow>(publisher, 'POST', '/blog/blogs', {
      name: { en_US: 'Company life', fr_FR: "Vie de l'entreprise" },
      subtitle: { en_US: 'Behind the scenes' },
    });
    expect(created.status).toBe(200);
    expect(created.body.url).toBe(`/blog/company-life-${created.body.id}`);
    const edited = await api<BlogRow>(publisher, 'PUT', `/blog/blogs/${created.body.id}`, {
      name: { en_US: 'Team life' },
      published: false,
    });
    expect(edited.body).toMatchObject({ name: 'Team life', published: false });
    expect((await api(publisher, 'POST', '/blog/blogs', { name: { en_US: ' ' } })).status).toBe(400);
    expect((await api(publisher, 'DELETE', `/blog/blogs/${created.body.id}`)).status).toBe(204);

    const withPosts = (await api<Page<BlogRow>>(publisher, 'GET', '/blog/blogs')).body.items[0]!;
    const refused = await api<{ error: { message: string } }>(
      publisher,
      'DELETE',
      `/blog/blogs/${withPosts.id}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(blogErrors.blogHasPosts);
  });

  it('writes a post with tags, author and schedule, filters the list, uploads a cover', async () => {
    const authors = (await api<Array<{ id: number; name: string }>>(publisher, 'GET', '/blog/authors')).body;
    expect(authors.length).toBeGreaterThan(0);
    const post = await newPost({
      title: { en_US: 'Scheduled news' },
      tags: ['Planning', 'planning', 'Events'],
      authorId: authors[0]!.id,
      postDate: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    expect(post.state).toBe('scheduled');
    expect(post.tags).toEqual(['events', 'Planning']);
    expect(post.authorName).toBe(authors[0]!.name);

    const scheduled = await api<Page<PostRow>>(publisher, 'GET', '/blog/posts?published=scheduled');
    expect(scheduled.body.items.map((row) => row.title)).toContain('Scheduled news');
    expect(scheduled.body.items.every((row) => row.state === 'scheduled')).toBe(true);
    const search = await api<Page<PostRow>>(publisher, 'GET', '/blog/posts?search=scheduled%20news');
    expect(search.body.items.map((row) => row.title)).toEqual(['Scheduled news']);

    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
    const session = (await (await publisher.request('GET', '/api/admin/session')).json()) as {
      csrfToken: string;
    };
    const uploaded = await publisher.request('POST', `/api/admin/blog/posts/${post.id}/cover`, {
      body: form,
      headers: { 'x-csrf-token': session.csrfToken },
    });
    expect(uploaded.status).toBe(200);
    const withCover = (await uploaded.json()) as PostDetail;
    expect(withCover.coverUrl).toMatch(new RegExp(`^/web/image/blog.post/${post.id}/cover\\?unique=`));
    // The post is scheduled: its publisher sees the cover, a visitor only the placeholder.
    const image = await publisher.request('GET', withCover.coverUrl!);
    expect(image.headers.get('content-type')).toBe('image/png');
    const seenByVisitor = await fetch(server.url + withCover.coverUrl!);
    expect(seenByVisitor.headers.get('content-type')).toMatch(/^image\/svg\+xml/);

    const badAuthor = await api<{ error: { message: string } }>(publisher, 'PUT', `/blog/posts/${post.id}`, {
      blogId: post.blogId,
      title: { en_US: 'x' },
      postDate: post.postDate,
      authorId: 999999,
    });
    expect(badAuthor.status).toBe(400);
    expect(badAuthor.body.error.message).toBe(blogErrors.missingAuthor);
    const badDate = await api(publisher, 'PUT', `/blog/posts/${post.id}`, {
      blogId: post.blogId,
      title: { en_US: 'x' },
      postDate: 'tomorrow',
    });
    expect(badDate.status).toBe(400);
    expect((await api<PostDetail>(publisher, 'GET', `/blog/posts/${post.id}`)).body.title).toBe(
      'Scheduled news',
    );
  });
});

describe('publish toggle', () => {
  it('lets publishers flip blog.post and refuses portal users', async () => {
    const post = await newPost({ title: { en_US: 'Toggled' } });
    const flipped = await publisher.rpc('/website/publish', { id: post.id, object: 'blog.post' });
    expect(flipped.body.result).toBe(false);
    expect((await publisher.rpc('/website/publish', { id: post.id, object: 'blog.post' })).body.result).toBe(
      true,
    );
    const denied = await portal.rpc('/website/publish', { id: post.id, object: 'blog.post' });
    expect(denied.body.error?.data.name).toBe('AccessError');
    const missing = await publisher.rpc('/website/publish', { id: 999999, object: 'blog.post' });
    expect(missing.body.error?.data.name).toBe('MissingError');
  });
});
