/**
 * The dashboard's figures on known data (issue 26, item 11): each figure is computed from records this
 * test made and matches its one written definition (docs/dashboard.md, the tooltip beside it), and the
 * order figures match the Orders list they stand for. Conversion is the orders figure over the visits
 * figure: 0 % without orders, whatever the visits' own funnel says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, FigureKey } from '../../../../shared/dashboard/contract';
import type { OrderDetail, OrderRow } from '../../../../shared/orders/contract';
import { basisPoints } from '../../../../shared/stats';
import { csrfTokenOf } from '../chatter/test-support';
import { BROWSER_UA, createLink } from '../links/links-test-support';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, env: { TRUST_PROXY: '1' } });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(() => server?.close());

async function api<T>(method: string, path: string, json?: unknown): Promise<T> {
  const response = await admin.request(method, `/api/admin${path}`, json === undefined ? {} : { json });
  expect(response.status, `${method} ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Today's figures. */
async function figures(): Promise<Record<FigureKey, number>> {
  const board = await api<Dashboard>('GET', '/dashboard?days=1');
  return Object.fromEntries(board.figures.map((figure) => [figure.key, figure.current])) as Record<
    FigureKey,
    number
  >;
}

/** A browser of its own (its own visitor cookie, its own address) showing `paths`, as the pages' beacon says. */
async function visitor(index: number, paths: string[]) {
  const client = new TestClient(server.url, {
    'user-agent': BROWSER_UA,
    'x-forwarded-for': `203.0.113.${index}`,
  });
  for (const path of paths)
    expect((await client.request('POST', `/stats/page?path=${path}`)).status).toBe(204);
  return client;
}

describe('the dashboard figures on known data', () => {
  it('counts what the test made, one definition each, and the Orders list agrees', async () => {
    // A fresh install: nothing, and no conversion without orders.
    expect(Object.values(await figures()).every((value) => value === 0)).toBe(true);

    // Four visitors, five pages; one of them gets as far as an order page that confirms nothing.
    const visitors = [
      await visitor(11, ['/', '/shop']),
      await visitor(12, ['/']),
      await visitor(13, ['/aboutus']),
      await visitor(14, ['/']),
    ];
    expect((await visitors[0]!.request('POST', '/stats/ecom/order_confirmed/999')).status).toBe(204);
    expect(await figures()).toMatchObject({ visits: 4, visitors: 4, pageViews: 5, orders: 0, conversion: 0 });

    // Three orders confirmed by staff, from quotations of one product.
    const product = await api<{ id: number }>('POST', '/products', {
      name: 'Dashboard lamp',
      description: 'A lamp for the dashboard test.',
      type: 'consu',
      listPrice: 2500,
      price: 2500,
    });
    const [variant] = (await server.dataSource.query(
      `SELECT "id" FROM "product_product" WHERE "templateId" = ${Number(product.id)} ORDER BY "id" LIMIT 1`,
    )) as Array<{ id: number }>;
    const confirmed: OrderDetail[] = [];
    for (const quantity of [1, 2, 3]) {
      const quotation = await api<{ id: number }>('POST', '/orders/quotations', {
        customerEmail: `buyer-${quantity}@example.com`,
        customerName: `Buyer ${quantity}`,
        lines: [{ productId: variant!.id, quantity }],
        validUntil: '2099-12-31',
      });
      confirmed.push(await api<OrderDetail>('POST', `/orders/${quotation.id}/confirm`, {}));
    }
    // One lead from the site's lead form, one human click on a tracked link.
    const leadVisitor = new TestClient(server.url, { 'x-forwarded-for': '203.0.113.21' });
    const lead = await leadVisitor.request('POST', '/o2b/website_lead/crm.lead', {
      body: new URLSearchParams({
        name: 'A dashboard lead',
        contact_name: 'Dana Dash',
        email_from: 'dana@example.org',
        page_url: '/contactus',
        csrf_token: await csrfTokenOf(server, leadVisitor),
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(lead.status).toBe(200);
    const link = await createLink(admin, { url: 'https://example.com/dashboard-click' });
    const clicker = new TestClient(server.url, {
      'user-agent': BROWSER_UA,
      'x-forwarded-for': '203.0.113.31',
    });
    expect((await clicker.request('GET', `/r/${link.code}`)).status).toBe(302);

    // Revenue: the confirmed orders' amounts before tax (their totals with tax are what the list shows).
    const revenue = confirmed.reduce((sum, order) => sum + order.amountUntaxed, 0);
    expect(revenue).toBe(6 * 2500);
    await expect.poll(async () => (await figures()).clicks).toBe(1);
    expect(await figures()).toEqual({
      visitors: 4,
      visits: 4,
      pageViews: 5,
      orders: 3,
      revenue,
      averageOrder: Math.round(revenue / 3),
      leads: 1,
      demoRequests: 0,
      newsletterSignups: 0,
      clicks: 1,
      // The orders figure over the visits figure: 3 / 4.
      conversion: basisPoints(3, 4),
      recoveredRevenue: 0,
    });

    // The Orders list has the same three confirmed orders.
    const list = await api<{ items: OrderRow[]; total: number }>('GET', '/orders?state=sale');
    expect(list.total).toBe(3);
    expect(list.items.map((row) => row.id).sort()).toEqual(confirmed.map((order) => order.id).sort());
    expect(list.items.map((row) => row.amountTotal).sort()).toEqual(
      confirmed.map((order) => order.amountTotal).sort(),
    );
  });
});
