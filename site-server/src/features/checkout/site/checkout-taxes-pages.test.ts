/** Taxes and shipping at checkout: rates per destination, the payment page's shipping choice, the back office's screens' calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTax } from '../../../../../shared/taxes/contract';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { ProductVariant } from '../../catalog/product-variant.entity';
import { SaleOrder } from '../../orders/sale-order.entity';
import { SaleOrderLine } from '../../orders/sale-order-line.entity';
import { PaymentTransaction } from '../../payment/payment-transaction.entity';
import { ShippingMethod } from '../../shipping/shipping-method.entity';
import {
  consumableProduct,
  countryId,
  DEMO_SALES_TAX,
  parisAddress,
  postForm,
  shopper,
} from './checkout-test-support';

let server: TestServer;
let admin: TestClient;
let productId: number;
let unitPrice: number;
let france: number;
let germany: number;

beforeAll(async () => {
  server = await startSiteTestServer();
  ({ id: productId, price: unitPrice } = await consumableProduct(server));
  france = await countryId(server, 'FR');
  germany = await countryId(server, 'DE');
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(() => server?.close());

const adminCall = async (who: TestClient, method: string, path: string, json?: unknown) => {
  const response = await who.request(method, `/api/admin${path}`, json === undefined ? {} : { json });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};

const orderOf = (visitor: TestClient) => Number(/vitrine_order=(\d+)\./.exec(visitor.cookieHeader)?.[1]);

/** A shopper who ordered `quantity` units, shipped to `country` (a Paris address's fields otherwise). */
async function ordered(country: number, quantity = 1) {
  const visitor = await shopper(server, productId, quantity);
  const address = { ...parisAddress(country, 'Tess Tax', 'tess@example.org'), zip: '10115', city: 'Berlin' };
  expect((await postForm(server, visitor, '/shop/address', address)).status).toBe(302);
  expect((await postForm(server, visitor, '/shop/confirm_order')).headers.get('location')).toBe(
    '/shop/payment',
  );
  return {
    visitor,
    order: await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderOf(visitor) }),
  };
}

describe('taxes', () => {
  it('taxes a product at its own tax’s rate for the country it ships to, the price holding the tax', async () => {
    const created = await adminCall(admin, 'POST', '/taxes', {
      name: 'EU VAT',
      rate: 2000,
      priceIncluded: true,
      countryRates: [{ countryId: germany, rate: 1900 }],
    });
    expect(created.status).toBe(200);
    const { templateId } = await server.dataSource
      .getRepository(ProductVariant)
      .findOneByOrFail({ id: productId });
    await server.dataSource.query(
      `UPDATE "product_template" SET "taxId" = ${Number(created.body.id)} WHERE "id" = ${templateId}`,
    );
    expect((await adminCall(admin, 'GET', `/products/${templateId}`)).body.taxId).toBe(created.body.id);

    const toFrance = (await ordered(france, 2)).order;
    const toGermany = (await ordered(germany, 2)).order;
    const gross = unitPrice * 2;
    const frenchVat = applyTax(gross, 2000, true);
    const germanVat = applyTax(gross, 1900, true);
    expect(frenchVat.tax).toBe(Math.round((gross * 20) / 120));
    // Included: the shopper pays the catalogue's price wherever it goes; the tax inside it differs.
    expect(toFrance).toMatchObject({
      amountUntaxed: frenchVat.untaxed,
      amountTax: frenchVat.tax,
      amountTotal: gross,
    });
    expect(toGermany).toMatchObject({
      amountUntaxed: germanVat.untaxed,
      amountTax: germanVat.tax,
      amountTotal: gross,
    });
    const line = await server.dataSource
      .getRepository(SaleOrderLine)
      .findOneByOrFail({ orderId: toGermany.id, kind: 'product' });
    expect(line).toMatchObject({ taxName: 'EU VAT', taxRate: 1900, taxIncluded: true, total: gross });

    // Deleted, the product's tax falls back to the default (the demo's sales tax, added on top).
    expect((await adminCall(admin, 'DELETE', `/taxes/${created.body.id}`)).status).toBe(204);
    const afterwards = (await ordered(france, 1)).order;
    expect(afterwards.amountTax).toBe(applyTax(unitPrice, DEMO_SALES_TAX, false).tax);
    expect(afterwards.amountTotal).toBe(applyTax(unitPrice, DEMO_SALES_TAX, false).total);
  });

  it('edits taxes for shop managers only, with clear refusals', async () => {
    const bad = await adminCall(admin, 'POST', '/taxes', { name: 'Too much', rate: 10_001 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('A rate cannot be above 100 %.');
    const twice = await adminCall(admin, 'POST', '/taxes', {
      name: 'Twice',
      rate: 100,
      countryRates: [
        { countryId: france, rate: 1 },
        { countryId: france, rate: 2 },
      ],
    });
    expect(JSON.stringify(twice.body)).toContain('A country is listed twice.');
    expect((await adminCall(admin, 'PUT', '/taxes/999999', { name: 'Ghost', rate: 1 })).status).toBe(404);

    // One default at a time.
    const other = await adminCall(admin, 'POST', '/taxes', {
      name: 'New default',
      rate: 500,
      isDefault: true,
    });
    const list = (await adminCall(admin, 'GET', '/taxes')).body as Array<{ id: number; isDefault: boolean }>;
    expect(list.filter((tax) => tax.isDefault).map((tax) => tax.id)).toEqual([other.body.id]);
    const salesTax = list.find((tax) => tax.id !== other.body.id && !tax.isDefault)!;
    expect(
      (
        await adminCall(admin, 'PUT', `/taxes/${salesTax.id}`, {
          name: 'Sales tax',
          rate: DEMO_SALES_TAX,
          priceIncluded: false,
          isDefault: true,
        })
      ).status,
    ).toBe(200);

    const publisher = new TestClient(server.url);
    await publisher.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    expect((await adminCall(publisher, 'GET', '/taxes')).status).toBe(403);
    expect((await adminCall(publisher, 'GET', '/shipping-methods')).status).toBe(403);
    expect((await adminCall(publisher, 'POST', '/taxes', { name: 'X', rate: 1 })).status).toBe(403);
    expect((await adminCall(new TestClient(server.url), 'GET', '/taxes')).status).toBe(401);
    expect((await adminCall(publisher, 'GET', '/countries')).body).toContainEqual({
      id: france,
      code: 'FR',
      name: 'France',
    });
  });
});

describe('shipping methods', () => {
  it('offers the methods on /shop/checkout with their price, and the order ships with the one chosen', async () => {
    const visitor = await shopper(server, productId, 1);
    const address = { ...parisAddress(france, 'Tess Tax', 'tess@example.org') };
    expect((await postForm(server, visitor, '/shop/address', address)).status).toBe(302);
    const methods = await server.dataSource
      .getRepository(ShippingMethod)
      .find({ order: { sequence: 'ASC' } });
    const [standard, express, pickup] = methods;
    const page = decodeHtml((await visitor.page('/shop/checkout')).html);
    for (const method of methods) expect(page).toContain(`value="${method.id}"`);
    expect(page).toContain(`name="carrier_id" checked="" value="${standard!.id}"`);
    expect(page).toContain('Express delivery');

    const goods = applyTax(unitPrice, DEMO_SALES_TAX, false).total;
    const expressed = await visitor.rpc('/shop/update_carrier', { carrier_id: express!.id });
    expect(expressed.body.result).toMatchObject({
      status: true,
      carrier_id: express!.id,
      is_free_delivery: false,
      new_amount_delivery: '$16.09',
    });
    expect(decodeHtml((await visitor.page('/shop/checkout')).html)).toContain(
      `name="carrier_id" checked="" value="${express!.id}"`,
    );
    expect((await postForm(server, visitor, '/shop/confirm_order')).headers.get('location')).toBe(
      '/shop/payment',
    );
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderOf(visitor) });
    expect(order).toMatchObject({
      shippingMethodId: express!.id,
      amountTotal: goods + applyTax(1500, DEMO_SALES_TAX, false).total,
    });
    const shippingLines = await server.dataSource
      .getRepository(SaleOrderLine)
      .findBy({ orderId: order.id, kind: 'shipping' });
    expect(shippingLines.map((line) => [line.name, line.total])).toEqual([['Express delivery', 1609]]);

    // Picked again before paying: the payment page sends the shopper to confirm the new figures.
    await visitor.rpc('/shop/update_carrier', { carrier_id: pickup!.id });
    expect((await visitor.page('/shop/payment')).location).toBe('/shop/checkout?changed=1');
    await postForm(server, visitor, '/shop/confirm_order');
    const paid = await postForm(server, visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
    });
    expect(paid.headers.get('location')).toBe('/shop/confirmation');
    const final = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: order.id });
    expect(final).toMatchObject({ state: 'sale', shippingMethodId: pickup!.id, amountTotal: goods });
    const transaction = await server.dataSource
      .getRepository(PaymentTransaction)
      .findOneByOrFail({ orderId: order.id });
    expect(transaction.amount).toBe(goods);
  });

  it('charges a flat rate below its free-from amount, set in the back office', async () => {
    const standard = (await adminCall(admin, 'GET', '/shipping-methods')).body.methods[0] as {
      id: number;
      name: string;
    };
    const saved = await adminCall(admin, 'PUT', `/shipping-methods/${standard.id}`, {
      name: standard.name,
      price: 700,
      freeAbove: unitPrice * 100,
      sequence: 1,
    });
    expect(saved.body).toMatchObject({
      price: 700,
      freeAbove: unitPrice * 100,
      kind: 'delivery',
      active: true,
    });
    const { order } = await ordered(france, 1);
    expect(order.amountTotal).toBe(
      applyTax(unitPrice, DEMO_SALES_TAX, false).total + applyTax(700, DEMO_SALES_TAX, false).total,
    );
    expect((await adminCall(admin, 'POST', '/shipping-methods', { name: '', price: -1 })).status).toBe(400);
    expect((await adminCall(admin, 'DELETE', '/shipping-methods/999999')).status).toBe(404);
  });
});
