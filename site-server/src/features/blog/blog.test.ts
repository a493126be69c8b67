import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../testing/site-test-server';
import { blogErrors, type BlogRow, type PostDetail, type PostRow } from '../../../../shared/blog/contract';
import type { Page } from '../../../../shared/api/admin';
import { TestClient, type TestServer } from '../../testing/test-server';
import { cutForTweet, shareLinks } from './site/share-links';
import { latestPostsBlockDefinition } from './site/latest-posts-block';
import { plainTextOf, sanitizePostHtml } from './blog-html';

const PUBLISHER = ['publisher@example.com', 'demo-password-1'] as const;
const PORTAL = ['portal@example.com', 'demo-password-1'] as const;
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let publisher: TestClient;
let portal: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  server = await startSiteTestServer();
  publisher = new TestClient(server.url);
  await publisher.signIn(...PUBLISHER);
  portal = new TestClient(server.url);
  await portal.signIn(...PORTAL);
  anonymous = new TestClient(server.url);
  // Vite compiles the blog pages on first use.
  await (await fetch(`${server.url}/blog`)).text();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function api<T>(client: TestClient, method: string, url: string, json?: unknown) {
  const response = await client.request(method, `/api/admin${url}`, json === undefined ? {} : { json });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function latest(client: TestClient, params: Record<string, unknown>) {
  return client.rpc('/blog/render_latest_posts', params);
}

async function page(client: TestClient, url: string) {
  const response = await client.request('GET', url);
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

async function allPosts(): Promise<PostRow[]> {
  return (await api<Page<PostRow>>(publisher, 'GET', '/blog/posts')).body.items;
}

async function postNamed(title: string): Promise<PostRow> {
  const found = (await allPosts()).find((post) => post.title === title);
  if (!found) throw new Error(`no post ${title}`);
  return found;
}

async function newPost(overrides: Record<string, unknown> = {}): Promise<PostDetail> {
  const blogs = (await api<Page<BlogRow>>(publisher, 'GET', '/blog/blogs')).body.items;
  const { status, body } = await api<PostDetail>(publisher, 'POST', '/blog/posts', {
    blogId: blogs[0]!.id,
    title: { en_US: 'A test post' },
    body: { en_US: '<p>Hello</p>' },
    postDate: new Date(Date.now() - DAY).toISOString(),
    published: true,
    ...overrides,
  });
  expect(status).toBe(200);
  return body;
}

describe('sanitising', () => {
  it('keeps allow-listed markup and drops scripts, handlers and javascript: links', () => {
    const clean = sanitizePostHtml(
      '<h2>Title</h2><p onclick="alert(1)">A <strong>b</strong> <a href="javascript:alert(1)">x</a> <a href="https://example.com">y</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<strong>b</strong>');
    expect(clean).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">y</a>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|iframe|alert/);
  });

  it('makes plain-text teasers cut on a word', () => {
    expect(plainTextOf('<p>Tom &amp; Jerry</p><p>run</p>')).toBe('Tom & Jerry run');
    expect(plainTextOf('<p>one two three four</p>', 12)).toBe('one two…');
  });

  it('cuts a tweet to at most 140 characters and builds the share links of four networks and e-mail', () => {
    const long = 'word '.repeat(60);
    expect(cutForTweet(long).length).toBeLessThanOrEqual(140);
    expect(cutForTweet('short text')).toBe('short text');
    const links = shareLinks('A title', 'http://x.test/blog/a-1/post/b-2');
    expect(Object.keys(links)).toEqual(['twitter', 'facebook', 'linkedin', 'whatsapp', 'email']);
    expect(links.whatsapp).toBe(
      `https://wa.me/?${new URLSearchParams({ text: 'A title http://x.test/blog/a-1/post/b-2' })}`,
    );
    expect(links.facebook).toContain(encodeURIComponent('http://x.test/blog/a-1/post/b-2'));
  });
});

describe('POST /blog/render_latest_posts', () => {
  it('renders the 3 latest visible posts by default, never a scheduled or unpublished one', async () => {
    const { body } = await latest(anonymous, {});
    const html = decode(body.result as string);
    expect(html.match(/data-post-id=/g)).toHaveLength(3);
    expect(html).toContain('Oak, walnut or ash?');
    expect(html).not.toContain('Our spring collection');
    expect(html).not.toContain('Cable management');
  });

  it('filters by blog and tag, and takes a limit and a template', async () => {
    const blogs = (await api<Page<BlogRow>>(publisher, 'GET', '/blog/blogs')).body.items;
    const news = blogs.find((blog) => blog.name === 'Our news')!;
    const html = decode(
      (await latest(anonymous, { domain: [['blog_id', '=', news.id]], limit: 10, template: 'cards' })).body
        .result as string,
    );
    expect(html).toContain('data-template="cards"');
    expect(html).toContain('Meet us at the design fair');
    expect(html).not.toContain('Oak, walnut or ash?');

    const tagged = await newPost({ title: { en_US: 'Tagged for the filter' }, tags: ['filter-me'] });
    const tagId = await (async () => {
      const listed = await page(anonymous, `/blog?tag=0`);
      expect(listed.status).toBe(200);
      const blogPage = await page(anonymous, tagged.url.split('/post/')[0]!);
      const match = /href="[^"]*\?tag=(\d+)"[^>]*>filter-me</.exec(blogPage.html);
      return Number(match![1]);
    })();
    const byTag = decode(
      (await latest(anonymous, { domain: [['tag_ids', 'in', [tagId]]] })).body.result as string,
    );
    expect(byTag).toContain('Tagged for the filter');
    expect(byTag.match(/data-post-id=/g)).toHaveLength(1);
  });

  it('accepts the template ids an Odoo page sends, as well as the short names', async () => {
    for (const [template, rendered] of [
      ['website_blog.s_latest_posts_list_template', 'list'],
      ['website_blog.s_latest_posts_card_template', 'cards'],
      ['website_blog.s_latest_posts_big_picture_template', 'cards'],
      ['list', 'list'],
    ] as const) {
      const { body } = await latest(anonymous, { template });
      expect(body.error, template).toBeUndefined();
      expect(decode(body.result as string)).toContain(`data-template="${rendered}"`);
    }
    const { body } = await latest(anonymous, { template: 'website_blog.s_unknown_template' });
    expect(body.error?.data.name).toBe('ValidationError');
  });

  it('answers the empty message of SPEC §8 when no post matches', async () => {
    const { body } = await latest(anonymous, { domain: [['blog_id', '=', 99999]] });
    expect(decode(body.result as string)).toContain(blogErrors.noPosts);
  });

  it('refuses a domain it does not understand, with a clear message', async () => {
    for (const domain of [
      [['name', '=', 'x']],
      [['blog_id', 'like', 1]],
      ['|'],
      [['blog_id', '=', 'drop table']],
    ]) {
      const { body } = await latest(anonymous, { domain });
      expect(body.error?.data.name, JSON.stringify(domain)).toBe('ValidationError');
      expect(body.error?.data.message).toBe(blogErrors.badDomain);
    }
    const { body } = await latest(anonymous, { limit: 1000 });
    expect(body.error?.data.name).toBe('ValidationError');
  });
});

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

describe('pages', () => {
  it('lists every blog on /blog, with the archive grouped by year and month', async () => {
    const { status, html } = await page(anonymous, '/blog');
    expect(status).toBe(200);
    const text = decode(html);
    // Search engines get a description of the blog page too.
    expect(text).toMatch(/<meta name="description" content="News, stories and advice from [^"]+\."/);
    expect(text).toContain('Meet us at the design fair');
    expect(text).toContain('Five habits for a healthy back');
    expect(text).not.toContain('Our spring collection');
    expect(text).not.toContain('Cable management');
    expect(html.match(/<details class="blog-archive__year"/g)!.length).toBeGreaterThanOrEqual(2);
  });

  it('shows a post with cover, body, share links, chatter and next post; a wrong slug redirects', async () => {
    const row = await postNamed('Five habits for a healthy back');
    const { status, html } = await page(anonymous, row.url);
    expect(status).toBe(200);
    const text = decode(html);
    expect(text).toContain('<h1 class="blog-cover__title">Five habits for a healthy back</h1>');
    expect(text).toContain('The best posture is the next one.');
    for (const network of ['twitter', 'facebook', 'linkedin', 'whatsapp', 'email'])
      expect(html).toContain(`data-network="${network}"`);
    expect(html).toContain('class="blog-next"');
    expect(html).toContain('id="chatter"');
    expect(html).toContain('"@type":"BlogPosting"');

    const [blogPart, postPart] = row.url.split('/post/');
    const wrong = await page(
      anonymous,
      `${blogPart!.replace(/[a-z-]+-(\d+)$/, 'old-name-$1')}/post/x-${postPart!.split('-').at(-1)}`,
    );
    expect(wrong.status).toBe(301);
    expect(wrong.location).toBe(row.url);
    const french = await page(anonymous, `/fr${blogPart}/post/wrong-${postPart!.split('-').at(-1)}`);
    expect(french.location).toBe(`/fr${row.url}`);
  });

  it('shows a script in a post as nothing that runs', async () => {
    const post = await newPost({
      title: { en_US: 'Script <b>title</b>' },
      body: {
        en_US: '<p>Safe text</p><script>window.hacked=1</script><img src=x onerror="window.hacked=2">',
      },
    });
    const { html } = await page(anonymous, post.url);
    expect(html).toContain('Safe text');
    expect(html).not.toContain('window.hacked');
    expect(html).toContain('Script &lt;b&gt;title&lt;/b&gt;');
  });

  it('hides a future or unpublished post from visitors (404, sitemap, lists) but shows it to publishers', async () => {
    for (const title of ['Our spring collection', 'Cable management (draft)']) {
      const row = await postNamed(title);
      expect((await page(anonymous, row.url)).status, title).toBe(404);
      expect((await page(portal, row.url)).status, title).toBe(404);
      const seen = await page(publisher, row.url);
      expect(seen.status).toBe(200);
      expect(seen.html).toContain('notice notice--warning');
      expect(seen.html).toContain('data-publish="on"'.replace('on', row.published ? 'on' : 'off'));
    }
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const visible = await postNamed('Oak, walnut or ash?');
    expect(sitemap).toContain(visible.url);
    expect(sitemap).not.toContain((await postNamed('Our spring collection')).url);
    expect(sitemap).not.toContain((await postNamed('Cable management (draft)')).url);
  });

  it('answers 404 for an unknown post or blog, and for a post under another blog', async () => {
    expect((await page(anonymous, '/blog/nothing-99999')).status).toBe(404);
    expect((await page(anonymous, '/blog/our-news-1/post/nothing-99999')).status).toBe(404);
    const row = await postNamed('Oak, walnut or ash?');
    const other = (await api<Page<BlogRow>>(publisher, 'GET', '/blog/blogs')).body.items.find(
      (blog) => blog.id !== row.blogId,
    )!;
    expect((await page(anonymous, `${other.url}/post/${row.url.split('/post/')[1]}`)).status).toBe(404);
  });

  it('filters a blog by tag', async () => {
    const row = await postNamed('Light your desk the right way');
    const blogUrl = row.url.split('/post/')[0]!;
    const listing = await page(anonymous, blogUrl);
    const tagId = /\?tag=(\d+)"[^>]*>lighting</.exec(listing.html)![1];
    const filtered = decode((await page(anonymous, `${blogUrl}?tag=${tagId}`)).html);
    expect(filtered).toContain('Posts tagged “lighting”');
    expect(filtered).toContain('Light your desk the right way');
    const cards = [...filtered.matchAll(/<article class="blog-card" data-post-id="(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(cards).toEqual([row.id]);
  });
});

describe('latest-posts block', () => {
  const block = { type: 'latest_posts' as const, blogId: null, limit: 3, template: 'list' as const };
  const render = (
    data: Parameters<typeof latestPostsBlockDefinition.Component>[0]['data'],
    editor: boolean,
  ) => renderToStaticMarkup(createElement(latestPostsBlockDefinition.Component, { block, data, editor }));

  it('shows an error paragraph in editor mode only when the posts cannot be loaded (SPEC §8)', () => {
    const failed = { posts: [], lang: 'en_US' as const, urlPrefix: '', error: 'database is down' };
    expect(render(failed, true)).toContain(
      '<p class="latest-posts__error" role="alert">The latest posts could not be loaded: database is down</p>',
    );
    expect(render(failed, false)).not.toContain('latest-posts__error');
  });

  it('shows the empty message of SPEC §8 when there is no post', () => {
    const empty = { posts: [], lang: 'en_US' as const, urlPrefix: '', error: null };
    expect(decode(render(empty, false))).toContain(blogErrors.noPosts);
  });
});
