/** Staff's actions on orders (/api/admin/orders/:id/confirm, cancel, resend-confirmation): stock, state, mails. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../../core/mail/outbox-mail.entity';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { TEST_ADMIN, TEST_DEMO_PASSWORD, TestClient, type TestServer } from '../../../testing/test-server';
import { ProductTemplate } from '../../catalog/product-template.entity';
import { ProductVariant } from '../../catalog/product-variant.entity';
import { SaleOrder } from '../../orders/sale-order.entity';
import { PaymentTransaction } from '../../payment/payment-transaction.entity';
import { countryId, parisAddress, postForm, shopper } from './checkout-test-support';

let server: TestServer;
let admin: TestClient;
let deskId: number;
let france: number;

beforeAll(async () => {
  server = await startSiteTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  const template = await server.dataSource
    .getRepository(ProductTemplate)
    .findOneByOrFail({ sortName: 'standing desk' });
  deskId = (
    await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ templateId: template.id })
  ).id;
  await server.dataSource
    .getRepository(ProductVariant)
    .update({ id: deskId }, { virtualAvailable: 20, qtyAvailable: 20 });
  france = await countryId(server, 'FR');
}, 60_000);
afterAll(() => server?.close());

const action = async (who: TestClient, orderId: number, name: string) => {
  const response = await who.request('POST', `/api/admin/orders/${orderId}/${name}`, { json: {} });
  return { status: response.status, body: await response.json() };
};
const deskStock = async () =>
  (await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: deskId })).virtualAvailable;

/** An order of 2 desks, waiting for payment. */
async function quotation() {
  const visitor = await shopper(server, deskId, 2);
  await postForm(server, visitor, '/shop/address', parisAddress(france, 'Otto Order', 'otto@example.org'));
  await postForm(server, visitor, '/shop/confirm_order');
  const orderId = Number(/vitrine_order=(\d+)\./.exec(visitor.cookieHeader)?.[1]);
  return { visitor, orderId };
}

describe('order actions', () => {
  it('confirms a quotation by hand: its stock taken once, the buyer mailed, listed on the order', async () => {
    const { orderId } = await quotation();
    const before = await deskStock();
    const confirmed = await action(admin, orderId, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ state: 'sale' });
    expect(await deskStock()).toBe(before - 2);
    expect(confirmed.body.mails).toEqual([
      expect.objectContaining({ subject: `Order ${confirmed.body.name} confirmed` }),
    ]);
    const mail = await server.dataSource
      .getRepository(OutboxMail)
      .findOneByOrFail({ id: confirmed.body.mails[0].id });
    expect(mail.text).toContain('It is confirmed.');
    expect(mail.text).not.toContain('has been received');
    const again = await action(admin, orderId, 'confirm');
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Only a quotation can be confirmed.');
    expect(await deskStock()).toBe(before - 2);

    const resent = await action(admin, orderId, 'resend-confirmation');
    expect(resent.body.mails).toHaveLength(2);
  });

  it('cancels a paid order and gives its stock back; an awaited transfer is no longer expected', async () => {
    const paid = await quotation();
    const before = await deskStock();
    await postForm(server, paid.visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
    });
    expect(await deskStock()).toBe(before - 2);
    const cancelled = await action(admin, paid.orderId, 'cancel');
    expect(cancelled.body.state).toBe('cancel');
    expect(await deskStock()).toBe(before);
    expect((await action(admin, paid.orderId, 'cancel')).body.error.message).toBe(
      'This order is already cancelled or locked.',
    );
    expect((await action(admin, paid.orderId, 'resend-confirmation')).status).toBe(400);

    const transfer = await quotation();
    await postForm(server, transfer.visitor, '/shop/payment', { provider: 'transfer', accept_terms: '1' });
    expect(await deskStock()).toBe(before - 2);
    expect((await action(admin, transfer.orderId, 'cancel')).status).toBe(200);
    expect(await deskStock()).toBe(before);
    const [awaited] = await server.dataSource
      .getRepository(PaymentTransaction)
      .findBy({ orderId: transfer.orderId });
    expect(awaited).toMatchObject({ state: 'cancel', stateMessage: 'The order was cancelled.' });
    expect(
      (await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: transfer.orderId })).state,
    ).toBe('cancel');
    // Nothing left to receive.
    const late = await admin.request('POST', `/api/admin/orders/${transfer.orderId}/transfer-received`, {
      json: {},
    });
    expect(late.status).toBe(400);
  });

  it('remembers the campaign of the tracked link that brought the buyer', async () => {
    const visitor = await shopper(server, deskId, 1);
    // A tracked link's redirect lands here with its UTM parameters; the order is made pages later.
    await visitor.page('/shop?utm_campaign=Spring%20sale&utm_medium=Email&utm_source=Newsletter');
    await visitor.page('/shop/cart');
    await postForm(server, visitor, '/shop/address', parisAddress(france, 'Una Utm', 'una@example.org'));
    await postForm(server, visitor, '/shop/confirm_order');
    const orderId = Number(/vitrine_order=(\d+)\./.exec(visitor.cookieHeader)?.[1]);
    const detail = await admin.request('GET', `/api/admin/orders/${orderId}`);
    expect((await detail.json()).utm).toEqual({
      campaign: 'Spring sale',
      medium: 'Email',
      source: 'Newsletter',
    });
    // Without a campaign: empty.
    const { orderId: plain } = await quotation();
    expect((await (await admin.request('GET', `/api/admin/orders/${plain}`)).json()).utm).toEqual({
      campaign: '',
      medium: '',
      source: '',
    });
  });

  it('lists customers with their orders counted and their confirmed orders summed, and opens their orders', async () => {
    const visitor = await shopper(server, deskId, 1);
    await postForm(
      server,
      visitor,
      '/shop/address',
      parisAddress(france, 'Cleo Customer', 'cleo@example.org'),
    );
    await postForm(server, visitor, '/shop/confirm_order');
    const orderId = Number(/vitrine_order=(\d+)\./.exec(visitor.cookieHeader)?.[1]);
    await postForm(server, visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
    });
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
    const found = await admin.request('GET', '/api/admin/customers?q=CLEO@example');
    const page = await found.json();
    expect(page.items).toEqual([
      expect.objectContaining({
        id: order.customerId,
        name: 'Cleo Customer',
        hasAccount: false,
        orderCount: 1,
        amountTotal: order.amountTotal,
        currency: order.currency,
      }),
    ]);
    const theirs = await (
      await admin.request('GET', `/api/admin/orders?customer=${order.customerId}`)
    ).json();
    expect(theirs.items.map((row: { id: number }) => row.id)).toEqual([orderId]);
  });

  it('is for sales staff only', async () => {
    const { orderId } = await quotation();
    const publisher = new TestClient(server.url);
    await publisher.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    for (const name of ['confirm', 'cancel', 'resend-confirmation', 'refund'])
      expect((await action(publisher, orderId, name)).status).toBe(403);
    expect((await publisher.request('GET', '/api/admin/customers')).status).toBe(403);
    expect((await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId })).state).toBe(
      'draft',
    );
  });
});
