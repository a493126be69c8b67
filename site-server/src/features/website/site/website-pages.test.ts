/**
 * Website pages over HTTP as a browser without JavaScript sees them: the real server with the site
 * rendered through Vite (no build needed).
 */
import { LessThanOrEqual } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '../../blog/blog-post.entity';
import { WebsiteForm } from '../../forms/website-form.entity';
import { MailingList } from '../../newsletter/mailing-list.entity';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { decodeHtml, TestClient, type TestServer } from '../../../testing/test-server';

const PUBLISHER = { email: 'publisher@example.com', password: 'demo-password-1' };

let server: TestServer;
let publisher: TestClient;

beforeAll(async () => {
  server = await startSiteTestServer();
  publisher = new TestClient(server.url);
  await publisher.signIn(PUBLISHER.email, PUBLISHER.password);
});

afterAll(async () => {
  await server?.close();
});

async function page(client: TestClient, pathname: string) {
  const response = await client.request('GET', pathname);
  return { status: response.status, headers: response.headers, html: await response.text() };
}
const visitor = () => new TestClient(server.url);

async function createPage(url: string, blocks: unknown[], published = true) {
  const response = await publisher.request('POST', '/api/admin/website/pages', {
    json: {
      url,
      title: { en_US: `Title of ${url}` },
      metaTitle: {},
      metaDescription: {},
      blocks: { en_US: blocks },
      published,
    },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number };
}

describe('website pages', () => {
  it('renders the home page from its blocks, with the menu and its sub-menu', async () => {
    const { status, html } = await page(visitor(), '/');
    expect(status).toBe(200);
    expect(html).toContain('data-block-type="banner"');
    expect(html).toContain('Made with care, sold directly');
    expect(html).toMatch(/<details data-dropdown="">\s*<summary>About us<\/summary>/);
    expect(html).toContain('href="/services"');
    const french = await page(visitor(), '/fr');
    expect(french.html).toContain('>Accueil<');
    expect(french.html).toContain('href="/fr/services"');
  });

  it('renders every visual block type server-side, readable without JavaScript', async () => {
    const { status, html } = await page(visitor(), '/services');
    expect(status).toBe(200);
    for (const type of ['carousel', 'text', 'gallery', 'parallax', 'video', 'social_embed', 'call_to_action'])
      expect(html).toContain(`data-block-type="${type}"`);
    // Video and social frames load only on request: plain links until then.
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"');
    expect(html).toContain('<li>Delivery within 50 km</li>');
    expect(html).toContain('href="mailto:hello@example.com"');
  });

  it('shows a script in a text block as text', async () => {
    await createPage('/script-test', [
      { id: 's', type: 'text', text: 'Hi <script>alert("x")</script> [bad](javascript:alert(1))' },
    ]);
    const { html } = await page(visitor(), '/script-test');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('href="javascript:');
  });

  it('hides unpublished pages from visitors (404) and shows them to publishers with a notice', async () => {
    await createPage('/draft-only', [{ id: 'd', type: 'text', text: 'Secret' }], false);
    expect((await page(visitor(), '/draft-only')).status).toBe(404);
    expect((await page(visitor(), '/no-such-page-at-all')).status).toBe(404);
    const seen = await page(publisher, '/draft-only');
    expect(seen.status).toBe(200);
    expect(seen.html).toContain('This page is not published');
    expect(seen.html).toContain('data-publish="off"');
  });

  it('renders editor mode for publishers only: behaviours off, never cached', async () => {
    const ignored = await page(visitor(), '/services?enable_editor=1');
    expect(ignored.status).toBe(200);
    expect(ignored.html).not.toContain('Editor mode');
    expect(ignored.html).toContain('data-behaviour="carousel"');

    const editor = await page(publisher, '/services?enable_editor=1');
    expect(editor.html).toContain('Editor mode');
    expect(editor.html).toContain('data-editor="1"');
    expect(editor.html).not.toContain('data-behaviour=');
    expect(editor.headers.get('cache-control')).toContain('no-store');
  });

  it('previews an unsaved draft for its author only', async () => {
    const response = await publisher.request('POST', '/api/admin/website/preview', {
      json: {
        id: null,
        url: '/not-saved-yet',
        title: { en_US: 'Unsaved' },
        metaTitle: {},
        metaDescription: {},
        published: false,
        blocks: { en_US: [{ id: 'p', type: 'text', text: 'Draft words' }] },
      },
    });
    const { url } = (await response.json()) as { url: string };
    const shown = await page(publisher, url);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Draft words');
    expect(shown.html).toContain('Preview of unsaved changes.');
    expect((await page(visitor(), url)).status).toBe(404);
  });
});

describe('the regional block', () => {
  it('renders both variants, the India one hidden until the visitor’s continent says Asia', async () => {
    const html = decodeHtml((await new TestClient(server.url).page('/contactus')).html);
    const block = /<section[^>]*data-regional-kind="phone"[^>]*>([\s\S]*?)<\/section>/.exec(html)![1]!;
    expect(block).toMatch(/<div data-region="AS" hidden="">[\s\S]*Mumbai/);
    expect(block).toMatch(/<div data-region="other">[\s\S]*Paris/);
  });
});

describe('POST /website/multi_render', () => {
  const render = async (client: TestClient, keys: Array<number | string>) => {
    const { body } = await client.rpc('/website/multi_render', { ids_or_xml_ids: keys });
    return body;
  };

  it('renders pages by id and xml id as their pages show them, escaping text', async () => {
    const { id } = await createPage('/render-test', [
      { id: 'r1', type: 'text', text: '## Title\n\n<script>alert(1)</script> and [a link](/aboutus)' },
    ]);
    const rendered = (await render(visitor(), [id, 'website.aboutus'])).result as Record<string, string>;
    const html = rendered[String(id)]!;
    expect(html).toMatch(/^<div class="blocks">/);
    expect(html).not.toContain('<link');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('<a href="/aboutus">a link</a>');
    expect(rendered['website.aboutus']).toContain('About us');
  });

  it('renders the blocks of the other features with their data: newsletter, latest posts, form, follow', async () => {
    const list = await server.dataSource.getRepository(MailingList).findOneByOrFail({ name: 'Newsletter' });
    const form = await server.dataSource.getRepository(WebsiteForm).findOneByOrFail({ name: 'Contact us' });
    const [post] = await server.dataSource.getRepository(BlogPost).find({
      where: { published: true, postDate: LessThanOrEqual(new Date()) },
      order: { postDate: 'DESC' },
      take: 1,
    });
    const { id } = await createPage('/render-modules', [
      { id: 'n', type: 'newsletter', listId: list.id, display: 'inline' },
      { id: 'l', type: 'latest_posts', blogId: null, limit: 3, template: 'list' },
      { id: 'f', type: 'form', formId: form.id },
      { id: 'w', type: 'follow', model: 'blog.post', resId: post!.id },
    ]);
    const html = ((await render(visitor(), [id])).result as Record<string, string>)[String(id)]!;
    for (const type of ['newsletter', 'latest_posts', 'form', 'follow'])
      expect(html).toMatch(new RegExp(`data-block-type="${type}" data-block-id="\\w+"><[a-z]`));
    expect(html).toContain(`name="list_id" value="${list.id}"`);
    expect(html).toContain('>Subscribe</button>');
    const title = post!.title.en_US!.replaceAll("'", '&#x27;');
    expect(html).toContain(title);
    expect(html).toContain('name="email"');
    expect(html).toContain('Your name');
    expect(html).toContain('>Follow<');
    // The stylesheets of those blocks come first, for a page that has not loaded them.
    const head = html.slice(0, html.indexOf('<div'));
    for (const sheet of ['newsletter', 'blog', 'forms', 'chatter'])
      expect(head).toMatch(new RegExp(`<link rel="stylesheet" href="[^"]+${sheet}\\.css"`));
    // The form names the page it is on, as on the page itself.
    expect(html).toContain('name="page_url" value="/render-modules"');
    // The same blocks, as the page itself shows them to the same visitor.
    const shown = await page(visitor(), '/render-modules');
    expect(shown.html).toContain(title);
    expect(shown.html).toContain(`name="list_id" value="${list.id}"`);
    // The form keeps the page's query but not the sign of a previous post.
    const again = await page(visitor(), `/render-modules?ref=mail&form_sent=${form.id}`);
    expect(again.html).toContain('name="page_url" value="/render-modules?ref=mail"');
  });

  it("renders in the language of the visitor's cookie, with its links", async () => {
    const french = new TestClient(server.url);
    await french.request('GET', '/website/lang/fr_FR?r=/');
    const { id } = await createPage('/render-french', [
      { id: 'l', type: 'latest_posts', blogId: null, limit: 3, template: 'list' },
    ]);
    const html = ((await render(french, [id])).result as Record<string, string>)[String(id)]!;
    expect(html).toContain('href="/fr/blog/');
  });

  it('refuses a missing page, an unknown xml id and unpublished pages for visitors', async () => {
    expect((await render(visitor(), [999999])).error?.data).toMatchObject({
      name: 'MissingError',
      message: 'There is nothing to render for 999999.',
    });
    expect((await render(visitor(), ['website.nothing'])).error?.data.name).toBe('MissingError');
    expect((await render(visitor(), [])).error?.data.name).toBe('ValidationError');

    const hidden = await createPage('/hidden-render', [{ id: 'h', type: 'text', text: 'Hidden' }], false);
    expect((await render(visitor(), [hidden.id])).error?.data.name).toBe('MissingError');
    const seen = (await render(publisher, [hidden.id])).result as Record<string, string>;
    expect(seen[String(hidden.id)]).toContain('Hidden');
  });
});
