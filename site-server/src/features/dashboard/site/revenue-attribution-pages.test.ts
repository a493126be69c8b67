/**
 * Revenue traced to links (issue 16, item 4), followed from one click to one paid order: the click,
 * the visit, the lead and the order remember the link, and the dashboard and the links screen count
 * each exactly once, by first and by last touch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../../shared/dashboard/contract';
import type { Performance } from '../../../../../shared/links/performance';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { staffMember, TEST_ADMIN, TestClient, type TestServer } from '../../../testing/test-server';
import { csrfTokenOf } from '../../chatter/test-support';
import { Lead } from '../../leads/lead.entity';
import { SiteVisit } from '../../analytics/site-visit.entity';
import { SaleOrder } from '../../orders/sale-order.entity';
import {
  consumableProduct,
  countryId,
  parisAddress,
  postForm,
} from '../../checkout/site/checkout-test-support';
import { BROWSER_UA, createLink } from '../../links/links-test-support';

let server: TestServer;
let admin: TestClient;
let productId: number;
let france: number;

beforeAll(async () => {
  server = await startSiteTestServer({ env: { TRUST_PROXY: '1' } });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  ({ id: productId } = await consumableProduct(server));
  france = await countryId(server, 'FR');
}, 60_000);
afterAll(() => server?.close());

async function dashboard(): Promise<Dashboard> {
  const response = await admin.request('GET', '/api/admin/dashboard?days=1');
  expect(response.status).toBe(200);
  return (await response.json()) as Dashboard;
}
const figure = (board: Dashboard, key: string) => board.figures.find((f) => f.key === key)!.current;

async function performance(by: string, touch: string): Promise<Performance> {
  const response = await admin.request('GET', `/api/admin/links/performance?by=${by}&touch=${touch}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Performance;
}

async function newCampaignLink(campaign: string) {
  const { body } = await admin.rpc('/web/dataset/call_kw/utm.campaign/create', {
    model: 'utm.campaign',
    method: 'create',
    args: [{ name: campaign }],
    kwargs: {},
  });
  return createLink(admin, {
    url: `${server.url}/shop`,
    campaign_id: body.result as number,
    title: campaign,
  });
}

/** A browser following the short link: the redirect, then the page it opens, as the page's beacon counts it. */
async function clickThrough(visitor: TestClient, code: string) {
  const redirect = await visitor.request('GET', `/r/${code}`);
  expect(redirect.status).toBe(302);
  const target = new URL(redirect.headers.get('location')!);
  expect(target.origin).toBe(server.url);
  await visitor.request('GET', target.pathname + target.search);
  expect((await visitor.request('POST', `/stats/page?path=${target.pathname}`)).status).toBe(204);
}

/** The visitor buys one unit and pays with the demo provider; the order's id. */
async function buy(visitor: TestClient): Promise<number> {
  await visitor.rpc('/shop/cart/update_json', { product_id: productId, add_qty: 1 });
  await visitor.request('POST', `/stats/ecom/product_add_to_cart/${productId}`);
  await postForm(server, visitor, '/shop/address', parisAddress(france, 'Tom Touch', 'tom@example.org'));
  await visitor.request('POST', '/stats/ecom/customer_checkout');
  expect((await postForm(server, visitor, '/shop/confirm_order')).headers.get('location')).toBe(
    '/shop/payment',
  );
  const orderId = Number(/vitrine_order=(\d+)\./.exec(visitor.cookieHeader)?.[1]);
  await postForm(server, visitor, '/shop/payment', {
    provider: 'demo',
    accept_terms: '1',
    cc_number: '4242424242424242',
  });
  await visitor.request('POST', `/stats/ecom/order_confirmed/${orderId}`);
  return orderId;
}

describe('one click to one paid order', () => {
  it('remembers the link on the visit, the lead and the order, and counts each once', async () => {
    const before = await dashboard();
    const first = await newCampaignLink('Attribution spring');
    const second = await newCampaignLink('Attribution autumn');
    // From an address of no known country: the shop's own price list and currency.
    const visitor = new TestClient(server.url, {
      'user-agent': BROWSER_UA,
      'x-forwarded-for': '203.0.113.61',
    });

    await clickThrough(visitor, first.code);
    const orderId = await buy(visitor);
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
    expect(order).toMatchObject({ state: 'sale', firstLinkId: first.id, lastLinkId: first.id });
    expect(order.campaign).toBe('Attribution spring');
    const visitorKey = /vitrine_visitor=([\w-]+)/.exec(visitor.cookieHeader)![1]!;
    const [visit] = await server.dataSource.getRepository(SiteVisit).findBy({ visitorKey });
    expect(visit).toMatchObject({
      firstLinkId: first.id,
      lastLinkId: first.id,
      pageViews: 1,
      landingPath: '/shop',
      reachedCart: true,
      reachedCheckout: true,
      reachedOrder: true,
    });

    // Later the same visitor comes back through the second link and leaves a lead.
    await clickThrough(visitor, second.code);
    const body = new URLSearchParams({
      name: 'Attribution lead',
      contact_name: 'Tom Touch',
      email_from: 'tom@example.org',
      page_url: '/shop',
      csrf_token: await csrfTokenOf(server, visitor),
    });
    const posted = await visitor.request('POST', '/o2b/website_lead/crm.lead', {
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(200);
    const lead = await server.dataSource.getRepository(Lead).findOneByOrFail({ name: 'Attribution lead' });
    expect(lead).toMatchObject({
      firstLinkId: first.id,
      lastLinkId: second.id,
      utmCampaign: 'Attribution autumn',
    });

    // The dashboard: exactly this visitor's two clicks, one visit per click-through, one order, one lead.
    const after = await dashboard();
    const delta = (key: string) => figure(after, key) - figure(before, key);
    expect(delta('clicks')).toBe(2);
    expect(delta('orders')).toBe(1);
    expect(delta('revenue')).toBe(order.amountUntaxed);
    expect(delta('leads')).toBe(1);
    expect(delta('pageViews')).toBe(2);
    expect(delta('visitors')).toBe(1);
    expect(after.funnel.orders - before.funnel.orders).toBe(1);
    expect(after.funnel.cart - before.funnel.cart).toBe(1);
    expect(after.topCampaigns).toContainEqual({
      campaign: 'Attribution spring',
      revenue: order.amountUntaxed,
    });
    const clicksFrom = (board: Dashboard) =>
      board.clicksByCountry.find((row) => row.country === '')?.clicks ?? 0;
    expect(clicksFrom(after) - clicksFrom(before)).toBe(2);

    // The links screen: last touch gives the order to the first link and the lead to the second…
    const last = await performance('link', 'last');
    expect(last.rows.find((row) => row.id === first.id)).toMatchObject({
      clicks: 1,
      leads: 0,
      orders: 1,
      revenue: order.amountUntaxed,
      conversion: 10_000,
    });
    expect(last.rows.find((row) => row.id === second.id)).toMatchObject({
      clicks: 1,
      leads: 1,
      orders: 0,
      revenue: 0,
    });
    // …first touch gives both to the first link; by campaign, the same sums under the campaign's name.
    const firstTouch = await performance('campaign', 'first');
    expect(firstTouch.rows.find((row) => row.label === 'Attribution spring')).toMatchObject({
      clicks: 1,
      leads: 1,
      orders: 1,
      revenue: order.amountUntaxed,
    });
  }, 60_000);

  it('takes a cancelled order back out of the figures', async () => {
    const link = await newCampaignLink('Attribution cancelled');
    const visitor = new TestClient(server.url, {
      'user-agent': BROWSER_UA,
      'x-forwarded-for': '203.0.113.62',
    });
    await clickThrough(visitor, link.code);
    const orderId = await buy(visitor);
    const paid = await dashboard();
    const cancelled = await admin.request('POST', `/api/admin/orders/${orderId}/cancel`, { json: {} });
    expect(cancelled.status).toBeLessThan(300);
    const after = await dashboard();
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
    expect(figure(paid, 'orders') - figure(after, 'orders')).toBe(1);
    expect(figure(paid, 'revenue') - figure(after, 'revenue')).toBe(order.amountUntaxed);
    expect((await performance('link', 'last')).rows.find((row) => row.id === link.id)).toMatchObject({
      clicks: 1,
      orders: 0,
      revenue: 0,
    });
  }, 60_000);

  it('counts an order in another currency at its rate in the shop’s currency', async () => {
    const before = await dashboard();
    // A visitor from France gets the euro price list.
    const visitor = new TestClient(server.url, { 'user-agent': BROWSER_UA, 'x-forwarded-for': '90.0.0.1' });
    const order = await server.dataSource
      .getRepository(SaleOrder)
      .findOneByOrFail({ id: await buy(visitor) });
    expect(order.currency).toBe('EUR');
    expect(order.currency).not.toBe(before.currency);
    const [euro] = (await server.dataSource.query(
      `SELECT "rate" FROM "currency" WHERE "code" = 'EUR'`,
    )) as Array<{
      rate: string;
    }>;
    const after = await dashboard();
    expect(figure(after, 'revenue') - figure(before, 'revenue')).toBe(
      Math.round(order.amountUntaxed / Number(euro!.rate)),
    );
  }, 60_000);

  it('is for sales staff: a publisher and a visitor are refused', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.request('GET', '/api/admin/dashboard')).status).toBe(401);
    const publisher = await staffMember(server, admin, 'publisher');
    for (const path of ['/api/admin/dashboard', '/api/admin/dashboard/lists', '/api/admin/links/performance'])
      expect((await publisher.request('GET', path)).status, path).toBe(403);
    const sales = await staffMember(server, admin, 'sales');
    expect((await sales.request('GET', '/api/admin/dashboard/lists')).status).toBe(200);
    // The outbox's failures are for administrators.
    const lists = (await (await sales.request('GET', '/api/admin/dashboard/lists')).json()) as Array<{
      key: string;
    }>;
    expect(lists.map((list) => list.key)).not.toContain('outboxErrors');
    expect((await admin.request('GET', '/api/admin/dashboard?days=3')).status).toBe(400);
    for (const query of ['by=owner', 'touch=middle', 'days=14'])
      expect((await admin.request('GET', `/api/admin/links/performance?${query}`)).status, query).toBe(400);
  });
});
