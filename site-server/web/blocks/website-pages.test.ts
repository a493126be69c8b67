/**
 * Website pages over HTTP as a browser without JavaScript sees them: the real server with the site
 * rendered through Vite (no build needed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../src/testing/site-test-server';
import { TestClient, type TestServer } from '../../src/testing/test-server';

const PUBLISHER = { email: 'publisher@example.com', password: 'publisher-demo-1' };

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
