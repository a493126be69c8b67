/**
 * The payments' background jobs (payment-jobs.ts) on orders made through the shop's pages, with Stripe's
 * local fake: payments never completed expire (their order cancelled, its stock back), and payments
 * whose answer was lost are reconciled with what Stripe says. Time passes by ageing the transactions;
 * the jobs run through `jobs.runDue()` (the app's own worker is off: JOBS_POLL_MS=0).
 */
import { IsNull, Not } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Job } from '../../../core/jobs';
import { OutboxMail } from '../../../core/mail/outbox-mail.entity';
import { inDialect, sqlTime } from '../../../core/db/sql';
import type { FakeStripe } from '../../../testing/fake-stripe';
import type { TestClient, TestServer } from '../../../testing/test-server';
import { parisAddress, postForm, shopper } from '../../checkout/site/checkout-test-support';
import { SaleOrder } from '../../orders/sale-order.entity';
import { CARD_EXPIRED, transferExpired } from '../payment-expiry';
import { PaymentTransaction } from '../payment-transaction.entity';
import { deskStockOf, resetStripeShop, startStripeShop, type StripeShop } from './stripe-shop-test-support';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: TestServer;
let fake: FakeStripe;
let admin: TestClient;
let deskId: number;
let france: number;

let shop: StripeShop;
beforeAll(async () => {
  shop = await startStripeShop();
  ({ fake, server, admin, deskId, france } = shop);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => resetStripeShop(shop));

const deskStock = () => deskStockOf(shop);
const paymentOf = async (orderId: number) =>
  server.dataSource
    .getRepository(PaymentTransaction)
    .findOneOrFail({ where: { orderId }, order: { id: 'DESC' } });
const orderState = async (orderId: number) =>
  (await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId })).state;
const mailsTitled = (subject: string) => server.dataSource.getRepository(OutboxMail).findBy({ subject });

/** A shopper's order of 2 desks (stock held once they pay), waiting for payment. */
async function ordered() {
  const buyer = await shopper(server, deskId, 2);
  await postForm(server, buyer, '/shop/address', parisAddress(france, 'Paula Pending', 'paula@example.org'));
  await postForm(server, buyer, '/shop/confirm_order');
  const orderId = Number(/vitrine_order=(\d+)\./.exec(buyer.cookieHeader)?.[1]);
  const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
  return { buyer, orderId, name: order.name };
}

const pay = (buyer: TestClient, fields: Record<string, string>) =>
  postForm(server, buyer, '/shop/payment', { accept_terms: '1', ...fields });
const payByCard = async (buyer: TestClient, card: string) =>
  pay(buyer, { provider: 'stripe', stripe_payment_method: await fake.browser.cardPaymentMethod(card) });

/** Moves a payment `ms` into the past (when it started, and when it last changed). */
async function age(transactionId: number, ms: number) {
  const em = server.dataSource.manager;
  const at = sqlTime(em, new Date(Date.now() - ms));
  await em.query(
    inDialect(em, 'UPDATE "payment_transaction" SET "created" = ?, "updated" = ? WHERE "id" = ?'),
    [at, at, transactionId],
  );
}

/** Runs the jobs due now; a job that failed is a test failure, with its error. */
async function runJobs() {
  const result = await server.app.jobs.runDue();
  if (result.retried || result.failed) {
    const broken = await server.dataSource.getRepository(Job).findBy({ lastError: Not(IsNull()) });
    throw new Error(broken.map((job) => `${job.kind}: ${job.lastError}`).join('\n'));
  }
  return result;
}

/** The payments' sweep now (it runs every 5 minutes), and the jobs it enqueues. */
async function sweep() {
  await server.app.transaction((em) =>
    server.app.jobs.enqueue(em, 'payment.sweep', { slot: new Date().toISOString() }),
  );
  return runJobs();
}

const enqueue = (kind: 'payment.expire' | 'payment.reconcile', transactionId: number) =>
  server.app.transaction((em) => server.app.jobs.enqueue(em, kind, { transactionId }));

describe('payments never completed', () => {
  it('withdraws a 3-D Secure payment abandoned for an hour, cancels its order and gives the stock back', async () => {
    const { buyer, orderId } = await ordered();
    await payByCard(buyer, '4000002500003155');
    const pending = await paymentOf(orderId);
    expect(pending).toMatchObject({ provider: 'stripe', state: 'pending' });
    expect(await deskStock()).toBe(18);

    await age(pending.id, 59 * MINUTE);
    await sweep();
    expect(await paymentOf(orderId)).toMatchObject({ state: 'pending' });
    expect(fake.intents.get(pending.providerReference!)!.status).toBe('requires_action');

    await age(pending.id, 61 * MINUTE);
    await sweep();
    expect(await paymentOf(orderId)).toMatchObject({
      state: 'cancel',
      stateMessage: CARD_EXPIRED,
      clientSecret: null,
    });
    expect(await orderState(orderId)).toBe('cancel');
    expect(await deskStock()).toBe(20);
    // Withdrawn at Stripe: the challenge can no longer be completed.
    expect(fake.intents.get(pending.providerReference!)!.status).toBe('canceled');
    await fake.browser.authenticateAs(pending.providerReference!, pending.clientSecret!, true);
    expect(fake.intents.get(pending.providerReference!)!.status).toBe('canceled');

    // Asked again, nothing more happens.
    await enqueue('payment.expire', pending.id);
    await sweep();
    expect(await deskStock()).toBe(20);
    expect(await paymentOf(orderId)).toMatchObject({ state: 'cancel' });
  });

  it('confirms instead a 3-D Secure payment completed at Stripe whose answer never came', async () => {
    const { buyer, orderId, name } = await ordered();
    await payByCard(buyer, '4000002500003155');
    const pending = await paymentOf(orderId);
    // The cardholder passed the challenge, then closed the page: no return, and the webhook was lost.
    await fake.browser.authenticateAs(pending.providerReference!, pending.clientSecret!, true);
    expect(await paymentOf(orderId)).toMatchObject({ state: 'pending' });

    await age(pending.id, 61 * MINUTE);
    await sweep();
    expect(await paymentOf(orderId)).toMatchObject({ state: 'done' });
    expect(await orderState(orderId)).toBe('sale');
    expect(await deskStock()).toBe(18);
    expect(fake.intents.get(pending.providerReference!)!.status).toBe('succeeded');
    expect(await mailsTitled(`Order ${name} confirmed`)).toHaveLength(1);
  });

  it('reminds the customer of a bank transfer a day before it expires, then cancels the order after the days set', async () => {
    const refused = await admin.request('PUT', '/api/admin/payment-providers/transfer', {
      json: { enabled: true, sequence: 2, pendingDays: 0 },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Wait 1 to 90 whole days for a transfer.');
    const saved = await admin.request('PUT', '/api/admin/payment-providers/transfer', {
      json: { enabled: true, sequence: 2, instructions: 'Bank: Demo Bank.', pendingDays: 3 },
    });
    expect(await saved.json()).toMatchObject({ code: 'transfer', pendingDays: 3 });
    // Saved without it (the Stripe screen's form, an older client): kept.
    await admin.request('PUT', '/api/admin/payment-providers/transfer', {
      json: { enabled: true, sequence: 2, instructions: 'Bank: Demo Bank.' },
    });
    const listed = (await (await admin.request('GET', '/api/admin/payment-providers')).json()) as Array<{
      code: string;
      pendingDays: number;
    }>;
    expect(listed.find((row) => row.code === 'transfer')?.pendingDays).toBe(3);

    const { buyer, orderId, name } = await ordered();
    await pay(buyer, { provider: 'transfer' });
    const pending = await paymentOf(orderId);
    expect(pending).toMatchObject({ provider: 'transfer', state: 'pending' });
    expect(await deskStock()).toBe(18);
    const reminder = `Order ${name}: your bank transfer is still awaited`;

    await age(pending.id, 2 * DAY - MINUTE);
    await sweep();
    expect(await mailsTitled(reminder)).toHaveLength(0);

    await age(pending.id, 2 * DAY + MINUTE);
    await sweep();
    await sweep();
    const [mail, ...more] = await mailsTitled(reminder);
    expect(more).toEqual([]);
    expect(mail!.to).toBe('paula@example.org');
    expect(mail!.text).toContain(`We have not received your bank transfer for order ${name} yet.`);
    expect(mail!.text).toContain(pending.stateMessage);
    expect(mail!.text).toContain(`/shop/confirmation?order_id=${orderId}&access_token=`);
    expect(await paymentOf(orderId)).toMatchObject({ state: 'pending' });

    await age(pending.id, 3 * DAY + MINUTE);
    await sweep();
    expect(await paymentOf(orderId)).toMatchObject({ state: 'cancel', stateMessage: transferExpired(3) });
    expect(await orderState(orderId)).toBe('cancel');
    expect(await deskStock()).toBe(20);
    expect(await mailsTitled(`Order ${name} cancelled`)).toHaveLength(1);
    await sweep();
    expect(await mailsTitled(`Order ${name} cancelled`)).toHaveLength(1);
    expect(await mailsTitled(reminder)).toHaveLength(1);
  });

  it('leaves alone a transfer that staff marked received before its expiry ran', async () => {
    const { buyer, orderId, name } = await ordered();
    await pay(buyer, { provider: 'transfer' });
    const pending = await paymentOf(orderId);
    await age(pending.id, 30 * DAY);
    await enqueue('payment.expire', pending.id);
    const received = await admin.request('POST', `/api/admin/orders/${orderId}/transfer-received`, {
      json: {},
    });
    expect(received.status).toBe(200);
    await runJobs();
    expect(await paymentOf(orderId)).toMatchObject({ state: 'done' });
    expect(await orderState(orderId)).toBe('sale');
    expect(await deskStock()).toBe(18);
    expect(await mailsTitled(`Order ${name} cancelled`)).toHaveLength(0);
  });

  it('ends one way only when a transfer is received while it expires', async () => {
    const { buyer, orderId } = await ordered();
    await pay(buyer, { provider: 'transfer' });
    const pending = await paymentOf(orderId);
    await age(pending.id, 30 * DAY);
    await enqueue('payment.expire', pending.id);
    const [received] = await Promise.all([
      admin.request('POST', `/api/admin/orders/${orderId}/transfer-received`, { json: {} }),
      runJobs(),
    ]);
    const [payment, state, stock] = [await paymentOf(orderId), await orderState(orderId), await deskStock()];
    if (received.status === 200) expect([payment.state, state, stock]).toEqual(['done', 'sale', 18]);
    else {
      expect(await received.text()).toContain('This order has no bank transfer waiting to be received.');
      expect([payment.state, state, stock]).toEqual(['cancel', 'cancel', 20]);
    }
  });
});

describe('payments whose answer was lost', () => {
  it('finds paid a card payment left in error by a network failure after the charge, and confirms its order once', async () => {
    const { buyer, orderId, name } = await ordered();
    // Stripe charges the card, but its answer (and the SDK's retry's) never arrives.
    fake.dropped.add('POST', '/v1/payment_intents', 2);
    await payByCard(buyer, '4242424242424242');
    const failed = await paymentOf(orderId);
    expect(failed).toMatchObject({ provider: 'stripe', state: 'error', providerReference: null });
    expect(await orderState(orderId)).toBe('draft');
    expect(await deskStock()).toBe(20);
    const [charged] = [...fake.intents.values()].filter(
      (intent) => intent.metadata.reference === failed.reference,
    );
    expect(charged).toMatchObject({ status: 'succeeded', amount: failed.amount });

    // Its answer may still be on its way: not yet.
    await age(failed.id, 9 * MINUTE);
    await sweep();
    expect(await paymentOf(orderId)).toMatchObject({ state: 'error' });

    await age(failed.id, 11 * MINUTE);
    await sweep();
    expect(await paymentOf(orderId)).toMatchObject({ state: 'done', providerReference: charged!.id });
    expect(await orderState(orderId)).toBe('sale');
    expect(await deskStock()).toBe(18);
    expect(await mailsTitled(`Order ${name} confirmed`)).toHaveLength(1);

    // Run again (another process, a retry), and Stripe's webhook arriving late: still once.
    await enqueue('payment.reconcile', failed.id);
    await runJobs();
    fake.webhookUrl = `${server.url}/payment/stripe/webhook`;
    expect(await fake.deliver('payment_intent.succeeded', charged)).toBe(200);
    expect(await paymentOf(orderId)).toMatchObject({ state: 'done' });
    expect(await deskStock()).toBe(18);
    expect(await mailsTitled(`Order ${name} confirmed`)).toHaveLength(1);
  });

  it('withdraws at Stripe a payment it still awaits when the shop recorded it as failed', async () => {
    const { buyer, orderId } = await ordered();
    fake.dropped.add('POST', '/v1/payment_intents', 2);
    await payByCard(buyer, '4000002500003155');
    const failed = await paymentOf(orderId);
    expect(failed).toMatchObject({ state: 'error' });
    const [awaiting] = [...fake.intents.values()].filter(
      (intent) => intent.metadata.reference === failed.reference,
    );
    expect(awaiting!.status).toBe('requires_action');

    await age(failed.id, 11 * MINUTE);
    await sweep();
    expect(awaiting!.status).toBe('canceled');
    expect(await paymentOf(orderId)).toMatchObject({ state: 'error' });
    expect(await orderState(orderId)).toBe('draft');
    expect(await deskStock()).toBe(20);
  });
});
