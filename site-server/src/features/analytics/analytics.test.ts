import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, TEST_ADMIN, type TestServer } from '../../testing/test-server';
import { AnalyticsEvent } from './analytics-event.entity';
import { SiteVisit } from './site-visit.entity';
import { parseShopEventPath } from './analytics.service';

describe('parseShopEventPath', () => {
  it('reads the spec paths with their id or method', () => {
    expect(parseShopEventPath('/stats/ecom/product_view/12')).toMatchObject({
      kind: 'product_view',
      recordId: 12,
    });
    expect(parseShopEventPath('/stats/ecom/product_add_to_cart/3')).toMatchObject({ recordId: 3 });
    expect(parseShopEventPath('/stats/ecom/customer_checkout')).toMatchObject({
      recordId: null,
      detail: null,
    });
    expect(parseShopEventPath('/stats/ecom/order_payment/wire_transfer')).toMatchObject({
      detail: 'wire_transfer',
    });
    expect(parseShopEventPath('/stats/ecom/order_confirmed/9')).toMatchObject({ recordId: 9 });
  });
  it('refuses other paths, missing or extra parts and bad ids', () => {
    for (const path of [
      '/stats/ecom/unknown/1',
      '/stats/ecom/product_view',
      '/stats/ecom/product_view/abc',
      '/stats/ecom/product_view/0',
      '/stats/ecom/product_view/99999999999',
      '/stats/ecom/customer_signin/5',
      '/stats/ecom/order_payment/<script>',
    ])
      expect(parseShopEventPath(path), path).toBeNull();
  });
});

describe('/stats/ecom/* beacons', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const events = () => server.dataSource.getRepository(AnalyticsEvent).find({ order: { id: 'ASC' } });

  it('records product views and adds to cart (POST beacon and GET image) with 204', async () => {
    const visitor = new TestClient(server.url);
    const posted = await visitor.request('POST', '/stats/ecom/product_view/7', {
      headers: { 'user-agent': 'test-a' },
    });
    expect(posted.status).toBe(204);
    const got = await visitor.request('GET', '/stats/ecom/product_add_to_cart/7', {
      headers: { 'user-agent': 'test-a' },
    });
    expect(got.status).toBe(204);
    expect(got.headers.get('cache-control')).toBe('no-store');
    for (const path of [
      '/stats/ecom/customer_signin',
      '/stats/ecom/order_payment/demo',
      '/stats/ecom/order_confirmed/4',
    ])
      expect((await visitor.request('POST', path)).status, path).toBe(204);
    const rows = await events();
    expect(rows.map((r) => [r.kind, r.recordId, r.detail])).toEqual([
      ['product_view', 7, null],
      ['product_add_to_cart', 7, null],
      ['customer_signin', null, null],
      ['order_payment', null, 'demo'],
      ['order_confirmed', 4, null],
    ]);
    // The same visitor, as a keyed hash that holds neither the address nor the browser.
    expect(rows[0]!.visitorHash).toBe(rows[1]!.visitorHash);
    expect(rows[0]!.visitorHash).not.toMatch(/127\.0\.0\.1|test-a/);
  });

  it('answers 404 to paths outside the spec and stores nothing', async () => {
    const before = (await events()).length;
    const visitor = new TestClient(server.url);
    for (const path of [
      '/stats/ecom/product_view/abc',
      '/stats/ecom/everything',
      '/stats/ecom/product_view/1/2',
    ])
      expect((await visitor.request('POST', path)).status, path).toBe(404);
    expect((await events()).length).toBe(before);
  });

  it('gives shop managers the counts per product, and nobody else', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.request('GET', '/api/admin/analytics/shop')).status).toBe(401);
    const portal = new TestClient(server.url);
    await portal.signIn('portal@example.com', 'demo-password-1');
    expect((await portal.request('GET', '/api/admin/analytics/shop')).status).toBe(403);
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await admin.request('GET', '/api/admin/analytics/shop?kind=product_view&days=7');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      rows: Array<{ recordId: number; events: number; visitors: number }>;
    };
    expect(body.rows).toEqual([{ recordId: 7, events: 1, visitors: 1 }]);
  });

  it('limits beacons per client and minute', async () => {
    const visitor = new TestClient(server.url);
    let limited = 0;
    for (let i = 0; i < 125; i++) {
      const response = await visitor.request('POST', '/stats/ecom/product_view/1');
      if (response.status === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });
});

describe('POST /stats/page (the pages’ view beacon)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(() => server?.close());

  const visits = () => server.dataSource.getRepository(SiteVisit).find({ order: { id: 'ASC' } });

  it('counts a page in the visitor’s visit, and refuses anything but a site path, storing nothing', async () => {
    const visitor = new TestClient(server.url);
    for (const bad of ['', '?path=shop', '?path=//evil.example/x', '?path=https://evil.example/'])
      expect((await visitor.request('POST', `/stats/page${bad}`)).status, bad).toBe(400);
    expect(await visits()).toEqual([]);

    expect((await visitor.request('POST', '/stats/page?path=/shop?page=2')).status).toBe(204);
    expect((await visitor.request('POST', '/stats/page?path=/aboutus')).status).toBe(204);
    expect(visitor.cookieHeader).toMatch(/vitrine_visitor=[\w-]{16,32}/);
    expect(await visits()).toMatchObject([{ landingPath: '/shop', pageViews: 2 }]);
    // Another browser is another visitor with a visit of its own.
    expect((await new TestClient(server.url).request('POST', '/stats/page?path=/')).status).toBe(204);
    expect((await visits()).map((visit) => visit.pageViews)).toEqual([2, 1]);
  });
});
