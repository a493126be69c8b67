import { afterAll, beforeAll, expect, it } from 'vitest';
import { hmac, newAccessToken } from '../../../core/security/access-token';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { decodeHtml, TestClient, type TestServer } from '../../../testing/test-server';
import { ProductTemplate } from '../../catalog/product-template.entity';
import { ProductVariant } from '../../catalog/product-variant.entity';
import { Country } from '../../countries/country.entity';
import { SaleOrder } from '../../orders/sale-order.entity';
import { PaymentTransaction } from '../../payment/payment-transaction.entity';

let server: TestServer;
beforeAll(async () => {
  server = await startSiteTestServer();
}, 60_000);
afterAll(() => server?.close());

function post(visitor: TestClient, path: string, fields: Record<string, string | number> = {}) {
  const payload = `${Date.now().toString(36)}.${newAccessToken(12)}`;
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  body.set('csrf_token', `${payload}.${hmac(server.config.sessionSecret, `csrf:${payload}`)}`);
  return visitor.request('POST', path, {
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

it('sells the last 10 units to exactly 10 of 50 shoppers paying at once; the others are told and charged nothing', async () => {
  // The Standing Desk: a stockable product sold only while in stock ('always').
  const template = await server.dataSource
    .getRepository(ProductTemplate)
    .findOneByOrFail({ sortName: 'standing desk' });
  expect([template.type, template.inventoryAvailability]).toEqual(['product', 'always']);
  const variant = await server.dataSource
    .getRepository(ProductVariant)
    .findOneByOrFail({ templateId: template.id });
  await server.dataSource
    .getRepository(ProductVariant)
    .update({ id: variant.id }, { virtualAvailable: 10, qtyAvailable: 10 });
  const france = (await server.dataSource.getRepository(Country).findOneByOrFail({ code: 'FR' })).id;

  const shoppers: TestClient[] = [];
  for (let n = 0; n < 50; n++) {
    const shopper = new TestClient(server.url);
    expect(
      (await shopper.rpc('/shop/cart/update_json', { product_id: variant.id, add_qty: 1 })).body.result,
    ).toMatchObject({
      cart_quantity: 1,
    });
    const address = { use_same: '1', name: `Shopper ${n}`, email: `s${n}@example.org`, country_id: france };
    await post(shopper, '/shop/address', { ...address, street: '1 rue Haute', zip: '75001', city: 'Paris' });
    expect((await post(shopper, '/shop/confirm_order')).headers.get('location')).toBe('/shop/payment');
    shoppers.push(shopper);
  }

  const answers = await Promise.all(
    shoppers.map((shopper) =>
      post(shopper, '/shop/payment', { provider: 'demo', accept_terms: '1', cc_number: '4242424242424242' }),
    ),
  );
  const sold = answers.filter((answer) => answer.status === 302);
  const refused = answers.filter((answer) => answer.status === 400);
  expect(sold).toHaveLength(10);
  expect(refused).toHaveLength(40);
  for (const answer of refused)
    expect(decodeHtml(await answer.text())).toContain(
      'Sorry, Standing Desk is no longer available in the quantity you ordered.',
    );

  const orders = server.dataSource.getRepository(SaleOrder);
  expect(await orders.countBy({ state: 'sale' })).toBe(10);
  expect(await server.dataSource.getRepository(PaymentTransaction).countBy({ state: 'done' })).toBe(10);
  // The refused ones keep no transaction at all: nothing was charged.
  expect(await server.dataSource.getRepository(PaymentTransaction).count()).toBe(10);
  const left = await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: variant.id });
  expect(left.virtualAvailable).toBe(0);
}, 60_000);
