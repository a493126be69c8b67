import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import {
  startTestServer,
  TEST_ADMIN,
  TestClient,
  portalCustomer,
  type TestServer,
} from '../../testing/test-server';
import { StockAlert } from './stock-alert.entity';
import { postForm, setStock, stockedProduct } from './wishlist-test-support';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => server?.close());

const ask = (client: TestClient, fields: Record<string, string | number>, referer?: string) =>
  postForm(server, client, '/shop/stock-alert', fields, { json: !referer, referer });

const alertsOf = (productId: number) => server.dataSource.getRepository(StockAlert).findBy({ productId });
const mailsTo = (to: string) => server.dataSource.getRepository(OutboxMail).findBy({ to });

describe('"E-mail me when it is back"', () => {
  it('mails each waiting address once when staff raise the stock, then the alert ends', async () => {
    const product = await stockedProduct(server, admin, 'Alert Lamp');
    const visitor = new TestClient(server.url);
    const answer = await ask(visitor, { product_id: product.productId, email: ' Lamp.Fan@Example.com ' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      outcome: 'done',
      message: 'Done: we will e-mail you once when this product is back in stock.',
    });
    // Asking again while it waits changes nothing.
    await ask(visitor, { product_id: product.productId, email: 'lamp.fan@example.com' });
    const { client: customer, email } = await portalCustomer(server, admin);
    // A customer's own address, whatever the form says.
    await ask(customer, { product_id: product.productId, email: 'someone-else@example.com', lang: 'fr_FR' });
    expect((await alertsOf(product.productId)).map((alert) => alert.email).sort()).toEqual(
      ['lamp.fan@example.com', email].sort(),
    );

    await setStock(admin, product.templateId, product.productId, 4);
    await server.app.jobs.runDue();
    const visitorMails = await mailsTo('lamp.fan@example.com');
    expect(visitorMails.map((mail) => mail.subject)).toEqual(['Alert Lamp is back in stock']);
    expect(visitorMails[0]!.text).toMatch(/\/shop\/product\/alert-lamp-\d+/);
    const customerMails = await mailsTo(email);
    expect(customerMails.map((mail) => mail.subject)).toEqual(['Alert Lamp est de nouveau en stock']);
    expect(customerMails[0]!.text).toMatch(/\/fr\/shop\/product\/alert-lamp-\d+/);
    expect((await alertsOf(product.productId)).every((alert) => alert.state === 'sent')).toBe(true);

    // Out of stock and back again: the ended alerts send nothing more.
    await setStock(admin, product.templateId, product.productId, 0);
    await setStock(admin, product.templateId, product.productId, 2);
    await server.app.jobs.runDue();
    expect(await mailsTo('lamp.fan@example.com')).toHaveLength(1);
  });

  it('sends nothing while the stock stays at zero', async () => {
    const product = await stockedProduct(server, admin, 'Alert Rug');
    await ask(new TestClient(server.url), { product_id: product.productId, email: 'rug.fan@example.com' });
    await setStock(admin, product.templateId, product.productId, 0);
    await server.app.jobs.runDue();
    expect(await mailsTo('rug.fan@example.com')).toHaveLength(0);
    expect((await alertsOf(product.productId))[0]!.state).toBe('waiting');
  });

  it('refuses a product in stock, a bad address, an unknown product, with a clear message and nothing written', async () => {
    const inStock = await stockedProduct(server, admin, 'Alert Vase', { qty: 5 });
    const outOfStock = await stockedProduct(server, admin, 'Alert Bowl');
    const visitor = new TestClient(server.url);
    const refused = await ask(visitor, { product_id: inStock.productId, email: 'vase.fan@example.com' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      outcome: 'in_stock',
      message: 'This product is in stock: you can order it now.',
    });
    const badEmail = await ask(visitor, { product_id: outOfStock.productId, email: 'not an address' });
    expect(badEmail.status).toBe(400);
    expect(((await badEmail.json()) as { message: string }).message).toBe(
      'Please enter a valid e-mail address.',
    );
    const unknown = await ask(visitor, { product_id: 999_999, email: 'bowl.fan@example.com' });
    expect(unknown.status).toBe(404);
    // Without JavaScript: back to the product page, which words the outcome (in its language).
    const noScript = await ask(
      visitor,
      { product_id: inStock.productId, email: 'vase.fan@example.com' },
      '/es/shop/product/x-1',
    );
    expect(noScript.status).toBe(303);
    expect(noScript.headers.get('location')).toBe('/es/shop/product/x-1?stock_alert=in_stock');
    expect(await alertsOf(inStock.productId)).toHaveLength(0);
    expect(await alertsOf(outOfStock.productId)).toHaveLength(0);
  });

  it('limits the alerts one client asks for', async () => {
    const product = await stockedProduct(server, admin, 'Alert Stool');
    const visitor = new TestClient(server.url, { 'x-forwarded-for': '203.0.113.9' });
    const outcomes: string[] = [];
    for (let index = 0; index < 12; index++) {
      const answer = await ask(visitor, {
        product_id: product.productId,
        email: `stool-${index}@example.com`,
      });
      outcomes.push(((await answer.json()) as { outcome: string }).outcome);
    }
    expect(outcomes.filter((outcome) => outcome === 'done').length).toBeLessThanOrEqual(10);
    expect(outcomes.at(-1)).toBe('too_many');
    expect((await alertsOf(product.productId)).length).toBe(outcomes.filter((o) => o === 'done').length);
  });
});
