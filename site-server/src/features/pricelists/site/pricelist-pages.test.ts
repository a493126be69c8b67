/**
 * Price lists on the real server (the catalog issue's items 1–4): the visitor's country, their
 * choice, their account and a promo code pick the price list; the listing, the configurator, the
 * cart and the order all price through it; quantity breaks and sales follow the cart and the clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricelistMessages } from '../../../../../shared/pricelists/contract';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  staffMember,
  TEST_ADMIN,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { countryId, parisAddress, postForm } from '../../checkout/site/checkout-test-support';
import { SaleOrder } from '../../orders/sale-order.entity';
import { PaymentTransaction } from '../../payment/payment-transaction.entity';

let server: TestServer;
let admin: TestClient;
let france: number;
const FRANCE_IP = '90.0.0.1';
const UK_IP = '81.2.69.160';

/** A visitor behind the trusted proxy, coming from `ip`. */
const from = (ip: string) => new TestClient(server.url, { 'x-forwarded-for': ip });

const adminCall = async (method: string, path: string, json?: unknown) => {
  const response = await admin.request(method, `/api/admin${path}`, json === undefined ? {} : { json });
  const body = response.status === 204 ? null : await response.json();
  // A refusal's message and fields, as { message, fields }.
  return { status: response.status, body: body?.error ?? body };
};

interface Demo {
  template: number;
  variant: number;
  price: number;
}
/** A demo product by slug: its template, its first variant and its price in dollars (cents). */
async function product(slug: string): Promise<Demo> {
  const [row] = (await server.dataSource.query(
    `SELECT t."id" AS "template", p."id" AS "variant", t."price" FROM "product_template" t
     JOIN "product_product" p ON p."templateId" = t."id" WHERE t."slug" = '${slug}' ORDER BY p."id" LIMIT 1`,
  )) as Array<{ template: number; variant: number; price: number | string }>;
  return { template: Number(row!.template), variant: Number(row!.variant), price: Number(row!.price) };
}

/** The seeded Euro list: 0.92 a dollar, rounded to whole euros. */
const inEuros = (cents: number) => Math.round(Math.round(cents * 0.92) / 100) * 100;
const inPounds = (cents: number) => Math.round(cents * 0.79);

const pricelistNamed = async (name: string) =>
  ((await adminCall('GET', '/pricelists')).body as Array<{ id: number; name: string }>).find(
    (pricelist) => pricelist.name === name,
  )!;

const info = async (visitor: TestClient, item: Demo, params: Record<string, unknown> = {}) =>
  (
    await visitor.rpc('/product_configurator/get_combination_info_website', {
      product_template_id: item.template,
      product_id: item.variant,
      combination: [],
      ...params,
    })
  ).body;

const cartLines = async (visitor: TestClient) => decodeHtml((await visitor.page('/shop/cart')).html);

let cushion: Demo;
let floorPads: Demo;

beforeAll(async () => {
  server = await startSiteTestServer({ env: { TRUST_PROXY: '1' } });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  france = await countryId(server, 'FR');
  cushion = await product('chair-cushion');
  floorPads = await product('chair-floor-protection');
}, 60_000);
afterAll(() => server?.close());

describe('the visitor’s price list', () => {
  it('follows the country: euros in France, pounds in the United Kingdom, dollars elsewhere', async () => {
    expect((await info(from(FRANCE_IP), cushion)).result).toMatchObject({
      currency: 'EUR',
      price: inEuros(cushion.price) / 100,
    });
    expect((await info(from(UK_IP), cushion)).result).toMatchObject({
      currency: 'GBP',
      price: inPounds(cushion.price) / 100,
    });
    expect((await info(new TestClient(server.url), cushion)).result).toMatchObject({
      currency: 'USD',
      price: cushion.price / 100,
    });
    const listing = decodeHtml((await from(FRANCE_IP).page('/shop?search=cushion')).html);
    expect(listing).toContain(`€${(inEuros(cushion.price) / 100).toFixed(2)}`);
  });

  it('switches to another offered list and keeps it; refuses one not offered, by the switcher or pricelist_id', async () => {
    const visitor = from(FRANCE_IP);
    const pounds = await pricelistNamed('Pound sterling');
    const switched = await visitor.request(
      'GET',
      `/shop/change_pricelist/${pounds.id}?r=/shop%3Fsearch%3Dcushion`,
    );
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/shop?search=cushion');
    expect((await info(visitor, cushion)).result).toMatchObject({ currency: 'GBP' });
    const page = decodeHtml((await visitor.page('/shop?search=cushion')).html);
    expect(page).toContain(`£${(inPounds(cushion.price) / 100).toFixed(2)}`);
    expect(page).toContain(`/shop/change_pricelist/${pounds.id}`);

    const hidden = await adminCall('POST', '/pricelists', {
      name: 'Japan',
      currency: 'USD',
      countryCodes: ['JP'],
    });
    expect(hidden.status).toBe(200);
    const refused = await visitor.request('GET', `/shop/change_pricelist/${hidden.body.id}`);
    expect(refused.status).toBe(400);
    expect(decodeHtml(await refused.text())).toContain(pricelistMessages.notOffered);
    expect((await info(visitor, cushion, { pricelist_id: hidden.body.id })).error?.data.message).toBe(
      pricelistMessages.notOffered,
    );
    // An offered one by pricelist_id prices in it without changing the visitor's choice.
    const euro = await pricelistNamed('Euro');
    expect((await info(visitor, cushion, { pricelist_id: euro.id })).result).toMatchObject({
      currency: 'EUR',
    });
    expect((await info(visitor, cushion)).result).toMatchObject({ currency: 'GBP' });
    // A forged cookie is ignored: the country decides again.
    const forged = new TestClient(server.url, {
      'x-forwarded-for': FRANCE_IP,
      cookie: `vitrine_pricelist=${hidden.body.id}.0.${'a'.repeat(32)}`,
    });
    expect((await info(forged, cushion)).result).toMatchObject({ currency: 'EUR' });
    expect((await adminCall('DELETE', `/pricelists/${hidden.body.id}`)).status).toBe(204);
  });
});

describe('a currency not published', () => {
  it('takes its lists out of the switcher, while its countries keep them', async () => {
    const currencies = (await adminCall('GET', '/currencies')).body;
    const pound = currencies.currencies.find((currency: { code: string }) => currency.code === 'GBP');
    const { id: _id, ...fields } = pound;
    expect((await adminCall('PUT', `/currencies/${pound.id}`, { ...fields, published: false })).status).toBe(
      200,
    );
    const pounds = await pricelistNamed('Pound sterling');
    const french = from(FRANCE_IP);
    expect((await french.request('GET', `/shop/change_pricelist/${pounds.id}`)).status).toBe(400);
    expect(decodeHtml((await french.page('/shop')).html)).not.toContain(
      `/shop/change_pricelist/${pounds.id}`,
    );
    expect((await info(from(UK_IP), cushion)).result).toMatchObject({ currency: 'GBP' });
    expect((await adminCall('PUT', `/currencies/${pound.id}`, { ...fields, published: true })).status).toBe(
      200,
    );
    expect((await french.request('GET', `/shop/change_pricelist/${pounds.id}`)).status).toBe(303);
  });
});

describe('quantity breaks in the cart', () => {
  it('lowers the unit price from ten sets and raises it again below, however the lines are split', async () => {
    const visitor = new TestClient(server.url);
    expect((await info(visitor, floorPads, { add_qty: 10 })).result).toMatchObject({
      price: 10,
      list_price: floorPads.price / 100,
      has_discounted_price: true,
    });
    await visitor.rpc('/shop/cart/update_json', { product_id: floorPads.variant, add_qty: 9 });
    expect(await cartLines(visitor)).toContain(`$${(floorPads.price / 100).toFixed(2)}`);
    const tenth = await visitor.rpc('/shop/cart/update_json', { product_id: floorPads.variant, add_qty: 1 });
    expect(tenth.body.result).toMatchObject({ cart_quantity: 10 });
    expect(await cartLines(visitor)).toContain('$100.00'); // 10 × 10.00
    // Back to 9: the break is left behind, and the price with it.
    await visitor.rpc('/shop/cart/update_json', { product_id: floorPads.variant, set_qty: 9 });
    const nine = await cartLines(visitor);
    expect(nine).toContain(`$${((floorPads.price * 9) / 100).toFixed(2)}`);
    expect(nine).not.toContain('$10.00');
  });
});

describe('rules in time, accounts and codes', () => {
  it('applies a sale until its end only, and a customer’s account list to them alone', async () => {
    const publicList = await pricelistNamed('Public');
    const current = (await adminCall('GET', '/pricelists')).body.find(
      (p: { id: number }) => p.id === publicList.id,
    );
    const keep = current.rules.map(
      ({ id: _id, targetName: _name, ...rule }: Record<string, unknown>) => rule,
    );
    const sale = (end: string) => ({
      scope: 'product',
      targetId: cushion.template,
      compute: 'percentage',
      discount: 2000,
      end,
    });
    const save = (rules: unknown[]) =>
      adminCall('PUT', `/pricelists/${publicList.id}`, {
        ...current,
        accountIds: [],
        rules: [...keep, ...rules],
      });
    expect((await save([sale('2020-01-01T00:00:00Z')])).status).toBe(200);
    const shopper = new TestClient(server.url);
    expect((await info(shopper, cushion)).result).toMatchObject({
      price: cushion.price / 100,
      has_discounted_price: false,
    });
    expect((await save([sale('2099-01-01T00:00:00Z')])).status).toBe(200);
    expect((await info(shopper, cushion)).result).toMatchObject({
      price: (cushion.price * 0.8) / 100,
      has_discounted_price: true,
    });
    expect((await save([])).status).toBe(200);

    const wholesale = await adminCall('POST', '/pricelists', {
      name: 'Wholesale',
      currency: 'USD',
      accountEmails: ['Portal@example.com'],
      rules: [{ scope: 'all', compute: 'percentage', discount: 3000 }],
    });
    expect(wholesale.status).toBe(200);
    const customer = new TestClient(server.url);
    await customer.signIn('portal@example.com', 'demo-password-1');
    expect((await info(customer, cushion)).result).toMatchObject({ price: (cushion.price * 0.7) / 100 });
    expect((await info(new TestClient(server.url), cushion)).result).toMatchObject({
      price: cushion.price / 100,
    });
    expect((await adminCall('DELETE', `/pricelists/${wholesale.body.id}`)).status).toBe(204);
  });

  it('takes a price list’s promo code in the cart’s code field', async () => {
    const trade = await adminCall('POST', '/pricelists', {
      name: 'Trade',
      currency: 'USD',
      code: 'trade-2026',
      rules: [{ scope: 'all', compute: 'percentage', discount: 1500 }],
    });
    expect(trade.body.code).toBe('TRADE-2026');
    const visitor = new TestClient(server.url);
    await visitor.rpc('/shop/cart/update_json', { product_id: cushion.variant, add_qty: 1 });
    const applied = await postForm(server, visitor, '/shop/pricelist', { promo: 'Trade-2026' });
    expect(applied.headers.get('location')).toBe('/shop/cart?promo=applied');
    expect(await cartLines(visitor)).toContain(`$${((cushion.price * 0.85) / 100).toFixed(2)}`);
    expect((await info(visitor, cushion)).result).toMatchObject({ price: (cushion.price * 0.85) / 100 });
    expect((await adminCall('DELETE', `/pricelists/${trade.body.id}`)).status).toBe(204);
  });
});

describe('an order in euros', () => {
  it('keeps euros from the cart through the order, its shipping and its payment', async () => {
    const visitor = from(FRANCE_IP);
    await visitor.rpc('/shop/cart/update_json', { product_id: cushion.variant, add_qty: 2 });
    expect(
      (
        await postForm(
          server,
          visitor,
          '/shop/address',
          parisAddress(france, 'Élise Euro', 'elise@example.org'),
        )
      ).status,
    ).toBe(302);
    expect((await postForm(server, visitor, '/shop/confirm_order')).headers.get('location')).toBe(
      '/shop/payment',
    );
    const orderId = Number(/vitrine_order=(\d+)\./.exec(visitor.cookieHeader)?.[1]);
    const order = await server.dataSource
      .getRepository(SaleOrder)
      .findOneOrFail({ where: { id: orderId }, relations: { lines: true } });
    expect(order.currency).toBe('EUR');
    const productLine = order.lines!.find((line) => line.kind === 'product')!;
    expect(productLine.unitPrice).toBe(inEuros(cushion.price));
    // The $5.00 shipping, in euros (2 cushions stay below the free-shipping amount).
    expect(order.lines!.find((line) => line.kind === 'shipping')?.unitPrice).toBe(460);
    const payment = decodeHtml((await visitor.page('/shop/payment')).html);
    expect(payment).toContain('€');
    await postForm(server, visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
    });
    const paid = await server.dataSource
      .getRepository(PaymentTransaction)
      .findOneByOrFail({ orderId, state: 'done' });
    expect(paid).toMatchObject({ currency: 'EUR', amount: order.amountTotal });
  });
});

describe('the back office’s calls', () => {
  it('refuses what cannot be priced, each with its reason', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await adminCall('POST', '/pricelists', { name: 'X', currency: 'USD', ...body })).body;
    expect((await bad({ currency: 'CHF' })).message).toBe(pricelistMessages.currencyMissing);
    expect((await bad({ currency: 'ZZZ' })).fields).toBeDefined();
    expect((await bad({ rules: [{ scope: 'product', compute: 'fixed' }] })).message).toContain(
      pricelistMessages.targetMissing,
    );
    expect((await bad({ rules: [{ scope: 'product', targetId: 999_999, compute: 'fixed' }] })).message).toBe(
      'Rule 1: what it applies to does not exist.',
    );
    expect(
      (
        await bad({
          rules: [
            { scope: 'all', compute: 'fixed', start: '2026-02-01T00:00:00Z', end: '2026-01-01T00:00:00Z' },
          ],
        })
      ).message,
    ).toContain(pricelistMessages.datesOrder);
    expect((await bad({ accountEmails: ['nobody@example.org'] })).message).toBe(
      'No account has the e-mail nobody@example.org.',
    );
    const first = await adminCall('POST', '/pricelists', { name: 'Coded', currency: 'USD', code: 'SAME' });
    expect((await bad({ code: 'same' })).message).toBe(pricelistMessages.codeTaken);
    await adminCall('DELETE', `/pricelists/${first.body.id}`);
    const publicList = await pricelistNamed('Public');
    expect((await adminCall('DELETE', `/pricelists/${publicList.id}`)).body.message).toBe(
      pricelistMessages.oneDefault,
    );
    const currencies = (await adminCall('GET', '/currencies')).body;
    expect(currencies.shopCurrency).toBe('USD');
    const euro = currencies.currencies.find((currency: { code: string }) => currency.code === 'EUR');
    expect((await adminCall('DELETE', `/currencies/${euro.id}`)).body.message).toBe(
      pricelistMessages.currencyInUse,
    );
    expect((await adminCall('POST', '/currencies', { code: 'USD', rate: '1' })).body.message).toBe(
      pricelistMessages.shopCurrency,
    );
    expect((await adminCall('POST', '/currencies', { code: 'CHF', rate: '0' })).status).toBe(400);
  });

  it('previews a product’s price under each list and quantity', async () => {
    const preview = await adminCall(
      'GET',
      `/pricelists/preview?templateId=${floorPads.template}&quantity=10`,
    );
    expect(preview.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pricelistName: 'Public', currency: 'USD', price: 1000 }),
        expect.objectContaining({ pricelistName: 'Euro', currency: 'EUR', price: inEuros(floorPads.price) }),
        expect.objectContaining({
          pricelistName: 'Pound sterling',
          currency: 'GBP',
          price: inPounds(floorPads.price),
        }),
      ]),
    );
    const publisher = new TestClient(server.url);
    expect((await publisher.request('GET', '/api/admin/pricelists')).status).toBe(401);
  });

  it('are read by sales staff and written by shop managers; publishers get nothing', async () => {
    const publisher = await staffMember(server, admin, 'publisher');
    expect((await publisher.request('GET', '/api/admin/pricelists')).status).toBe(403);
    const sales = await staffMember(server, admin, 'sales');
    expect((await sales.request('GET', '/api/admin/pricelists')).status).toBe(200);
    expect((await sales.request('GET', '/api/admin/currencies')).status).toBe(200);
    const body = { name: 'Not allowed', currency: 'USD' };
    expect((await sales.request('POST', '/api/admin/pricelists', { json: body })).status).toBe(403);
    expect(
      (await sales.request('POST', '/api/admin/currencies', { json: { code: 'CHF', rate: '0.9' } })).status,
    ).toBe(403);
    const manager = await staffMember(server, admin, 'shop_manager');
    const made = await manager.request('POST', '/api/admin/pricelists', {
      json: { name: 'By a manager', currency: 'USD' },
    });
    expect(made.status).toBe(200);
    const { id } = (await made.json()) as { id: number };
    expect((await manager.request('DELETE', `/api/admin/pricelists/${id}`)).status).toBe(204);
  });
});
