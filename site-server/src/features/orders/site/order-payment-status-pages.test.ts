/**
 * Issue 26, item 12: where an order's money stands. An order waiting for its bank transfer says so (not
 * "Quotation") in the back office's list and page and on the customer's portal; the Orders list has a
 * payment column: unpaid, payment pending, transfer awaited, paid, partly refunded, refunded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusLabel, type OrderDetail, type OrderRow } from '../../../../../shared/orders/contract';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import {
  consumableProduct,
  countryId,
  parisAddress,
  postForm,
} from '../../checkout/site/checkout-test-support';

let server: TestServer;
let admin: TestClient;
let productId: number;
let france: number;

beforeAll(async () => {
  server = await startSiteTestServer();
  productId = (await consumableProduct(server)).id;
  france = await countryId(server, 'FR');
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(() => server?.close());

/** A signed-in customer's order, paid with `payment` on the shop's pages (none: left unpaid). */
async function order(customer: TestClient, payment: Record<string, string> | null) {
  await customer.rpc('/shop/cart/update_json', { product_id: productId, add_qty: 1 });
  await postForm(
    server,
    customer,
    '/shop/address',
    parisAddress(france, 'Carl Customer', 'portal@example.com'),
  );
  await postForm(server, customer, '/shop/confirm_order');
  if (payment) await postForm(server, customer, '/shop/payment', { accept_terms: '1', ...payment });
  return Number(/vitrine_order=(\d+)\./.exec(customer.cookieHeader)?.[1]);
}

const row = async (orderId: number) => {
  const list = (await (await admin.request('GET', '/api/admin/orders')).json()) as { items: OrderRow[] };
  return list.items.find((item) => item.id === orderId)!;
};
const detail = async (orderId: number) =>
  (await (await admin.request('GET', `/api/admin/orders/${orderId}`)).json()) as OrderDetail;

describe('an order’s payment status', () => {
  it('follows its payments in the back office, and a transfer awaited reads so, not "Quotation"', async () => {
    const customer = new TestClient(server.url);
    await customer.signIn('portal@example.com', TEST_DEMO_PASSWORD);
    const card = { provider: 'demo', cc_number: '4242424242424242' };
    const transfer = await order(customer, { provider: 'transfer' });
    const pending = await order(customer, { provider: 'demo', cc_number: '4000000000003063' });
    const paid = await order(customer, card);
    const partly = await order(customer, card);
    const refunded = await order(customer, card);
    const unpaid = await order(customer, null);

    const refund = (orderId: number, json: object) =>
      admin.request('POST', `/api/admin/orders/${orderId}/refund`, { json });
    expect((await refund(partly, { amount: 100 })).status).toBe(200);
    expect((await refund(refunded, {})).status).toBe(200);

    const expected = {
      [transfer]: 'awaitingTransfer',
      [pending]: 'pending',
      [paid]: 'paid',
      [partly]: 'partlyRefunded',
      [refunded]: 'refunded',
      [unpaid]: 'unpaid',
    };
    for (const [id, payment] of Object.entries(expected))
      expect((await row(Number(id))).payment).toBe(payment);

    const awaited = await detail(transfer);
    expect(awaited).toMatchObject({ state: 'draft', payment: 'awaitingTransfer', fromShop: true });
    expect(orderStatusLabel(awaited)).toBe('Waiting for bank transfer');
    expect(orderStatusLabel(await row(unpaid))).toBe('Quotation');

    // The transfer received: paid, a sales order.
    await admin.request('POST', `/api/admin/orders/${transfer}/transfer-received`, { json: {} });
    const received = await detail(transfer);
    expect(received).toMatchObject({ state: 'sale', payment: 'paid' });
    expect(orderStatusLabel(received)).toBe('Sales order');
  });

  it('tells the customer on the portal that the order waits for their bank transfer', async () => {
    const customer = new TestClient(server.url);
    await customer.signIn('portal@example.com', TEST_DEMO_PASSWORD);
    const transfer = await order(customer, { provider: 'transfer' });
    const list = decodeHtml((await customer.page('/my/orders')).html);
    const listed = new RegExp(`data-order-id="${transfer}"[\\s\\S]*?</tr>`).exec(list)![0];
    expect(listed).toContain('Waiting for your bank transfer');
    const page = decodeHtml((await customer.page(`/my/orders/${transfer}`)).html);
    expect(page).toContain('Waiting for your bank transfer');
    expect(decodeHtml((await customer.page(`/fr/my/orders/${transfer}`)).html)).toContain(
      'En attente de votre virement',
    );
  });
});
