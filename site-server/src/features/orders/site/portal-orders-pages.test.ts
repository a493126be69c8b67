/**
 * The portal's orders (issue 14, items 1–4 for orders): /my counts them, /my/orders lists, searches,
 * sorts and pages them, /my/orders/{id} opens for its customer or its link's token and for nobody
 * else. An order placed in euros reads in euros (issue 13's done-when, "through the portal").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  portalCustomer,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { countryId, parisAddress, postForm } from '../../checkout/site/checkout-test-support';
import { SaleOrder } from '../sale-order.entity';

let server: TestServer;
let customer: TestClient;
let orders: SaleOrder[];
let customerEmail: string;
const FRANCE_IP = '90.0.0.1';

/** The demo product by slug: its first variant. */
async function variantOf(slug: string): Promise<number> {
  const [row] = (await server.dataSource.query(
    `SELECT p."id" FROM "product_product" p JOIN "product_template" t ON t."id" = p."templateId"
     WHERE t."slug" = '${slug}' ORDER BY p."id" LIMIT 1`,
  )) as Array<{ id: number }>;
  return Number(row!.id);
}

/**
 * The signed-in customer orders `quantity` of a product: the order as saved. `byTransfer`: placed to be
 * paid by bank transfer (the cart is spent; an unpaid order's cart would take the next product in).
 */
async function order(slug: string, quantity: number, byTransfer = false): Promise<SaleOrder> {
  await customer.rpc('/shop/cart/update_json', { product_id: await variantOf(slug), add_qty: quantity });
  const france = await countryId(server, 'FR');
  expect(
    (await postForm(server, customer, '/shop/address', parisAddress(france, 'Paula Portal', customerEmail)))
      .status,
  ).toBe(302);
  expect((await postForm(server, customer, '/shop/confirm_order')).headers.get('location')).toBe(
    '/shop/payment',
  );
  if (byTransfer)
    await postForm(server, customer, '/shop/payment', { provider: 'transfer', accept_terms: '1' });
  const id = Number(/vitrine_order=(\d+)\./.exec(customer.cookieHeader)?.[1]);
  return server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id });
}

beforeAll(async () => {
  server = await startSiteTestServer({ env: { TRUST_PROXY: '1' } });
  // A customer of its own, from France: the Euro price list prices the orders.
  const admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  ({ client: customer, email: customerEmail } = await portalCustomer(server, admin, {
    name: 'Paula Portal',
    headers: { 'x-forwarded-for': FRANCE_IP },
  }));
  orders = [await order('chair-cushion', 1, true), await order('desk-organizer', 3)];
}, 60_000);
afterAll(() => server?.close());

describe('/my and /my/orders', () => {
  it('counts the orders on the portal home and lists them in euros, newest first', async () => {
    const home = decodeHtml((await customer.page('/my')).html);
    expect(home).toMatch(/data-portal-section="orders"[^>]*><span>Orders<\/span> <strong>2<\/strong>/);
    const list = decodeHtml((await customer.page('/my/orders')).html);
    const names = [...list.matchAll(/data-order-id="(\d+)"/g)].map((match) => Number(match[1]));
    expect(names).toEqual([orders[1]!.id, orders[0]!.id]);
    expect(orders.every((placed) => placed.currency === 'EUR')).toBe(true);
    expect(list).toContain('€');
    expect(list).toContain('Waiting for payment');
  });

  it('searches in the reference or the products, sorts and pages', async () => {
    const ids = async (query: string) =>
      [
        ...decodeHtml((await customer.page(`/my/orders?${query}`)).html).matchAll(/data-order-id="(\d+)"/g),
      ].map((match) => Number(match[1]));
    expect(await ids(`search_in=name&search=${orders[0]!.name}`)).toEqual([orders[0]!.id]);
    expect(await ids('search_in=product&search=organizer')).toEqual([orders[1]!.id]);
    expect(await ids('search_in=name&search=organizer')).toEqual([]);
    expect(await ids('search=cushion')).toEqual([orders[0]!.id]);
    // LIKE's wildcards are searched as text.
    expect(await ids('search=%25')).toEqual([]);
    expect(decodeHtml((await customer.page('/my/orders?search=nothing-like-it')).html)).toContain(
      'No order found.',
    );
    const bigFirst = orders[0]!.amountTotal > orders[1]!.amountTotal ? orders[0]! : orders[1]!;
    expect((await ids('sortby=amount'))[0]).toBe(bigFirst.id);
    expect(await ids('page=2')).toEqual([]);
    // Unknown values fall back to the defaults.
    expect(await ids('search_in=everything&sortby=nonsense&page=-1')).toHaveLength(2);
  });

  it('keeps quotations waiting for the customer in /my/quotes, apart from orders; an unsent one shows nowhere', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const quotation = async () => {
      const made = await admin.request('POST', '/api/admin/orders/quotations', {
        json: {
          customerEmail,
          customerName: 'Paula Portal',
          lines: [{ productId: await variantOf('desk-organizer'), quantity: 5 }],
        },
      });
      return (await made.json()) as { id: number; name: string };
    };
    const sent = await quotation();
    await admin.request('POST', `/api/admin/orders/${sent.id}/send`, { json: {} });
    const unsent = await quotation();
    const ids = async (path: string) =>
      [...decodeHtml((await customer.page(path)).html).matchAll(/data-order-id="(\d+)"/g)].map((match) =>
        Number(match[1]),
      );
    expect(await ids('/my/quotes')).toEqual([sent.id]);
    expect(await ids(`/my/quotes?search_in=name&search=${sent.name}`)).toEqual([sent.id]);
    expect(await ids('/my/quotes?search_in=product&search=cushion')).toEqual([]);
    expect(await ids('/my/orders')).not.toContain(sent.id);
    expect(await ids('/my/orders')).not.toContain(unsent.id);
    const home = decodeHtml((await customer.page('/my')).html);
    expect(home).toMatch(/data-portal-section="quotes"[^>]*><span>Quotations<\/span> <strong>1<\/strong>/);
    // The quotation's page leads back to the quotations.
    expect(decodeHtml((await customer.page(`/my/orders/${sent.id}`)).html)).toContain('href="/my/quotes"');
  });

  it('sends visitors who are not signed in to the sign-in page', async () => {
    const page = await new TestClient(server.url).page('/my/orders?search=x');
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/web/login?redirect=${encodeURIComponent('/my/orders?search=x')}`);
  });
});

describe('/my/orders/{order_id}', () => {
  it('opens for its customer, with its lines and totals in the order’s currency', async () => {
    const page = decodeHtml((await customer.page(`/my/orders/${orders[1]!.id}`)).html);
    expect(page).toContain(`Order ${orders[1]!.name}`);
    expect(page).toContain('Desk Organizer');
    expect(page).toMatch(/data-order-total="">€/);
    expect(page).toContain('href="#order-lines"');
  });

  it('opens with its link’s access_token for anyone, and for nobody without it', async () => {
    const placed = orders[0]!;
    const stranger = new TestClient(server.url);
    const byLink = await stranger.page(`/my/orders/${placed.id}?access_token=${placed.accessToken}`);
    expect(byLink.status).toBe(200);
    expect(decodeHtml(byLink.html)).toContain(`Order ${placed.name}`);
    const noToken = await stranger.page(`/my/orders/${placed.id}`);
    expect(noToken.status).toBe(302);
    expect(noToken.location).toContain('/web/login?redirect=');
    expect((await stranger.page(`/my/orders/${placed.id}?access_token=${'x'.repeat(43)}`)).status).toBe(404);
    const publisher = new TestClient(server.url);
    await publisher.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    expect((await publisher.page(`/my/orders/${placed.id}`)).status).toBe(404);
    expect((await publisher.page(`/my/orders/${placed.id}?access_token=${placed.accessToken}`)).status).toBe(
      200,
    );
    expect((await customer.page('/my/orders/999999')).status).toBe(404);
    expect((await customer.page('/my/orders/abc')).status).toBe(404);
  });

  it('answers another customer’s order exactly as a missing one: nobody can count the shop’s orders', async () => {
    const placed = orders[0]!;
    const other = new TestClient(server.url);
    await other.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    // The page as it would be for any id: the address's id and the page's nonce aside.
    const anyId = (html: string, id: number | string) =>
      html
        .replace(/nonce="[^"]*"/g, '')
        .replace(new RegExp(`(orders/|orders%2F|"orderId":")${id}\\b`, 'g'), '$1ID');
    for (const query of ['', `?access_token=${'x'.repeat(43)}`]) {
      const someoneElses = await other.page(`/my/orders/${placed.id}${query}`);
      const missing = await other.page(`/my/orders/999999${query}`);
      expect(someoneElses.status).toBe(404);
      expect(anyId(someoneElses.html, placed.id)).toBe(anyId(missing.html, 999999));
    }
  });
});
