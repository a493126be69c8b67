/**
 * The back office's side of shop orders: the orders screens' API (list, filters, detail, payments,
 * who may see them) and marking a bank transfer received. The shop's side is in
 * checkout-payment-pages.test.ts; these start from an order placed through the same pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { SaleOrder } from '../../orders/sale-order.entity';
import { OutboxMail } from '../../../core/mail/outbox-mail.entity';
import {
  consumableProduct,
  countryId,
  demoOrderTotal,
  orderOf,
  postForm,
  readyToOrder as readyToOrderOn,
} from './checkout-test-support';

let server: TestServer;
let productId: number;
let unitPrice: number;
let france: number;

beforeAll(async () => {
  server = await startSiteTestServer({ env: { PAGE_CACHE_MS: '60000' } });
  ({ id: productId, price: unitPrice } = await consumableProduct(server));
  france = await countryId(server, 'FR');
}, 60_000);
afterAll(() => server?.close());

const post = (visitor: TestClient, path: string, fields: Record<string, string | number> = {}) =>
  postForm(server, visitor, path, fields);
const readyToOrder = (quantity?: number) => readyToOrderOn(server, productId, france, quantity);

describe('the back office’s orders (/api/admin/orders…)', () => {
  it('lists, filters, searches and shows orders with their payments, to sales staff only', async () => {
    const visitor = await readyToOrder(3);
    await post(visitor, '/shop/confirm_order');
    await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
    });
    const orderId = orderOf(visitor);
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const get = async (who: TestClient, path: string) => {
      const response = await who.request('GET', `/api/admin${path}`);
      return { status: response.status, body: await response.json() };
    };

    const paid = await get(admin, '/orders?state=sale');
    expect(paid.status).toBe(200);
    expect(paid.body.items.every((row: { state: string }) => row.state === 'sale')).toBe(true);
    expect(paid.body.items.map((row: { id: number }) => row.id)).toContain(orderId);
    const drafts = await get(admin, '/orders?state=draft');
    expect(drafts.body.items.map((row: { id: number }) => row.id)).not.toContain(orderId);
    const found = await get(admin, `/orders?q=${encodeURIComponent('OLGA@example.org')}`);
    expect(found.body.items.length).toBeGreaterThan(0);
    expect(found.body.items.every((row: { email: string }) => row.email === 'olga@example.org')).toBe(true);
    expect((await get(admin, '/orders?q=nobody-by-that-name')).body.total).toBe(0);

    const detail = await get(admin, `/orders/${orderId}`);
    expect(detail.body).toMatchObject({
      id: orderId,
      state: 'sale',
      customerName: 'Olga Order',
      amountUntaxed: unitPrice * 3,
      amountTotal: demoOrderTotal(unitPrice * 3),
      lines: [
        { kind: 'product', quantity: 3, unitPrice, subtotal: unitPrice * 3, taxName: 'Sales tax' },
        { kind: 'shipping' },
      ],
      shippingAddress: { lines: ['5 rue de la Paix', '75002 Paris', 'France'] },
    });
    const payments = await get(admin, `/orders/${orderId}/transactions`);
    expect(payments.body).toEqual([
      expect.objectContaining({ state: 'done', provider: 'demo', amount: demoOrderTotal(unitPrice * 3) }),
    ]);

    const publisher = new TestClient(server.url);
    await publisher.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    expect((await get(publisher, '/orders')).status).toBe(403);
    expect((await get(publisher, `/orders/${orderId}`)).status).toBe(403);
    expect((await get(publisher, `/orders/${orderId}/transactions`)).status).toBe(403);
    expect((await get(new TestClient(server.url), `/orders/${orderId}`)).status).toBe(401);
    // Sales staff, the role these screens are for, may.
    const created = await admin.request('POST', '/api/admin/users', {
      json: {
        email: 'seller@example.com',
        name: 'Sam Seller',
        role: 'sales',
        password: 'long-password-42',
        companyIds: [1],
      },
    });
    expect(created.status).toBe(200);
    const seller = new TestClient(server.url);
    await seller.signIn('seller@example.com', 'long-password-42');
    expect((await get(seller, '/orders')).status).toBe(200);
    expect((await get(seller, `/orders/${orderId}`)).body.name).toBe(detail.body.name);
    expect((await get(seller, `/orders/${orderId}/transactions`)).status).toBe(200);
    expect((await get(admin, '/orders/999999')).status).toBe(404);
  });

  it('takes a bank transfer: pending with its instructions until staff mark it received', async () => {
    const visitor = await readyToOrder(1);
    await post(visitor, '/shop/confirm_order');
    const orderId = orderOf(visitor);
    const chosen = await post(visitor, '/shop/payment', { provider: 'transfer', accept_terms: '1' });
    expect(chosen.headers.get('location')).toBe('/shop/confirmation');
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
    const page = decodeHtml((await visitor.page('/shop/confirmation')).html);
    // Said once: the order waits for the transfer, the details went by mail, and here they are.
    expect(page).toContain('Your order is registered and waits for your bank transfer.');
    expect(page).toContain('We sent these payment details to olga@example.org:');
    expect(page).toContain(`with the reference ${order.name}-1`);
    const shown = /data-transfer="">([\s\S]*?)<\/div>/.exec(page)![1]!;
    expect(shown.match(/ships once/g)).toHaveLength(1);
    expect(page).not.toContain('data-polling');
    const status = await (await visitor.request('GET', `/shop/payment/get_status/${orderId}`)).json();
    expect(status.result.recall).toBe(false);
    const instructions = await server.dataSource
      .getRepository(OutboxMail)
      .findOneByOrFail({ subject: `Order ${order.name}: how to pay by bank transfer` });
    expect(instructions.text).toContain(`with the reference ${order.name}-1`);
    expect(order.state).toBe('draft');

    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const received = await admin.request('POST', `/api/admin/orders/${orderId}/transfer-received`, {
      json: {},
    });
    expect(received.status).toBe(200);
    expect(await received.json()).toMatchObject({ state: 'done', provider: 'transfer' });
    expect((await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId })).state).toBe(
      'sale',
    );
    expect(
      await server.dataSource.getRepository(OutboxMail).countBy({ subject: `Order ${order.name} confirmed` }),
    ).toBe(1);
    const again = await admin.request('POST', `/api/admin/orders/${orderId}/transfer-received`, { json: {} });
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toBe(
      'This order has no bank transfer waiting to be received.',
    );
    const publisher = new TestClient(server.url);
    await publisher.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    expect(
      (await publisher.request('POST', `/api/admin/orders/${orderId}/transfer-received`, { json: {} }))
        .status,
    ).toBe(403);
    expect(decodeHtml((await visitor.page('/shop/confirmation')).html)).toContain(
      'Thank you! Your order is confirmed.',
    );
  });
});
