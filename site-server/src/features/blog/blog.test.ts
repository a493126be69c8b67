/**
 * The blog as visitors see it, on the site's dev server: the latest-posts call (SPEC §8) and the
 * blog's pages. The back office's API is blog-admin.test.ts; markup without a server, blog-markup.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogErrors, type BlogRow } from '../../../../shared/blog/contract';
import type { Page } from '../../../../shared/api/admin';
import type { TestClient, TestServer } from '../../testing/test-server';
import {
  api,
  decode,
  newPost as newPostAs,
  page,
  postNamed as postNamedAs,
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

async function latest(client: TestClient, params: Record<string, unknown>) {
  return client.rpc('/blog/render_latest_posts', params);
}

const postNamed = (title: string) => postNamedAs(publisher, title);
const newPost = (overrides?: Record<string, unknown>) => newPostAs(publisher, overrides);

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
