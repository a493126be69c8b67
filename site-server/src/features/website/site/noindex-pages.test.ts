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
    expect(await (await visitor.request('GET', '/o2b/index_noindex')).json()).toEqual({});
    expect(await (await visitor.request('GET', '/sitemap.xml')).text()).toContain('/thank-you</loc>');

    const pages = (await (await admin.request('GET', '/api/admin/website/pages')).json()) as {
      items: Array<{ id: number; url: string }>;
    };
    const thankYou = pages.items.find((page) => page.url === '/thank-you')!;
    const detail = (await (
      await admin.request('GET', `/api/admin/website/pages/${thankYou.id}`)
    ).json()) as PageDetail;
    const { id: _id, updated: _updated, ...input } = detail;
    const saved = await admin.request('PUT', `/api/admin/website/pages/${thankYou.id}`, {
      json: { ...input, noindex: true },
    });
    expect(saved.status).toBe(200);

    expect(await (await visitor.request('GET', '/o2b/index_noindex')).json()).toEqual({ '0': '/thank-you' });
    const html = (await visitor.page('/thank-you')).html;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect((await visitor.page('/aboutus')).html).not.toContain('<meta name="robots"');
    expect(await (await visitor.request('GET', '/sitemap.xml')).text()).not.toContain('/thank-you</loc>');
  });
});
