/**
 * Issue 26, item 2: the price before "Confirm order". /shop/checkout shows the discount, the shipping
 * method chosen there, the taxes and the total the payment charges (the order's own pricing); confirming
 * does not empty the cart, and a cart changed afterwards updates its unpaid order, never a second one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceView } from '../../../../../shared/catalog/price-view';
import { applyTax } from '../../../../../shared/taxes/contract';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { decodeHtml, TEST_ADMIN, TestClient, type TestServer } from '../../../testing/test-server';
import { Cart } from '../../cart/cart.entity';
import { ProductTemplate } from '../../catalog/product-template.entity';
import { ProductVariant } from '../../catalog/product-variant.entity';
import { Coupon } from '../../coupons/coupon.entity';
import { SaleOrder } from '../../orders/sale-order.entity';
import { SaleOrderLine } from '../../orders/sale-order-line.entity';
import { PaymentTransaction } from '../../payment/payment-transaction.entity';
import { ShippingMethod } from '../../shipping/shipping-method.entity';
import { countryId, DEMO_SALES_TAX, parisAddress, postForm, shopper } from './checkout-test-support';

let server: TestServer;
let admin: TestClient;
let desk: { id: number; price: number };
let france: number;
let express: ShippingMethod;

beforeAll(async () => {
  server = await startSiteTestServer();
  france = await countryId(server, 'FR');
  const template = await server.dataSource
    .getRepository(ProductTemplate)
    .findOneByOrFail({ sortName: 'standing desk' });
  const variant = await server.dataSource
    .getRepository(ProductVariant)
    .findOneByOrFail({ templateId: template.id });
  desk = { id: variant.id, price: template.price };
  express = await server.dataSource
    .getRepository(ShippingMethod)
    .findOneByOrFail({ name: 'Express delivery' });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(() => server?.close());
beforeEach(async () => {
  await server.dataSource
    .getRepository(ProductVariant)
    .update({ id: desk.id }, { virtualAvailable: 20, qtyAvailable: 20 });
});

const post = (visitor: TestClient, path: string, fields: Record<string, string | number> = {}) =>
  postForm(server, visitor, path, fields);
const orderOf = (visitor: TestClient) => Number(/vitrine_order=(\d+)\./.exec(visitor.cookieHeader)?.[1]);
const order = (id: number) => server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id });
const deskStock = async () =>
  (await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: desk.id })).virtualAvailable;
const welcomeUses = async () =>
  (await server.dataSource.getRepository(Coupon).findOneByOrFail({ code: 'WELCOME10' })).timesUsed;
const money = (amount: number) => priceView(amount, 'USD', 'en_US').formatted;

/** The figures /shop/checkout shows before "Confirm order". */
async function checkoutFigures(visitor: TestClient, path = '/shop/checkout') {
  const { status, html } = await visitor.page(path);
  expect(status).toBe(200);
  const page = decodeHtml(html);
  const cell = (label: string) => new RegExp(`>${label}</th><td>([^<]+)<`).exec(page)?.[1];
  return {
    page,
    total: /data-order-total="">([^<]+)</.exec(page)?.[1],
    untaxed: cell('Untaxed amount'),
    taxes: cell('Taxes'),
    discount: /data-line-kind="discount"><td>([^<]+)<\/td><td>[^<]*<!-- -->1<\/td><td>([^<]+)</.exec(page),
    shipping: /data-line-kind="shipping"><td>([^<]+)<\/td><td>[^<]*<!-- -->1<\/td><td>([^<]+)</.exec(page),
  };
}

/** A shopper with `quantity` desks, a Paris address and, when asked, the demo promo code. */
async function readyToConfirm(quantity: number, { promo = false } = {}) {
  const visitor = await shopper(server, desk.id, quantity);
  if (promo)
    expect((await post(visitor, '/shop/pricelist', { promo: 'WELCOME10' })).headers.get('location')).toBe(
      '/shop/cart?promo=applied',
    );
  expect(
    (await post(visitor, '/shop/address', parisAddress(france, 'Bea Before', 'bea@example.org'))).status,
  ).toBe(302);
  return visitor;
}

describe('/shop/checkout before "Confirm order"', () => {
  it('shows the discount, the chosen shipping, the taxes and the total that the order and the payment then are', async () => {
    const visitor = await readyToConfirm(2, { promo: true });
    const chosen = await visitor.rpc('/shop/update_carrier', { carrier_id: express.id });
    expect(chosen.body.result).toMatchObject({
      status: true,
      carrier_id: express.id,
      is_free_delivery: false,
    });

    // Line by line, as the order prices it: the desks, 10 % off, express delivery, each taxed at 7.25 %.
    const products = desk.price * 2;
    const discount = Math.round(products / 10);
    const lines = [products, -discount, express.price].map((amount) =>
      applyTax(amount, DEMO_SALES_TAX, false),
    );
    const expected = {
      total: lines.reduce((sum, line) => sum + line.total, 0),
      untaxed: lines.reduce((sum, line) => sum + line.untaxed, 0),
      tax: lines.reduce((sum, line) => sum + line.tax, 0),
    };
    const shown = await checkoutFigures(visitor);
    expect(shown.discount?.slice(1)).toEqual(['WELCOME10 (−10 %)', money(-discount)]);
    expect(shown.shipping?.slice(1)).toEqual(['Express delivery', money(express.price)]);
    expect([shown.untaxed, shown.taxes, shown.total]).toEqual([
      money(expected.untaxed),
      money(expected.tax),
      money(expected.total),
    ]);
    expect(chosen.body.result).toMatchObject({ new_amount_total: shown.total });
    expect(shown.page).toMatch(new RegExp(`name="carrier_id" checked="" value="${express.id}"`));
    // Nothing is ordered, nor the code's use counted, by looking.
    expect(await server.dataSource.getRepository(SaleOrder).countBy({ customerName: 'Bea Before' })).toBe(0);
    const usesBefore = await welcomeUses();

    expect((await post(visitor, '/shop/confirm_order')).headers.get('location')).toBe('/shop/payment');
    const made = await order(orderOf(visitor));
    expect(made.amountTotal).toBe(expected.total);
    expect(made.shippingMethodId).toBe(express.id);
    expect(await welcomeUses()).toBe(usesBefore + 1);
    const paid = await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
      order_total: made.amountTotal,
    });
    expect(paid.headers.get('location')).toBe('/shop/confirmation');
    const charged = await server.dataSource
      .getRepository(PaymentTransaction)
      .findOneByOrFail({ orderId: made.id, state: 'done' });
    expect(charged.amount).toBe(expected.total);
  });

  it('takes the shipping method posted with "Confirm order" without JavaScript', async () => {
    const visitor = await readyToConfirm(1);
    const pickup = await server.dataSource
      .getRepository(ShippingMethod)
      .findOneByOrFail({ name: 'Pick-up in store' });
    await post(visitor, '/shop/confirm_order', { carrier_id: pickup.id });
    const made = await order(orderOf(visitor));
    expect(made).toMatchObject({
      shippingMethodId: pickup.id,
      amountTotal: applyTax(desk.price, DEMO_SALES_TAX, false).total,
    });
    // Another visitor cannot choose for this checkout; a method not offered is refused.
    expect(
      (await new TestClient(server.url).rpc('/shop/update_carrier', { carrier_id: pickup.id })).body.error
        ?.data.name,
    ).toBe('MissingError');
    expect((await visitor.rpc('/shop/update_carrier', { carrier_id: 999_999 })).body.result).toMatchObject({
      status: false,
      error_message: 'This shipping method is not available.',
      carrier_id: pickup.id,
    });
  });
});

describe('after "Confirm order"', () => {
  it('keeps the cart; a changed cart updates the same unpaid order, its stock and its code’s use counted once', async () => {
    const visitor = await readyToConfirm(2, { promo: true });
    await post(visitor, '/shop/confirm_order');
    const orderId = orderOf(visitor);
    const first = await order(orderId);
    const uses = await welcomeUses();
    // A declined card: nothing held.
    await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4000000000000002',
    });
    expect(await deskStock()).toBe(20);

    // Back to the cart: it is still there, and one more desk goes in.
    expect(
      (await visitor.rpc('/shop/cart/update_json', { product_id: desk.id, add_qty: 1 })).body.result,
    ).toMatchObject({
      cart_quantity: 3,
    });
    // The payment page, and a payment posted from it, send the shopper to the checkout's new figures first.
    expect((await visitor.page('/shop/payment')).location).toBe('/shop/checkout?changed=1');
    const stale = await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
      order_total: first.amountTotal,
    });
    expect(stale.headers.get('location')).toBe('/shop/checkout?changed=1');
    const shown = await checkoutFigures(visitor, '/shop/checkout?changed=1');
    expect(shown.page).toContain('Your order changed since you confirmed it');
    expect(
      await server.dataSource.getRepository(PaymentTransaction).countBy({ orderId, state: 'done' }),
    ).toBe(0);

    expect((await post(visitor, '/shop/confirm_order')).headers.get('location')).toBe('/shop/payment');
    expect(orderOf(visitor)).toBe(orderId);
    const updated = await order(orderId);
    expect(updated.name).toBe(first.name);
    expect(money(updated.amountTotal)).toBe(shown.total);
    expect(updated.amountUndiscounted).toBe(desk.price * 3);
    const lines = await server.dataSource.getRepository(SaleOrderLine).findBy({ orderId, kind: 'product' });
    expect(lines.map((line) => line.quantity)).toEqual([3]);
    expect(await server.dataSource.getRepository(SaleOrder).countBy({ cartId: first.cartId! })).toBe(1);
    expect(await welcomeUses()).toBe(uses);

    // A page showing the old total pays nothing; the new one pays, holds 3 desks, and spends the cart.
    const oldTotal = await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
      order_total: first.amountTotal,
    });
    expect(oldTotal.headers.get('location')).toBe('/shop/checkout?changed=1');
    await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
      order_total: updated.amountTotal,
    });
    expect(await order(orderId)).toMatchObject({ state: 'sale', amountTotal: updated.amountTotal });
    expect(await deskStock()).toBe(17);
    expect((await server.dataSource.getRepository(Cart).findOneByOrFail({ id: first.cartId! })).state).toBe(
      'ordered',
    );
    expect((await visitor.page('/shop/checkout')).location).toBe('/shop/cart');
  });

  it('leaves an order whose payment is under way as it is, and orders a cart again once staff cancelled its order', async () => {
    const visitor = await readyToConfirm(1);
    await post(visitor, '/shop/confirm_order');
    const orderId = orderOf(visitor);
    const made = await order(orderId);
    // A payment started in another tab, its provider not answered yet (its draft, as the payment writes it).
    const inFlight = await server.dataSource.getRepository(PaymentTransaction).save({
      reference: `${made.name}-1`,
      orderId,
      provider: 'demo',
      state: 'draft',
      amount: made.amountTotal,
      currency: made.currency,
      stateMessage: '',
      providerReference: null,
      clientSecret: null,
      operation: 'payment',
      refundOf: null,
      tokenId: null,
      saveToken: false,
    });
    await visitor.rpc('/shop/cart/update_json', { product_id: desk.id, add_qty: 1 });
    expect((await post(visitor, '/shop/confirm_order')).headers.get('location')).toBe('/shop/payment');
    const lines = await server.dataSource.getRepository(SaleOrderLine).findBy({ orderId, kind: 'product' });
    expect(lines.map((line) => line.quantity)).toEqual([1]);
    expect(await order(orderId)).toMatchObject({ amountTotal: made.amountTotal });

    // The payment fails and staff cancel the order: the cart, still the shopper's, orders anew.
    await server.dataSource
      .getRepository(PaymentTransaction)
      .update({ id: inFlight.id }, { state: 'error', stateMessage: 'Failed.' });
    const cancelled = await admin.request('POST', `/api/admin/orders/${orderId}/cancel`, { json: {} });
    expect(cancelled.status).toBe(200);
    expect((await post(visitor, '/shop/confirm_order')).headers.get('location')).toBe('/shop/payment');
    const next = orderOf(visitor);
    expect(next).not.toBe(orderId);
    expect(await order(orderId)).toMatchObject({ state: 'cancel', cartId: made.cartId });
    expect(await order(next)).toMatchObject({ state: 'draft', cartId: made.cartId });
    const renewed = await server.dataSource
      .getRepository(SaleOrderLine)
      .findBy({ orderId: next, kind: 'product' });
    expect(renewed.map((line) => line.quantity)).toEqual([2]);
  });

  it('spends the cart once its payment is on its way: the next purchase starts a new cart and order', async () => {
    const visitor = await readyToConfirm(1);
    await post(visitor, '/shop/confirm_order');
    const first = await order(orderOf(visitor));
    // The demo's pending card: the bank decides later; the desk is held meanwhile.
    await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4000000000003063',
    });
    expect(await deskStock()).toBe(19);
    expect((await server.dataSource.getRepository(Cart).findOneByOrFail({ id: first.cartId! })).state).toBe(
      'ordered',
    );
    expect(
      (await visitor.rpc('/shop/cart/update_json', { product_id: desk.id, add_qty: 1 })).body.result,
    ).toMatchObject({ cart_quantity: 1 });
    await post(visitor, '/shop/address', parisAddress(france, 'Bea Before', 'bea@example.org'));
    await post(visitor, '/shop/confirm_order');
    const second = await order(orderOf(visitor));
    expect(second.id).not.toBe(first.id);
    expect(second.cartId).not.toBe(first.cartId);
  });

  it('spends the cart once the shopper chose to pay by bank transfer', async () => {
    const visitor = await readyToConfirm(1);
    await post(visitor, '/shop/confirm_order');
    const made = await order(orderOf(visitor));
    await post(visitor, '/shop/payment', { provider: 'transfer', accept_terms: '1' });
    expect((await server.dataSource.getRepository(Cart).findOneByOrFail({ id: made.cartId! })).state).toBe(
      'ordered',
    );
    expect((await visitor.page('/shop/checkout')).location).toBe('/shop/cart');
  });
});
