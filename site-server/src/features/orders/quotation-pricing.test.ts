/**
 * Staff's quotations are priced by the customer's price list (issue 25 item 14), through the one
 * pricing function every price goes through (docs/pricelists.md): the list of the customer's account
 * (B2B), in its currency, with its product rules and its quantity breaks; a customer without an
 * account gets the shop's default list. The real server with the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TestClient, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let admin: TestClient;

interface Demo {
  template: number;
  variant: number;
  /** The catalogue price, in cents of dollars (the shop's currency). */
  price: number;
}
async function product(slug: string): Promise<Demo> {
  const [row] = (await server.dataSource.query(
    `SELECT t."id" AS "template", p."id" AS "variant", t."price" FROM "product_template" t
     JOIN "product_product" p ON p."templateId" = t."id" WHERE t."slug" = '${slug}' ORDER BY p."id" LIMIT 1`,
  )) as Array<{ template: number; variant: number; price: number | string }>;
  return { template: Number(row!.template), variant: Number(row!.variant), price: Number(row!.price) };
}

async function adminCall(method: string, path: string, json?: unknown) {
  const response = await admin.request(method, `/api/admin${path}`, json === undefined ? {} : { json });
  const body = response.status === 204 ? null : ((await response.json()) as Record<string, unknown>);
  expect(response.status, `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body!;
}

interface QuotationDetail {
  currency: string;
  amountUntaxed: number;
  lines: Array<{ name: string; quantity: number; unitPrice: number; subtotal: number }>;
}
const quotation = async (customerEmail: string, lines: Array<{ productId: number; quantity: number }>) =>
  (await adminCall('POST', '/orders/quotations', {
    customerEmail,
    customerName: 'A customer',
    lines,
  })) as unknown as QuotationDetail;

let cushion: Demo;
let organizer: Demo;
let floorPads: Demo;

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  cushion = await product('chair-cushion');
  organizer = await product('desk-organizer');
  floorPads = await product('chair-floor-protection');
}, 60_000);
afterAll(() => server?.close());

describe('a quotation from the back office', () => {
  it("is priced by the customer's account list, in its currency, with its rules", async () => {
    // The portal customer's own list, in euros: the cushion at a fixed price, everything else 20 % off.
    const trade = await adminCall('POST', '/pricelists', {
      name: 'Trade customers',
      currency: 'EUR',
      accountEmails: ['portal@example.com'],
      rules: [
        { scope: 'product', targetId: cushion.template, compute: 'fixed', fixedPrice: 1234 },
        { scope: 'all', compute: 'percentage', discount: 2000 },
      ],
    });
    try {
      const quote = await quotation('portal@example.com', [
        { productId: cushion.variant, quantity: 2 },
        { productId: organizer.variant, quantity: 1 },
      ]);
      expect(quote.currency).toBe('EUR');
      // The demo's euro: 0.92 a dollar, prices rounded to the cent.
      const organizerInEuros = Math.round(Math.round(organizer.price * 0.92) * 0.8);
      expect(quote.lines.map((line) => [line.quantity, line.unitPrice])).toEqual([
        [2, 1234],
        [1, organizerInEuros],
      ]);
      expect(organizerInEuros).not.toBe(organizer.price);
    } finally {
      await adminCall('DELETE', `/pricelists/${String(trade.id)}`);
    }
  });

  it("gives a customer without an account the default list's prices, quantity breaks included", async () => {
    // The demo's public list: felt pads at 10.00 a set from ten sets.
    const quote = await quotation('walk-in@example.org', [
      { productId: floorPads.variant, quantity: 6 },
      { productId: floorPads.variant, quantity: 4 },
      { productId: cushion.variant, quantity: 1 },
    ]);
    expect(quote.currency).toBe('USD');
    expect(floorPads.price).not.toBe(1000);
    // The break counts the units of the variant on the whole quotation, as the cart does.
    expect(quote.lines.map((line) => [line.quantity, line.unitPrice])).toEqual([
      [6, 1000],
      [4, 1000],
      [1, cushion.price],
    ]);
  });
});
