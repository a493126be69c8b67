/**
 * Pages kept out of search engines (issue 15, item 7): a page setting; GET /o2b/index_noindex lists
 * their paths; such a page carries robots 'noindex, nofollow' and leaves the sitemap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDetail } from '../../../../../shared/website/contract';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { TEST_ADMIN, TestClient, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startSiteTestServer({ env: { PAGE_CACHE_MS: '0' } });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(() => server?.close());

describe('noindex pages', () => {
  it('are listed by /o2b/index_noindex, carry the robots meta and leave the sitemap', async () => {
    const visitor = new TestClient(server.url);
    // /thank-you is kept out from the start.
    expect(await (await visitor.request('GET', '/o2b/index_noindex')).json()).toEqual({ '0': '/thank-you' });
    expect(await (await visitor.request('GET', '/sitemap.xml')).text()).toContain('/aboutus</loc>');

    const pages = (await (await admin.request('GET', '/api/admin/website/pages')).json()) as {
      items: Array<{ id: number; url: string }>;
    };
    const about = pages.items.find((page) => page.url === '/aboutus')!;
    const detail = (await (
      await admin.request('GET', `/api/admin/website/pages/${about.id}`)
    ).json()) as PageDetail;
    const { id: _id, updated: _updated, ...input } = detail;
    const saved = await admin.request('PUT', `/api/admin/website/pages/${about.id}`, {
      json: { ...input, noindex: true },
    });
    expect(saved.status).toBe(200);

    expect(await (await visitor.request('GET', '/o2b/index_noindex')).json()).toEqual({
      '0': '/aboutus',
      '1': '/thank-you',
    });
    const html = (await visitor.page('/aboutus')).html;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect((await visitor.page('/services')).html).not.toContain('<meta name="robots"');
    const sitemap = await (await visitor.request('GET', '/sitemap.xml')).text();
    expect(sitemap).not.toContain('/aboutus</loc>');
    expect(sitemap).not.toContain('/thank-you</loc>');
  });
});
