/**
 * Stripe against the local fake (STRIPE_API_BASE, STRIPE_JS_URL): the owner's keys, a card paid at
 * once, 3-D Secure, declines, webhooks (signed, replayed, forged, unknown), saved cards and refunds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../../core/mail/outbox-mail.entity';
import { startFakeStripe, type FakeStripe } from '../../../testing/fake-stripe';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { ProductTemplate } from '../../catalog/product-template.entity';
import { ProductVariant } from '../../catalog/product-variant.entity';
import {
  consumableProduct,
  countryId,
  parisAddress,
  postForm,
  shopper,
} from '../../checkout/site/checkout-test-support';
import { SaleOrder } from '../../orders/sale-order.entity';
import { PaymentToken } from '../payment-token.entity';
import { PaymentTransaction } from '../payment-transaction.entity';

let server: TestServer;
let fake: FakeStripe;
let admin: TestClient;
let productId: number;
let france: number;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startSiteTestServer({ env: { STRIPE_API_BASE: fake.url, STRIPE_JS_URL: fake.jsUrl } });
  fake.webhookUrl = `${server.url}/payment/stripe/webhook`;
  ({ id: productId } = await consumableProduct(server));
  france = await countryId(server, 'FR');
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const adminCall = async (who: TestClient, method: string, path: string, json?: unknown) => {
  const response = await who.request(method, `/api/admin${path}`, json === undefined ? {} : { json });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};
const orderOf = (visitor: TestClient) => Number(/vitrine_order=(\d+)\./.exec(visitor.cookieHeader)?.[1]);
const transactionsOf = (orderId: number) =>
  server.dataSource.getRepository(PaymentTransaction).find({ where: { orderId }, order: { id: 'ASC' } });
const confirmationMails = async (orderId: number) => {
  const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
  return server.dataSource.getRepository(OutboxMail).countBy({ subject: `Order ${order.name} confirmed` });
};

/** A PaymentMethod made as Stripe.js makes it: the card goes to Stripe with the publishable key. */
const paymentMethod = (number: string) => fake.browser.cardPaymentMethod(number);

/** A visitor (a new guest unless given) with an order of `variant` waiting for payment. */
async function ordered(visitor?: TestClient, variant = productId) {
  const buyer = visitor ?? (await shopper(server, variant));
  if (visitor) await visitor.rpc('/shop/cart/update_json', { product_id: variant, add_qty: 1 });
  await postForm(server, buyer, '/shop/address', parisAddress(france, 'Stella Stripe', 'stella@example.org'));
  expect((await postForm(server, buyer, '/shop/confirm_order')).headers.get('location')).toBe(
    '/shop/payment',
  );
  return { buyer, orderId: orderOf(buyer) };
}

const payByStripe = (buyer: TestClient, fields: Record<string, string>) =>
  postForm(server, buyer, '/shop/payment', { provider: 'stripe', accept_terms: '1', ...fields });

describe('the Payment providers screen’s calls', () => {
  it('keeps Stripe off until its keys are entered, and never shows a secret back', async () => {
    const listed = await adminCall(admin, 'GET', '/payment-providers');
    expect(listed.body.map((row: { code: string }) => row.code)).toEqual(['demo', 'transfer', 'stripe']);
    const off = await adminCall(admin, 'PUT', '/payment-providers/stripe', { enabled: true, sequence: 5 });
    expect(off.status).toBe(400);
    expect(JSON.stringify(off.body)).toContain('Enter Stripe’s publishable key (pk_…) and secret key');
    const wrong = await adminCall(admin, 'PUT', '/payment-providers/stripe', {
      enabled: true,
      sequence: 5,
      publishableKey: fake.publishableKey,
      secretKey: 'pk_test_not_a_secret',
    });
    expect(JSON.stringify(wrong.body)).toContain('A secret key starts with sk_ or rk_');
    const saved = await adminCall(admin, 'PUT', '/payment-providers/stripe', {
      enabled: true,
      sequence: 5,
      publishableKey: fake.publishableKey,
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      enabled: true,
      publishableKey: fake.publishableKey,
      secretKeyHint: `sk_test_…${fake.secretKey.slice(-4)}`,
      webhookUrl: `${server.url}/payment/stripe/webhook`,
    });
    expect(JSON.stringify(saved.body)).not.toContain(fake.secretKey);
    expect(JSON.stringify(saved.body)).not.toContain(fake.webhookSecret);
    // Saved again without the secrets: they are kept.
    const again = await adminCall(admin, 'PUT', '/payment-providers/stripe', {
      enabled: true,
      sequence: 5,
      publishableKey: fake.publishableKey,
    });
    expect(again.body.secretKeyHint).toBe(saved.body.secretKeyHint);

    const publisher = new TestClient(server.url);
    await publisher.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    expect((await adminCall(publisher, 'GET', '/payment-providers')).status).toBe(403);
    expect(
      (await adminCall(publisher, 'PUT', '/payment-providers/stripe', { enabled: false, sequence: 1 }))
        .status,
    ).toBe(403);
  });
});

describe('paying with Stripe', () => {
  it('pays at once with a card: one intent, keyed by the transaction, one confirmation whatever the webhooks', async () => {
    const { buyer, orderId } = await ordered();
    const page = decodeHtml((await buyer.page('/shop/payment')).html);
    expect(page).toContain('value="stripe"');
    const paid = await payByStripe(buyer, { stripe_payment_method: await paymentMethod('4242424242424242') });
    expect(paid.headers.get('location')).toBe('/payment/process');
    const [transaction] = await transactionsOf(orderId);
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
    expect(transaction).toMatchObject({ provider: 'stripe', state: 'done', amount: order.amountTotal });
    expect(order.state).toBe('sale');
    const intent = fake.intents.get(transaction!.providerReference!)!;
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: order.amountTotal,
      currency: order.currency.toLowerCase(),
    });
    expect(
      fake.calls.find(
        (call) => call.path === '/v1/payment_intents' && call.idempotencyKey === transaction!.reference,
      ),
    ).toBeTruthy();

    // The poll sends the shopper on to the order's status page.
    const poll = await buyer.rpc('/payment/process/poll', {});
    expect(poll.body.result).toEqual({
      success: true,
      transactions: [
        expect.objectContaining({
          state: 'done',
          acquirer_provider: 'stripe',
          return_url: '/shop/confirmation',
        }),
      ],
    });
    // The webhook came, and comes again (Stripe retries): the order stays confirmed once, mailed once.
    await expect
      .poll(() => fake.deliveries.filter((d) => d.type === 'payment_intent.succeeded').length)
      .toBeGreaterThan(0);
    expect(await fake.deliver('payment_intent.succeeded', intent)).toBe(200);
    expect(await confirmationMails(orderId)).toBe(1);

    // A second click on pay answers the same transaction: Stripe is not asked again.
    const intents = fake.intents.size;
    await payByStripe(buyer, { stripe_payment_method: await paymentMethod('4242424242424242') });
    expect(fake.intents.size).toBe(intents);
    expect(await transactionsOf(orderId)).toHaveLength(1);
  });

  it('asks for 3-D Secure, then settles once whether the webhook or the return comes first', async () => {
    const { buyer, orderId } = await ordered();
    const paid = await payByStripe(buyer, { stripe_payment_method: await paymentMethod('4000002500003155') });
    expect(paid.headers.get('location')).toBe('/payment/process');
    const [pending] = await transactionsOf(orderId);
    expect(pending).toMatchObject({ state: 'pending' });
    const poll = (await buyer.rpc('/payment/process/poll', {})).body.result as {
      transactions: Array<Record<string, string>>;
    };
    const [polled] = poll.transactions;
    expect(polled).toMatchObject({ state: 'pending', stripe_publishable_key: fake.publishableKey });
    expect(polled!.stripe_payment_intent_secret).toBe(
      fake.intents.get(pending!.providerReference!)!.client_secret,
    );
    // Another visitor sees none of it.
    expect((await new TestClient(server.url).rpc('/payment/process/poll', {})).body.result).toEqual({
      success: false,
      error: 'no_tx_found',
    });

    // The cardholder completes the challenge (Stripe.js); the return and the webhook race.
    await fake.browser.authenticateAs(
      pending!.providerReference!,
      polled!.stripe_payment_intent_secret!,
      true,
    );
    const back = await Promise.all([
      buyer.rpc('/payment/stripe/s2s/process_payment_intent', { reference: pending!.reference }),
      buyer.rpc('/payment/process/poll', {}),
    ]);
    expect(back[0].body.result).toMatchObject({ state: 'done' });
    await expect
      .poll(() => fake.deliveries.filter((d) => d.type === 'payment_intent.succeeded').length)
      .toBeGreaterThan(1);
    const [settled] = await transactionsOf(orderId);
    expect(settled).toMatchObject({ state: 'done', clientSecret: null });
    expect(await confirmationMails(orderId)).toBe(1);
  });

  it('tells a declined card in Stripe’s words and gives the stock back; a failed challenge fails the payment', async () => {
    const template = await server.dataSource
      .getRepository(ProductTemplate)
      .findOneByOrFail({ sortName: 'standing desk' });
    const variant = await server.dataSource
      .getRepository(ProductVariant)
      .findOneByOrFail({ templateId: template.id });
    await server.dataSource
      .getRepository(ProductVariant)
      .update({ id: variant.id }, { virtualAvailable: 5, qtyAvailable: 5 });
    const { buyer, orderId } = await ordered(undefined, variant.id);
    const declined = await payByStripe(buyer, {
      stripe_payment_method: await paymentMethod('4000000000000002'),
    });
    // Refused at once: straight to the status page, which offers to pay again.
    expect(declined.headers.get('location')).toBe('/shop/confirmation');
    expect((await transactionsOf(orderId))[0]).toMatchObject({
      state: 'cancel',
      stateMessage: 'Your card was declined.',
    });
    expect(
      (await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: variant.id }))
        .virtualAvailable,
    ).toBe(5);
    expect(decodeHtml((await buyer.page('/shop/confirmation')).html)).toContain('Your card was declined.');

    // Another attempt with 3-D Secure, failed by the cardholder: the payment fails, the stock comes back.
    await payByStripe(buyer, { stripe_payment_method: await paymentMethod('4000002500003155') });
    const second = (await transactionsOf(orderId))[1]!;
    expect(
      (await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: variant.id }))
        .virtualAvailable,
    ).toBe(4);
    await fake.browser.authenticateAs(second.providerReference!, second.clientSecret!, false);
    // What the page posts then: Stripe.js gave an error and no PaymentIntent.
    const returned = await buyer.rpc('/payment/stripe/s2s/process_payment_intent', {
      reference: second.reference,
      id: null,
      error: 'We are unable to authenticate your payment method.',
    });
    expect(returned.body.result).toEqual({ state: 'error', reference: second.reference });
    expect((await transactionsOf(orderId))[1]).toMatchObject({
      state: 'error',
      stateMessage: expect.stringContaining('unable to authenticate'),
    });
    expect(
      (await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: variant.id }))
        .virtualAvailable,
    ).toBe(5);

    // Malformed: no PaymentMethod from Stripe.js.
    const malformed = await payByStripe(buyer, { stripe_payment_method: 'not-a-method' });
    expect(malformed.status).toBe(400);
    // SPEC §8: inline, in a red alert in the chosen method's form.
    expect(decodeHtml(await malformed.text())).toMatch(
      /data-provider="stripe">(?:(?!data-provider=)[\s\S])*<div class="alert alert--error" role="alert" data-payment-error="">The value is invalid\.<\/div>/,
    );
  });
});

describe('Stripe’s webhooks', () => {
  it('refuses a bad signature and an unknown intent, changing nothing', async () => {
    const { buyer, orderId } = await ordered();
    await payByStripe(buyer, { stripe_payment_method: await paymentMethod('4000002500003155') });
    const [pending] = await transactionsOf(orderId);
    const intent = { ...fake.intents.get(pending!.providerReference!)!, status: 'succeeded' };
    const payload = JSON.stringify(fake.event('payment_intent.succeeded', intent));
    const forged = await fetch(`${server.url}/payment/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': fake.signature(payload, 'whsec_not_the_shops'),
      },
      body: payload,
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: expect.stringContaining('signature does not match') });
    expect((await transactionsOf(orderId))[0]!.state).toBe('pending');

    const unknown = JSON.stringify(fake.event('payment_intent.succeeded', { ...intent, id: 'pi_unknown' }));
    const answer = await fetch(`${server.url}/payment/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.signature(unknown) },
      body: unknown,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'No payment of this shop matches this payment intent.' });

    // The real one, signed: paid.
    expect(await fake.deliver('payment_intent.succeeded', intent)).toBe(200);
    expect((await transactionsOf(orderId))[0]!.state).toBe('done');
    expect(await confirmationMails(orderId)).toBe(1);
  });
});

describe('saved cards and refunds', () => {
  it('keeps a signed-in customer’s card, pays the next order with it, and refunds through Stripe', async () => {
    const customer = new TestClient(server.url);
    await customer.signIn('portal@example.com', TEST_DEMO_PASSWORD);
    const first = await ordered(customer);
    const page = decodeHtml((await customer.page('/shop/payment')).html);
    expect(page).toContain('Save my card for next time');
    await payByStripe(customer, {
      stripe_payment_method: await paymentMethod('4242424242424242'),
      save_token: '1',
    });
    const tokens = await server.dataSource.getRepository(PaymentToken).find();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({
      provider: 'stripe',
      brand: 'visa',
      last4: '4242',
      providerCustomer: expect.stringMatching(/^cus_/),
    });
    expect(fake.paymentMethods.get(tokens[0]!.providerReference)!.customer).toBe(tokens[0]!.providerCustomer);

    const second = await ordered(customer);
    expect(decodeHtml((await customer.page('/shop/payment')).html)).toContain('Visa •••• 4242');
    const paid = await postForm(server, customer, '/shop/payment', {
      provider: `token-${tokens[0]!.id}`,
      accept_terms: '1',
    });
    expect(paid.headers.get('location')).toBe('/payment/process');
    const [payment] = await transactionsOf(second.orderId);
    expect(payment).toMatchObject({ state: 'done', tokenId: tokens[0]!.id });
    expect(fake.intents.get(payment!.providerReference!)).toMatchObject({
      customer: tokens[0]!.providerCustomer,
      payment_method: tokens[0]!.providerReference,
    });
    // A guest cannot pay with that card.
    const guest = await ordered();
    const stolen = await postForm(server, guest.buyer, '/shop/payment', {
      provider: `token-${tokens[0]!.id}`,
      accept_terms: '1',
    });
    expect(stolen.status).toBe(400);
    expect(decodeHtml(await stolen.text())).toContain('This payment method does not exist.');

    // Refunds: part, then the rest, then nothing is left.
    const partial = await adminCall(admin, 'POST', `/orders/${second.orderId}/refund`, { amount: 1000 });
    expect(partial.body).toMatchObject({ state: 'done', amount: -1000, provider: 'stripe' });
    expect([...fake.refunds.values()].map((refund) => refund.amount)).toEqual([1000]);
    const tooMuch = await adminCall(admin, 'POST', `/orders/${second.orderId}/refund`, {
      amount: payment!.amount,
    });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toContain('A refund cannot exceed what is left of the payment.');
    const rest = await adminCall(admin, 'POST', `/orders/${second.orderId}/refund`, {});
    expect(rest.body.amount).toBe(-(payment!.amount - 1000));
    const none = await adminCall(admin, 'POST', `/orders/${second.orderId}/refund`, {});
    expect(JSON.stringify(none.body)).toContain('Nothing is left to refund on this order.');
    expect(first.orderId).not.toBe(second.orderId);
  });
});
