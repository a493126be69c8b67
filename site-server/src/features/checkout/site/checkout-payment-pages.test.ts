/**
 * The shop's checkout from the order to the payment: confirming the cart, paying with the demo
 * provider, the tracking data, the buyer's language and the attempt limit. The back office's side of
 * orders is in orders-back-office-pages.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccessToken } from '../../../core/security/access-token';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { decodeHtml, TEST_DEMO_PASSWORD, TestClient, type TestServer } from '../../../testing/test-server';
import { Cart } from '../../cart/cart.entity';
import { SaleOrder } from '../../orders/sale-order.entity';
import { SaleOrderLine } from '../../orders/sale-order-line.entity';
import { PaymentTransaction } from '../../payment/payment-transaction.entity';
import { OutboxMail } from '../../../core/mail/outbox-mail.entity';
import {
  consumableProduct,
  countryId,
  demoOrderTotal,
  orderOf,
  parisAddress,
  postForm,
  readyToOrder as readyToOrderOn,
  shopper,
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

describe('/shop/confirm_order', () => {
  it('turns the cart into an order at the cart’s prices, then sends the shopper to pay', async () => {
    const visitor = await readyToOrder(2);
    const confirmed = await post(visitor, '/shop/confirm_order');
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/shop/payment');
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderOf(visitor) });
    expect(order.name).toBe(`S${String(order.id).padStart(5, '0')}`);
    expect(order.state).toBe('draft');
    expect(order.amountUntaxed).toBe(unitPrice * 2);
    expect(order.amountTotal).toBe(demoOrderTotal(unitPrice * 2));
    expect(order.billingAddress.lines).toEqual(['5 rue de la Paix', '75002 Paris', 'France']);
    const lines = await server.dataSource.getRepository(SaleOrderLine).findBy({ orderId: order.id });
    expect(
      lines.map((line) => [line.kind, line.productId, line.quantity, line.unitPrice, line.subtotal]),
    ).toEqual([
      ['product', productId, 2, unitPrice, unitPrice * 2],
      // The demo's standard delivery, free from $100.
      ['shipping', null, 1, 0, 0],
    ]);
    // The cart stays the shopper's until the order is paid: the checkout still shows it.
    expect((await server.dataSource.getRepository(Cart).findOneByOrFail({ id: order.cartId! })).state).toBe(
      'draft',
    );
    expect((await visitor.page('/shop/checkout')).status).toBe(200);

    const page = decodeHtml((await visitor.page('/shop/payment')).html);
    expect(page).toContain(order.name);
    expect(page).toContain(
      'I agree to the <a href="/terms" target="_blank" rel="noopener">terms and conditions</a>',
    );
    // Enabled in the server's HTML: without JavaScript the form posts, and the server checks the terms.
    expect(page).toContain('<button type="submit" class="button">Pay now<');
    // The demo provider's rule, as its three exact cards.
    expect(page).toContain(
      'Demo: card 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails, 4000 0000 0000 3063 stays pending; any other valid card number pays.',
    );
  });

  it('makes one order of a cart confirmed twice at once', async () => {
    const visitor = await readyToOrder(1);
    const answers = await Promise.all([
      post(visitor, '/shop/confirm_order'),
      post(visitor, '/shop/confirm_order'),
    ]);
    expect(answers.map((answer) => answer.headers.get('location')).sort()).toEqual(
      expect.arrayContaining(['/shop/payment']),
    );
    const cartIds = await server.dataSource.getRepository(SaleOrder).find({ select: { cartId: true } });
    const counts = new Map<number | null, number>();
    for (const { cartId } of cartIds) counts.set(cartId, (counts.get(cartId) ?? 0) + 1);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  it('starts a returning customer’s next checkout from their last billing address', async () => {
    const customer = new TestClient(server.url);
    await customer.signIn('portal@example.com', TEST_DEMO_PASSWORD);
    await customer.rpc('/shop/cart/update_json', { product_id: productId, add_qty: 1 });
    expect(decodeHtml((await customer.page('/shop/address')).html)).not.toContain('value="9 quai Voltaire"');
    await post(customer, '/shop/address', {
      use_same: '1',
      name: 'Paula Again',
      email: 'portal@example.com',
      country_id: france,
      street: '9 quai Voltaire',
      zip: '75007',
      city: 'Paris',
    });
    expect((await post(customer, '/shop/confirm_order')).headers.get('location')).toBe('/shop/payment');
    await customer.rpc('/shop/cart/update_json', { product_id: productId, add_qty: 1 });
    const next = decodeHtml((await customer.page('/shop/address')).html);
    expect(next).toContain('value="9 quai Voltaire"');
    expect(next).toContain('value="Paula Again"');
    // Another customer's form starts empty.
    const guest = await shopper(server, productId);
    expect(decodeHtml((await guest.page('/shop/address')).html)).not.toContain('9 quai Voltaire');
  });

  it('sends a cart without an address to /shop/address, an empty one to the cart', async () => {
    const noAddress = await shopper(server, productId);
    expect((await post(noAddress, '/shop/confirm_order')).headers.get('location')).toBe('/shop/address');
    expect((await post(new TestClient(server.url), '/shop/confirm_order')).headers.get('location')).toBe(
      '/shop/cart',
    );
  });
});

describe('/shop/payment with the demo provider', () => {
  it('checks the method, the terms and the card, and says why in the SPEC’s words', async () => {
    const visitor = await readyToOrder();
    await post(visitor, '/shop/confirm_order');
    const noMethod = await post(visitor, '/shop/payment', {
      accept_terms: '1',
      cc_number: '4242424242424242',
    });
    expect(noMethod.status).toBe(400);
    // SPEC §8: none selected, so the 'Error: ' dialog (it closes without JavaScript too: a link to the page).
    const dialog = /<div class="payment-dialog" role="dialog"[\s\S]*?<\/div><\/div>/.exec(
      decodeHtml(await noMethod.text()),
    )?.[0];
    expect(dialog).toContain('<h2 id="payment-error-title">Error: No payment method selected</h2>');
    expect(dialog).toContain('<p>Please select a payment method.</p>');
    expect(dialog).toContain('<a href="/shop/payment" class="button">Close</a>');
    // A method the shop does not offer is none either.
    const notOffered = await post(visitor, '/shop/payment', { provider: 'stripe', accept_terms: '1' });
    expect(decodeHtml(await notOffered.text())).toContain('Error: No payment method selected');
    const noTerms = await post(visitor, '/shop/payment', { provider: 'demo', cc_number: '4242424242424242' });
    expect(noTerms.status).toBe(400);
    expect(decodeHtml(await noTerms.text())).toContain(
      '<p class="alert alert--error" role="alert" id="accept_terms-error">Please accept the terms and conditions to pay.</p>',
    );
    const frTerms = await post(visitor, '/fr/shop/payment', {
      provider: 'demo',
      cc_number: '4242424242424242',
    });
    expect(decodeHtml(await frTerms.text())).toContain(
      'Veuillez accepter les conditions générales pour payer.',
    );
    const badCard = await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '12ab',
    });
    expect(decodeHtml(await badCard.text())).toContain('The value is invalid.');
    expect(
      await server.dataSource.getRepository(PaymentTransaction).countBy({ orderId: orderOf(visitor) }),
    ).toBe(0);
  });

  it('records a declined payment, then pays: the order is confirmed once, and paid orders are not paid again', async () => {
    const visitor = await readyToOrder();
    await post(visitor, '/shop/confirm_order');
    const orderId = orderOf(visitor);
    const declined = await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4000000000000002',
    });
    expect(declined.headers.get('location')).toBe('/shop/confirmation');
    const refusal = decodeHtml((await visitor.page('/shop/confirmation')).html);
    expect(refusal).toContain('The bank declined the payment.');
    expect(refusal).toContain('Pay again');

    // A double click: two payments at once charge once.
    const paid = await Promise.all(
      [1, 2].map(() =>
        post(visitor, '/shop/payment', {
          provider: 'demo',
          accept_terms: '1',
          cc_number: '4242424242424242',
        }),
      ),
    );
    expect(paid.map((answer) => answer.status)).toEqual([302, 302]);
    const transactions = await server.dataSource.getRepository(PaymentTransaction).findBy({ orderId });
    expect(transactions.map((tx) => tx.state).sort()).toEqual(['cancel', 'done']);
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
    expect(order.state).toBe('sale');
    expect(order.confirmedAt).not.toBeNull();
    expect(transactions.find((tx) => tx.state === 'done')!.amount).toBe(order.amountTotal);

    expect(decodeHtml((await visitor.page('/shop/confirmation')).html)).toContain(
      'Thank you! Your order is confirmed.',
    );
    // Paid: the cart is spent, and the checkout starts over.
    expect((await server.dataSource.getRepository(Cart).findOneByOrFail({ id: order.cartId! })).state).toBe(
      'ordered',
    );
    expect((await visitor.page('/shop/checkout')).location).toBe('/shop/cart');
    expect((await visitor.page('/shop/payment')).location).toBe('/shop/confirmation');
    await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
    });
    expect(await server.dataSource.getRepository(PaymentTransaction).countBy({ orderId })).toBe(2);

    // One confirmation mail, in the outbox, whose link opens the order in another browser.
    const mails = await server.dataSource
      .getRepository(OutboxMail)
      .findBy({ subject: `Order ${order.name} confirmed` });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('olga@example.org');
    const link = /Your order: (\S+)/.exec(mails[0]!.text)![1]!;
    expect(link).toBe(
      `${server.url}/shop/confirmation?order_id=${orderId}&access_token=${order.accessToken}`,
    );
    const phone = new TestClient(server.url);
    const opened = await phone.request('GET', link.slice(server.url.length));
    expect(opened.headers.get('location')).toBe('/shop/confirmation');
    expect(decodeHtml((await phone.page('/shop/confirmation')).html)).toContain(order.name);
    const forged = new TestClient(server.url);
    await forged.request('GET', `/shop/confirmation?order_id=${orderId}&access_token=${newAccessToken()}`);
    expect((await forged.page('/shop/confirmation')).location).toBe('/shop/cart');
  });

  it('shows an order only to the browser that made it', async () => {
    const visitor = await readyToOrder();
    await post(visitor, '/shop/confirm_order');
    const stranger = new TestClient(server.url);
    expect((await stranger.page('/shop/confirmation')).location).toBe('/shop/cart');
    const forged = await stranger.request('GET', '/shop/confirmation', {
      headers: { cookie: `vitrine_order=${orderOf(visitor)}.${newAccessToken()}` },
    });
    expect(forged.headers.get('location')).toBe('/shop/cart');
  });

  it('answers the status poll while the bank decides, and the last order’s tracking data', async () => {
    const visitor = await readyToOrder(1);
    await post(visitor, '/shop/confirm_order');
    const orderId = orderOf(visitor);
    await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4000000000003063',
    });
    const page = (await visitor.page('/shop/confirmation')).html;
    expect(page).toContain('data-polling="on"');
    const status = async (who: TestClient) =>
      (await who.request('GET', `/shop/payment/get_status/${orderId}`)).json();
    expect((await status(visitor)).result).toEqual({
      recall: true,
      message: 'We are waiting the confirmation of the bank or payment provider',
    });
    expect((await visitor.rpc(`/shop/payment/get_status/${orderId}`, {})).body.result).toMatchObject({
      recall: true,
    });
    expect((await status(new TestClient(server.url))).error.data.name).toBe('MissingError');

    const paid = await readyToOrder(1);
    await post(paid, '/shop/confirm_order');
    await post(paid, '/shop/payment', { provider: 'demo', accept_terms: '1', cc_number: '4242424242424242' });
    const answer = await (await paid.request('GET', `/shop/payment/get_status/${orderOf(paid)}`)).json();
    expect(answer.result).toEqual({ recall: false, message: 'Your payment has been received.' });
  });
});

describe('/shop/tracking_last_order/', () => {
  it('answers the last order’s amounts as decimals in its currency, as every wire price', async () => {
    const visitor = await readyToOrder(3);
    await post(visitor, '/shop/confirm_order');
    await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4000000000003063',
    });
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderOf(visitor) });
    const shippingLine = await server.dataSource
      .getRepository(SaleOrderLine)
      .findOneByOrFail({ orderId: order.id, kind: 'shipping' });
    const expected = {
      transaction: {
        id: order.name,
        reference: `${order.name}-1`,
        state: 'pending',
        // $12.34 is 12.34 on the wire, never 1234: an analytics integration records what it reads.
        revenue: order.amountTotal / 100,
        tax: order.amountTax / 100,
        shipping: shippingLine.total / 100,
        currency: 'USD',
      },
      lines: [{ sku: productId, name: expect.any(String), price: unitPrice / 100, quantity: 3 }],
    };
    expect(order.amountTotal % 100).not.toBe(0);
    const got = await (await visitor.request('GET', '/shop/tracking_last_order/')).json();
    expect(got).toEqual(expected);
    // The JSON-RPC form of the call answers the same.
    expect((await visitor.rpc('/shop/tracking_last_order', {})).body.result).toEqual(expected);
  });
});

describe('mails in the buyer’s language', () => {
  it('writes a French order’s mails in French, with links that open the site in French', async () => {
    const visitor = await shopper(server, productId, 1);
    const saved = await post(
      visitor,
      '/fr/shop/address',
      parisAddress(france, 'Fanny Française', 'fanny@example.org'),
    );
    expect(saved.status).toBe(302);
    expect((await post(visitor, '/fr/shop/confirm_order')).headers.get('location')).toBe('/fr/shop/payment');
    const orderId = orderOf(visitor);
    await post(visitor, '/fr/shop/payment', { provider: 'transfer', accept_terms: '1' });
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
    expect(order.lang).toBe('fr_FR');
    const mail = await server.dataSource
      .getRepository(OutboxMail)
      .findOneByOrFail({ subject: `Commande ${order.name} : comment payer par virement` });
    expect(mail.text).toContain('Bonjour Fanny Française,');
    expect(mail.text).toContain(`avec la référence ${order.name}-1.`);
    expect(mail.text).toContain(
      `/fr/shop/confirmation?order_id=${order.id}&access_token=${order.accessToken}`,
    );
    // Amounts as French writes them: a decimal comma.
    expect(mail.text).toMatch(/Veuillez virer \d[\d\s\u202f]*,\d{2}\s\$US/);
  });
});

describe('payment attempts', () => {
  it('are limited per order: card testing on one order is stopped after 10 tries', async () => {
    const visitor = await readyToOrder(1);
    await post(visitor, '/shop/confirm_order');
    const tries = [];
    for (let n = 0; n < 10; n++)
      tries.push(
        (
          await post(visitor, '/shop/payment', {
            provider: 'demo',
            accept_terms: '1',
            cc_number: '4000000000000002',
          })
        ).status,
      );
    // Declined each time (a refused card leaves the order payable again).
    expect(tries.every((status) => status === 302)).toBe(true);
    const stopped = await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
    });
    expect(stopped.status).toBe(429);
    expect(decodeHtml(await stopped.text())).toContain(
      'Too many payment attempts. Please wait a few minutes and try again.',
    );
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderOf(visitor) });
    expect(order.state).toBe('draft');
    expect(await server.dataSource.getRepository(PaymentTransaction).countBy({ orderId: order.id })).toBe(10);
  });
});
