/**
 * Paying again after an attempt whose answer was lost (payment-recovery.ts, `beforeNewAttempt`): Stripe is
 * asked about the previous attempt before a new one starts, so a shopper is never charged twice. Orders
 * made through the shop's pages, Stripe's local fake losing answers after doing the work.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { paymentMessages } from '../../../../../shared/payment/contract';
import { OutboxMail } from '../../../core/mail/outbox-mail.entity';
import { inDialect, sqlTime } from '../../../core/db/sql';
import type { FakeStripe } from '../../../testing/fake-stripe';
import { decodeHtml, type TestClient, type TestServer } from '../../../testing/test-server';
import { parisAddress, postForm, shopper } from '../../checkout/site/checkout-test-support';
import { SaleOrder } from '../../orders/sale-order.entity';
import { PREVIOUS_ATTEMPT_UNSURE } from '../payment-recovery';
import { PaymentTransaction } from '../payment-transaction.entity';
import { deskStockOf, resetStripeShop, startStripeShop, type StripeShop } from './stripe-shop-test-support';

const MINUTE = 60_000;

let server: TestServer;
let fake: FakeStripe;
let deskId: number;
let france: number;

let shop: StripeShop;
beforeAll(async () => {
  shop = await startStripeShop();
  ({ fake, server, deskId, france } = shop);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => resetStripeShop(shop));

const deskStock = () => deskStockOf(shop);
const paymentsOf = (orderId: number) =>
  server.dataSource.getRepository(PaymentTransaction).find({ where: { orderId }, order: { id: 'ASC' } });
const orderState = async (orderId: number) =>
  (await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId })).state;
/** The intents Stripe made for the order's payments, and those that took the money. */
const intentsOf = (orderName: string) =>
  [...fake.intents.values()].filter((intent) => intent.metadata.reference?.startsWith(`${orderName}-`));
const charged = (orderName: string) => intentsOf(orderName).filter((intent) => intent.status === 'succeeded');

async function ordered() {
  const buyer = await shopper(server, deskId, 2);
  await postForm(server, buyer, '/shop/address', parisAddress(france, 'Rita Retry', 'rita@example.org'));
  await postForm(server, buyer, '/shop/confirm_order');
  const orderId = Number(/vitrine_order=(\d+)\./.exec(buyer.cookieHeader)?.[1]);
  const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
  return { buyer, orderId, name: order.name };
}

const payByCard = async (buyer: TestClient, card: string) =>
  postForm(server, buyer, '/shop/payment', {
    accept_terms: '1',
    provider: 'stripe',
    stripe_payment_method: await fake.browser.cardPaymentMethod(card),
  });

/** Moves a payment `ms` into the past; `state`: as a process stopped mid-call would have left it. */
async function age(transactionId: number, ms: number, state?: 'draft') {
  const em = server.dataSource.manager;
  const at = sqlTime(em, new Date(Date.now() - ms));
  await em.query(
    inDialect(em, 'UPDATE "payment_transaction" SET "created" = ?, "updated" = ? WHERE "id" = ?'),
    [at, at, transactionId],
  );
  if (state)
    await server.dataSource
      .getRepository(PaymentTransaction)
      .update({ id: transactionId }, { state, stateMessage: '' });
}

it('pays an order with the charge whose answer was lost, instead of charging the card again', async () => {
  const { buyer, orderId, name } = await ordered();
  // Stripe charges the card, but its answer (and the SDK's retry's) never arrives: the shop says it failed.
  fake.dropped.add('POST', '/v1/payment_intents', 2);
  await payByCard(buyer, '4242424242424242');
  expect(await paymentsOf(orderId)).toMatchObject([{ state: 'error', providerReference: null }]);
  expect(charged(name)).toHaveLength(1);

  // The shopper pays again at once: Stripe is asked first, and the first charge pays the order.
  const again = await payByCard(buyer, '4242424242424242');
  expect(again.status).toBe(302);
  expect(charged(name)).toHaveLength(1);
  expect(intentsOf(name)).toHaveLength(1);
  expect(await paymentsOf(orderId)).toMatchObject([
    { state: 'done', providerReference: charged(name)[0]!.id },
  ]);
  expect(await orderState(orderId)).toBe('sale');
  expect(await deskStock()).toBe(18);
  expect(
    await server.dataSource.getRepository(OutboxMail).countBy({ subject: `Order ${name} confirmed` }),
  ).toBe(1);
});

it('finds paid a draft cut off mid-call, and starts no new attempt', async () => {
  const { buyer, orderId, name } = await ordered();
  fake.dropped.add('POST', '/v1/payment_intents', 2);
  await payByCard(buyer, '4242424242424242');
  const [cut] = await paymentsOf(orderId);
  await age(cut!.id, 11 * MINUTE, 'draft');

  expect((await payByCard(buyer, '5555555555554444')).status).toBe(302);
  expect(intentsOf(name)).toHaveLength(1);
  expect(await paymentsOf(orderId)).toMatchObject([{ state: 'done' }]);
  expect(await orderState(orderId)).toBe('sale');
});

it('withdraws at Stripe a draft cut off while it awaited the cardholder, then charges the new card once', async () => {
  const { buyer, orderId, name } = await ordered();
  fake.dropped.add('POST', '/v1/payment_intents', 2);
  await payByCard(buyer, '4000002500003155');
  const [cut] = await paymentsOf(orderId);
  const [awaiting] = intentsOf(name);
  expect(awaiting!.status).toBe('requires_action');
  await age(cut!.id, 11 * MINUTE, 'draft');

  expect((await payByCard(buyer, '4242424242424242')).status).toBe(302);
  // The first can no longer be completed: the 3-D Secure challenge passed now charges nothing.
  expect(awaiting!.status).toBe('canceled');
  await fake.browser.authenticateAs(awaiting!.id, awaiting!.client_secret, true);
  expect(awaiting!.status).toBe('canceled');
  expect(charged(name)).toHaveLength(1);
  expect(await paymentsOf(orderId)).toMatchObject([{ state: 'cancel' }, { state: 'done' }]);
  expect(await orderState(orderId)).toBe('sale');
  expect(await deskStock()).toBe(18);
});

it('starts no new attempt while Stripe cannot tell what became of the previous one', async () => {
  const { buyer, orderId, name } = await ordered();
  fake.dropped.add('POST', '/v1/payment_intents', 2);
  await payByCard(buyer, '4242424242424242');
  const [lost] = intentsOf(name);

  // Stripe cannot be reached to ask: refused, nothing charged.
  fake.dropped.add('GET', '/v1/payment_intents/search', 2);
  const unreachable = await payByCard(buyer, '4242424242424242');
  expect(unreachable.status).toBe(400);
  expect(decodeHtml(await unreachable.text())).toContain(paymentMessages.cannotSetUp);
  expect(intentsOf(name)).toHaveLength(1);

  // Stripe's search does not find it (yet: its index lags by up to a minute): refused as well.
  lost!.metadata.reference = 'elsewhere';
  const unsure = await payByCard(buyer, '4242424242424242');
  expect(unsure.status).toBe(400);
  expect(decodeHtml(await unsure.text())).toContain(PREVIOUS_ATTEMPT_UNSURE);
  expect(intentsOf(name)).toHaveLength(0);
  expect(await paymentsOf(orderId)).toHaveLength(1);

  // A minute on, still no trace: the new attempt goes ahead.
  const [failed] = await paymentsOf(orderId);
  await age(failed!.id, 2 * MINUTE);
  expect((await payByCard(buyer, '4242424242424242')).status).toBe(302);
  expect(await paymentsOf(orderId)).toMatchObject([{ state: 'error' }, { state: 'done' }]);
  expect(await orderState(orderId)).toBe('sale');
});
