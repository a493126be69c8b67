/**
 * Saved payment methods (SPEC §3, §7, §8): /my/payment_method, the token-creation routes (demo card
 * form, Stripe setup intent), payment.token get_linked_records and unlink, and prepare_tx_url.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../testing/fake-stripe';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  staffMember,
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
  shopper,
} from '../../checkout/site/checkout-test-support';
import { SaleOrder } from '../../orders/sale-order.entity';
import { PaymentTransaction } from '../payment-transaction.entity';

let server: TestServer;
let fake: FakeStripe;
let customer: TestClient;
let productId: number;
let france: number;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startSiteTestServer({ env: { STRIPE_API_BASE: fake.url, STRIPE_JS_URL: fake.jsUrl } });
  ({ id: productId } = await consumableProduct(server));
  france = await countryId(server, 'FR');
  customer = new TestClient(server.url);
  await customer.signIn('portal@example.com', TEST_DEMO_PASSWORD);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const card = {
  cc_holder_name: 'Carl Customer',
  cc_number: '4242 4242 4242 4242',
  cc_expiry: '12 / 39',
  cc_cvc: '123',
  cc_brand: 'visa',
};
const callKw = (who: TestClient, method: string, ids: number[]) =>
  who.rpc(`/web/dataset/call_kw/payment.token/${method}`, {
    model: 'payment.token',
    method,
    args: [ids],
    kwargs: {},
  });

async function orderFor(visitor: TestClient) {
  await visitor.rpc('/shop/cart/update_json', { product_id: productId, add_qty: 1 });
  await postForm(
    server,
    visitor,
    '/shop/address',
    parisAddress(france, 'Carl Customer', 'portal@example.com'),
  );
  await postForm(server, visitor, '/shop/confirm_order');
  return Number(/vitrine_order=(\d+)\./.exec(visitor.cookieHeader)?.[1]);
}

describe('/my/payment_method and the demo card form', () => {
  it('asks a visitor to sign in first', async () => {
    const page = await new TestClient(server.url).page('/my/payment_method');
    expect(page.status).toBe(302);
    expect(page.location).toBe('/web/login?redirect=/my/payment_method');
    expect(
      (await new TestClient(server.url).rpc('/payment/demo/s2s/create_json_3ds', card)).body.error?.data.name,
    ).toBe('AuthError');
  });

  it('saves a card checked by SPEC §5’s rules, lists its links, and deletes it for its owner only', async () => {
    const wrong = await customer.rpc('/payment/demo/s2s/create_json_3ds', {
      ...card,
      cc_number: '4242 4242 4242 4241',
      verify_validity: true,
    });
    expect(wrong.body.result).toEqual({ result: false });
    const expired = await customer.rpc('/payment/demo/s2s/create_json_3ds', {
      ...card,
      cc_expiry: '01 / 20',
    });
    expect(expired.body.result).toEqual({ result: false });
    const saved = await customer.rpc('/payment/demo/s2s/create_json_3ds', {
      ...card,
      verify_validity: true,
      data_set: '/payment/demo/s2s/create_json_3ds',
    });
    expect(saved.body.result).toEqual({ result: true, id: expect.any(Number), '3d_secure': false });
    const tokenId = (saved.body.result as { id: number }).id;
    expect(decodeHtml((await customer.page('/my')).html)).toMatch(
      /data-portal-section="payment_methods"[^>]*><span>Payment methods<\/span> <strong>1<\/strong>/,
    );
    const page = decodeHtml((await customer.page('/my/payment_method')).html);
    expect(page).toContain('Visa •••• 4242');
    expect(page).toContain('12 / 39');
    expect(page).toContain('data-create-route="/payment/demo/s2s/create_json_3ds"');

    // Not linked yet; then an order paid with it is.
    expect((await callKw(customer, 'get_linked_records', [tokenId])).body.result).toEqual({ [tokenId]: [] });
    const orderId = await orderFor(customer);
    expect(decodeHtml((await customer.page('/shop/payment')).html)).toContain('Saved card: Visa •••• 4242');
    const paid = await postForm(server, customer, '/shop/payment', {
      provider: `token-${tokenId}`,
      accept_terms: '1',
    });
    expect(paid.headers.get('location')).toBe('/shop/confirmation');
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
    expect(order.state).toBe('sale');
    const linked = (await callKw(customer, 'get_linked_records', [tokenId])).body.result as Record<
      number,
      unknown[]
    >;
    expect(linked[tokenId]).toEqual([
      {
        name: order.name,
        description: `Order ${order.name}`,
        url: `/shop/confirmation?order_id=${order.id}&access_token=${order.accessToken}`,
      },
    ]);

    // Someone else: refused, nothing deleted.
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await callKw(admin, 'unlink', [tokenId])).body.error?.data.name).toBe('MissingError');
    expect((await callKw(new TestClient(server.url), 'unlink', [tokenId])).body.error?.data.name).toBe(
      'AuthError',
    );
    // The owner deletes it: gone from the list and from the payment page; its payment keeps it.
    expect((await callKw(customer, 'unlink', [tokenId])).body.result).toBe(true);
    expect(decodeHtml((await customer.page('/my/payment_method')).html)).not.toContain('Visa •••• 4242');
    expect(
      (await server.dataSource.getRepository(PaymentTransaction).findOneByOrFail({ orderId })).tokenId,
    ).toBe(tokenId);
  });
});

describe('Stripe cards set up without a payment', () => {
  it('turns a card Stripe set up for this customer into a token, and refuses anyone else’s', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const enabled = await admin.request('PUT', '/api/admin/payment-providers/stripe', {
      json: { enabled: true, sequence: 5, publishableKey: fake.publishableKey, secretKey: fake.secretKey },
    });
    expect(enabled.status).toBe(200);
    const setup = await customer.rpc('/payment/stripe/s2s/create_setup_intent', { acquirer_id: 'stripe' });
    const secret = (setup.body.result as { client_secret: string }).client_secret;
    expect(secret).toMatch(/^seti_.+_secret_/);
    // What Stripe.js's confirmCardSetup does with the card fields.
    const intent = (await fake.browser.confirmSetup(secret, '5555555555554444')) as {
      id: string;
      status: string;
      payment_method: string;
    };
    expect(intent.status).toBe('succeeded');
    const saved = await customer.rpc('/payment/stripe/s2s/create_json_3ds', {
      payment_method: intent.payment_method,
    });
    expect(saved.body.result).toMatchObject({ result: true, '3d_secure': false });
    expect(decodeHtml((await customer.page('/my/payment_method')).html)).toContain('Mastercard •••• 4444');
    // The card form then has the server check the setup with Stripe: this customer's only.
    const processed = await customer.rpc('/payment/stripe/s2s/process_payment_intent', { id: intent.id });
    expect(processed.body.result).toEqual({ state: 'done', reference: intent.id });
    const stranger = await staffMember(server, admin, 'portal');
    const theirs = await stranger.rpc('/payment/stripe/s2s/process_payment_intent', { id: intent.id });
    expect(theirs.body.error?.data.message).toBe('This order does not exist.');

    // A PaymentMethod made outside this customer's setup: not theirs.
    const loose = await fake.browser.cardPaymentMethod('4242424242424242');
    const refused = await customer.rpc('/payment/stripe/s2s/create_json_3ds', {
      payment_method: loose,
    });
    expect(refused.body.result).toEqual({
      result: false,
      error: 'This card was not set up for your account.',
    });
  });
});

describe('prepare_tx_url', () => {
  it('starts the bank transfer of the visitor’s own order (their order cookie) as the payment page asks', async () => {
    const guest = await shopper(server, productId);
    await postForm(server, guest, '/shop/address', parisAddress(france, 'Paul Page', 'paul@example.org'));
    await postForm(server, guest, '/shop/confirm_order');
    const orderId = Number(/vitrine_order=(\d+)\./.exec(guest.cookieHeader)?.[1]);
    const asThePageDoes = {
      acquirer_id: 'transfer',
      save_token: false,
      access_token: '',
      success_url: '/fr/payment/process',
      error_url: '/fr/shop/payment',
      callback_method: '',
      order_id: orderId,
    };
    // Someone else's order is not theirs to start, cookie or not.
    const other = await shopper(server, productId);
    await postForm(
      server,
      other,
      '/shop/address',
      parisAddress(france, 'Olivia Other', 'olivia@example.org'),
    );
    await postForm(server, other, '/shop/confirm_order');
    expect((await other.rpc('/payment/transaction/prepare', asThePageDoes)).body.error?.data.name).toBe(
      'MissingError',
    );
    const prepared = await guest.rpc('/payment/transaction/prepare', asThePageDoes);
    expect(prepared.body.result).toBe(
      '<form method="get" action="/fr/payment/process" data-auto-submit="1"></form>',
    );
    expect(await server.dataSource.getRepository(PaymentTransaction).findBy({ orderId })).toEqual([
      expect.objectContaining({ provider: 'transfer', state: 'pending' }),
    ]);
  });

  it('starts a bank transfer for the order its link names and answers a form to submit, never off-site', async () => {
    const guest = await shopper(server, productId);
    await postForm(
      server,
      guest,
      '/shop/address',
      parisAddress(france, 'Petra Prepare', 'petra@example.org'),
    );
    await postForm(server, guest, '/shop/confirm_order');
    const orderId = Number(/vitrine_order=(\d+)\./.exec(guest.cookieHeader)?.[1]);
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
    const params = {
      acquirer_id: 'transfer',
      order_id: order.id,
      access_token: order.accessToken,
      save_token: false,
      success_url: '//evil.example/steal',
      error_url: '/shop/payment',
      callback_method: '',
    };
    const stranger = new TestClient(server.url);
    expect(
      (await stranger.rpc('/payment/transaction/prepare', { ...params, access_token: 'wrong' })).body.error
        ?.data.name,
    ).toBe('MissingError');
    // Card providers take the card on the page: no form to redirect to.
    for (const acquirer_id of ['demo', 'stripe'])
      expect(
        (await stranger.rpc('/payment/transaction/prepare', { ...params, acquirer_id })).body.error?.data
          .message,
      ).toBe('We are not able to redirect you to the payment form.');
    const prepared = await stranger.rpc('/payment/transaction/prepare', params);
    expect(prepared.body.result).toBe(
      '<form method="get" action="/payment/process" data-auto-submit="1"></form>',
    );
    const [transaction] = await server.dataSource.getRepository(PaymentTransaction).findBy({ orderId });
    expect(transaction).toMatchObject({ provider: 'transfer', state: 'pending' });
    // The holder of the link now follows that order.
    expect((await stranger.rpc('/payment/process/poll', {})).body.result).toMatchObject({
      success: true,
      transactions: [expect.objectContaining({ acquirer_provider: 'transfer', state: 'pending' })],
    });
  });
});
