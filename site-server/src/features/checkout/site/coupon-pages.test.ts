import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { Coupon } from '../../coupons/coupon.entity';
import { SaleOrder } from '../../orders/sale-order.entity';
import { SaleOrderLine } from '../../orders/sale-order-line.entity';
import {
  consumableProduct,
  countryId,
  demoOrderTotal,
  parisAddress,
  postForm,
  shopper,
} from './checkout-test-support';

let server: TestServer;
let productId: number;
let unitPrice: number;
let france: number;

beforeAll(async () => {
  server = await startSiteTestServer();
  ({ id: productId, price: unitPrice } = await consumableProduct(server));
  france = await countryId(server, 'FR');
  const day = 24 * 3600 * 1000;
  const coupons = server.dataSource.getRepository(Coupon);
  const base = {
    kind: 'fixed' as const,
    value: 1000,
    minimumAmount: 0,
    usageLimit: null,
    timesUsed: 0,
    active: true,
  };
  await coupons.save([
    { ...base, code: 'OLD', validFrom: null, validUntil: new Date(Date.now() - day) },
    { ...base, code: 'SOON', validFrom: new Date(Date.now() + day), validUntil: null },
    { ...base, code: 'BIGSPENDER', validFrom: null, validUntil: null, minimumAmount: 100_000_000 },
    { ...base, code: 'LASTONE', validFrom: null, validUntil: null, usageLimit: 1 },
  ]);
}, 60_000);
afterAll(() => server?.close());

const post = (visitor: TestClient, path: string, fields: Record<string, string | number> = {}) =>
  postForm(server, visitor, path, fields);

const newShopper = (quantity = 2) => shopper(server, productId, quantity);

const apply = async (visitor: TestClient, promo: string, redirect = '/shop/cart') =>
  (await post(visitor, '/shop/pricelist', { promo, redirect })).headers.get('location');

describe('promo codes on the cart', () => {
  it('says why a code does not apply, and takes nothing off', async () => {
    const visitor = await newShopper();
    expect(await apply(visitor, 'NOPE')).toBe('/shop/cart?promo=unknown');
    expect(await apply(visitor, 'old')).toBe('/shop/cart?promo=expired');
    expect(await apply(visitor, 'SOON')).toBe('/shop/cart?promo=notYet');
    expect(await apply(visitor, 'BIGSPENDER')).toBe('/shop/cart?promo=minimum');
    const page = decodeHtml((await visitor.page('/shop/cart?promo=minimum')).html);
    expect(page).toContain('Your cart does not reach the minimum amount of this promo code.');
    expect(page).not.toContain('data-amount="discount"');
    // Back to the language the form was in; never off the site.
    expect(await apply(visitor, 'NOPE', '/fr/shop/cart')).toBe('/fr/shop/cart?promo=unknown');
    expect(await apply(visitor, 'NOPE', '//evil.example/shop/cart')).toBe('/shop/cart?promo=unknown');
    // Without its csrf_token the form changes nothing.
    const forged = await visitor.request('POST', '/shop/pricelist', {
      body: new URLSearchParams({ promo: 'WELCOME10' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(403);
  });

  it('takes the demo code’s 10 % off the cart, as typed with spaces in lower case, and the order keeps it', async () => {
    const visitor = await newShopper(2);
    expect(await apply(visitor, ' welcome 10 ')).toBe('/shop/cart?promo=applied');
    const cart = decodeHtml((await visitor.page('/shop/cart?promo=applied')).html);
    expect(cart).toContain('Your promo code is applied.');
    expect(cart).toContain('WELCOME10 (−10 %)');
    const products = unitPrice * 2;
    const discount = Math.round(products / 10);

    await post(visitor, '/shop/address', parisAddress(france, 'Cody Coupon', 'cody@example.org'));
    expect((await post(visitor, '/shop/confirm_order')).headers.get('location')).toBe('/shop/payment');
    const order = await server.dataSource
      .getRepository(SaleOrder)
      .findOneByOrFail({ customerName: 'Cody Coupon' });
    expect(order.amountUndiscounted).toBe(products);
    expect(order.amountUntaxed).toBe(products - discount);
    expect(order.amountTotal).toBe(demoOrderTotal(products - discount));
    const lines = await server.dataSource.getRepository(SaleOrderLine).findBy({ orderId: order.id });
    expect(lines.find((line) => line.productId === null)).toMatchObject({
      name: 'WELCOME10 (−10 %)',
      subtotal: -discount,
    });
    expect(
      (await server.dataSource.getRepository(Coupon).findOneByOrFail({ code: 'WELCOME10' })).timesUsed,
    ).toBe(1);
  });

  it('gives a code’s last use to one order: the other is told and nothing is ordered', async () => {
    const carts = [await newShopper(1), await newShopper(1)];
    for (const visitor of carts) {
      expect(await apply(visitor, 'LASTONE')).toBe('/shop/cart?promo=applied');
      await post(visitor, '/shop/address', parisAddress(france, 'Last One', 'last@example.org'));
    }
    const answers = await Promise.all(carts.map((visitor) => post(visitor, '/shop/confirm_order')));
    expect(answers.map((answer) => answer.headers.get('location')).sort()).toEqual([
      '/shop/cart?promo=usedUp',
      '/shop/payment',
    ]);
    expect(await server.dataSource.getRepository(SaleOrder).countBy({ customerName: 'Last One' })).toBe(1);
    expect(
      (await server.dataSource.getRepository(Coupon).findOneByOrFail({ code: 'LASTONE' })).timesUsed,
    ).toBe(1);
  });
});

describe('the Coupons screen’s calls (/api/admin/coupons)', () => {
  it('lets shop managers write codes that the cart then takes, with clear refusals', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const call = async (method: string, path: string, json?: unknown) => {
      const response = await admin.request(method, `/api/admin${path}`, json === undefined ? {} : { json });
      return { status: response.status, body: response.status === 204 ? null : await response.json() };
    };
    const created = await call('POST', '/coupons', { code: ' summer five ', kind: 'fixed', value: 500 });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      code: 'SUMMERFIVE',
      kind: 'fixed',
      value: 500,
      timesUsed: 0,
      active: true,
    });
    const visitor = await newShopper(1);
    expect(await apply(visitor, 'summerfive')).toBe('/shop/cart?promo=applied');

    expect(
      JSON.stringify((await call('POST', '/coupons', { code: 'SUMMERFIVE', kind: 'fixed', value: 1 })).body),
    ).toContain('Another promo code has this code.');
    expect(
      JSON.stringify((await call('POST', '/coupons', { code: 'HALF', kind: 'percent', value: 150 })).body),
    ).toContain('A percentage is at most 100.');
    const backwards = await call('POST', '/coupons', {
      code: 'BACKWARDS',
      kind: 'percent',
      value: 5,
      validFrom: '2030-02-01T00:00:00.000Z',
      validUntil: '2030-01-01T00:00:00.000Z',
    });
    expect(JSON.stringify(backwards.body)).toContain('The end comes after the start.');

    // Turned off, the cart no longer takes it; a used code cannot be deleted, an unused one can.
    const off = await call('PUT', `/coupons/${created.body.id}`, {
      code: 'SUMMERFIVE',
      kind: 'fixed',
      value: 500,
      active: false,
    });
    expect(off.body.active).toBe(false);
    expect(await apply(await newShopper(1), 'SUMMERFIVE')).toBe('/shop/cart?promo=unknown');
    const welcome = (await call('GET', '/coupons')).body.coupons.find(
      (row: { code: string }) => row.code === 'WELCOME10',
    );
    expect(welcome.timesUsed).toBeGreaterThan(0);
    expect(JSON.stringify((await call('DELETE', `/coupons/${welcome.id}`)).body)).toContain(
      'turn it off instead',
    );
    expect((await call('DELETE', `/coupons/${created.body.id}`)).status).toBe(204);

    const publisher = new TestClient(server.url);
    await publisher.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    expect((await publisher.request('GET', '/api/admin/coupons')).status).toBe(403);
  });
});
