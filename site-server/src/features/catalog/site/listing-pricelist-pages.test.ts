/**
 * /shop sorts and filters by the visitor's list price (issue 25 item 14, as Odoo's filter does), on
 * the real server with a price list staff make in the back office: a customer's account list whose
 * rules reorder two products. The pages as a browser without JavaScript gets them (the site through
 * its Vite dev server); catalog/listing-prices.test.ts checks every search, category, sort and range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { decodeHtml, TEST_ADMIN, TestClient, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let admin: TestClient;

/** The product names of a listing page, in order. */
const names = (html: string) =>
  [...html.matchAll(/class="shop-card__name">([^<]+)</g)].map((match) => decodeHtml(match[1]!));

async function desk(slug: string) {
  const [row] = (await server.dataSource.query(
    `SELECT "id", "price" FROM "product_template" WHERE "slug" = '${slug}'`,
  )) as Array<{ id: number; price: number | string }>;
  return { id: Number(row!.id), price: Number(row!.price) };
}

beforeAll(async () => {
  server = await startSiteTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(() => server?.close());

describe('/shop with a price list that reorders the products', () => {
  it('sorts by and filters on the prices the customer sees', async () => {
    const corner = await desk('corner-desk');
    const standing = await desk('standing-desk');
    // In the catalogue the corner desk is the cheaper; the customer's list turns that round.
    expect(corner.price).toBeLessThan(standing.price);
    const response = await admin.request('POST', '/api/admin/pricelists', {
      json: {
        name: 'Desk deal',
        currency: 'USD',
        accountEmails: ['portal@example.com'],
        rules: [
          { scope: 'product', targetId: corner.id, compute: 'fixed', fixedPrice: standing.price + 10_000 },
          { scope: 'product', targetId: standing.id, compute: 'percentage', discount: 5000 },
        ],
      },
    });
    expect(response.status).toBe(200);
    const customer = new TestClient(server.url);
    await customer.signIn('portal@example.com', 'demo-password-1');
    const visitor = new TestClient(server.url);
    const order = (html: string) => names(html).filter((name) => /^(Corner|Standing) Desk$/.test(name));

    expect(order((await visitor.page('/shop?search=desk&order=price_asc')).html)).toEqual([
      'Corner Desk',
      'Standing Desk',
    ]);
    expect(order((await customer.page('/shop?search=desk&order=price_asc')).html)).toEqual([
      'Standing Desk',
      'Corner Desk',
    ]);
    expect(order((await customer.page('/shop?search=desk&order=price_desc')).html)).toEqual([
      'Corner Desk',
      'Standing Desk',
    ]);

    // A range around the corner desk's catalogue price: the customer's corner desk is above it now,
    // the standing desk at half price may fall in.
    const range = `min_price=${(corner.price - 100) / 100}&max_price=${(corner.price + 100) / 100}`;
    expect(order((await visitor.page(`/shop?search=desk&${range}`)).html)).toContain('Corner Desk');
    expect(order((await customer.page(`/shop?search=desk&${range}`)).html)).not.toContain('Corner Desk');
    const above = `min_price=${standing.price / 100 + 50}`;
    expect(order((await customer.page(`/shop?search=desk&${above}`)).html)).toEqual(['Corner Desk']);
  });
});
