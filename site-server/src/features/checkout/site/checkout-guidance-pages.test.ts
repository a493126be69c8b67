/**
 * Issue 26, item 5 (the checkout's side): a signed-in customer's address form starts from their account,
 * the terms box links to the shop's Terms page (made with the site, in every language, edited like any
 * page), and the status page says which mail went where and what happens next. The browser's side (the
 * pay button's hint, the transfer's "Place order") is in e2e/checkout-guidance.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { consumableProduct, countryId, parisAddress, postForm, shopper } from './checkout-test-support';

let server: TestServer;
let productId: number;
let france: number;

beforeAll(async () => {
  server = await startSiteTestServer();
  productId = (await consumableProduct(server)).id;
  france = await countryId(server, 'FR');
}, 60_000);
afterAll(() => server?.close());

const post = (visitor: TestClient, path: string, fields: Record<string, string | number> = {}) =>
  postForm(server, visitor, path, fields);

describe('the address form of a signed-in customer', () => {
  it('starts from the account’s name and e-mail when the customer has no address yet', async () => {
    const customer = new TestClient(server.url);
    await customer.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    await customer.rpc('/shop/cart/update_json', { product_id: productId, add_qty: 1 });
    const billing = decodeHtml((await customer.page('/shop/address')).html).split(
      'checkout-address__shipping',
    )[0]!;
    expect(billing).toContain('name="name" value="Paula Publisher"');
    expect(billing).toContain('name="email" value="publisher@example.com"');
    // A guest's form starts empty.
    const guest = decodeHtml((await (await shopper(server, productId)).page('/shop/address')).html);
    expect(guest).not.toContain('value="Paula Publisher"');
  });
});

describe('the Terms page', () => {
  it('is made with the site in every language, linked from the terms box in the page’s language', async () => {
    const visitor = await shopper(server, productId);
    await post(visitor, '/shop/address', parisAddress(france, 'Tom Terms', 'tom@example.org'));
    await post(visitor, '/shop/confirm_order');
    const link = (prefix: string) =>
      `I agree to the <a href="${prefix}/terms" target="_blank" rel="noopener">`;
    expect(decodeHtml((await visitor.page('/shop/payment')).html)).toContain(
      `${link('')}terms and conditions</a>`,
    );
    expect(decodeHtml((await visitor.page('/fr/shop/payment')).html)).toContain(
      `J'accepte les <a href="/fr/terms" target="_blank" rel="noopener">conditions générales de vente</a>`,
    );
    for (const [path, title, heading] of [
      ['/terms', 'Terms and conditions', 'Returns'],
      ['/fr/terms', 'Conditions générales de vente', 'Retours'],
      ['/es/terms', 'Términos y condiciones', 'Devoluciones'],
    ] as const) {
      const { status, html } = await visitor.page(path);
      expect(status).toBe(200);
      expect(decodeHtml(html)).toContain(title);
      expect(decodeHtml(html)).toContain(heading);
    }
  });

  it('is edited in the back office like any page', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const listed = (await (await admin.request('GET', '/api/admin/website/pages')).json()) as {
      items: Array<{ id: number; url: string }>;
    };
    const rows = listed.items;
    const terms = rows.find((row) => row.url === '/terms');
    expect(terms).toBeDefined();
    const detail = (await (
      await admin.request('GET', `/api/admin/website/pages/${terms!.id}`)
    ).json()) as Record<string, unknown> & { blocks: Record<string, Array<Record<string, unknown>>> };
    const edited = {
      ...detail,
      blocks: { ...detail.blocks, en_US: [{ id: 'terms', type: 'text', text: 'Our own terms, version 2.' }] },
    };
    const saved = await admin.request('PUT', `/api/admin/website/pages/${terms!.id}`, { json: edited });
    expect(saved.status).toBe(200);
    expect(decodeHtml((await new TestClient(server.url).page('/terms')).html)).toContain(
      'Our own terms, version 2.',
    );
  });
});

describe('the status page', () => {
  it('says the confirmation went to the order’s address and that the order is now prepared', async () => {
    const visitor = await shopper(server, productId);
    await post(visitor, '/shop/address', parisAddress(france, 'Mia Mail', 'mia@example.org'));
    await post(visitor, '/shop/confirm_order');
    await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
    });
    const page = decodeHtml((await visitor.page('/shop/confirmation')).html);
    expect(page).toContain('Thank you! Your order is confirmed.');
    expect(page).toContain(
      'We sent the confirmation to mia@example.org. We now prepare your order for delivery.',
    );
    const french = decodeHtml((await visitor.page('/fr/shop/confirmation')).html);
    expect(french).toContain('Nous avons envoyé la confirmation à mia@example.org.');
  });

  it('says a payment still waiting for the bank will be confirmed by mail', async () => {
    const visitor = await shopper(server, productId);
    await post(visitor, '/shop/address', parisAddress(france, 'Wes Wait', 'wes@example.org'));
    await post(visitor, '/shop/confirm_order');
    await post(visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4000000000003063',
    });
    expect(decodeHtml((await visitor.page('/shop/confirmation')).html)).toContain(
      'We will write to wes@example.org as soon as the payment is confirmed.',
    );
  });
});
