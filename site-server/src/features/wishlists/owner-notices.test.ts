import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import {
  portalCustomer,
  startTestServer,
  TEST_ADMIN,
  TestClient,
  type TestServer,
} from '../../testing/test-server';
import { postForm, setStock, stockedProduct } from './wishlist-test-support';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => server?.close());

const mailsTo = (to: string) =>
  server.dataSource.getRepository(OutboxMail).find({ where: { to }, order: { id: 'ASC' } });
const wish = (client: TestClient, templateId: number) =>
  postForm(server, client, '/shop/wishlist/set', { template_id: templateId, wanted: 1 }, { json: true });
const setting = (notifyOwners: boolean) =>
  admin.request('PUT', '/api/admin/wishlists/settings', { json: { notifyOwners } });

/** Runs the due jobs until `count` mails reached `to` (the job is enqueued just after the change commits). */
async function mailsOnceDue(to: string, count: number) {
  await expect
    .poll(async () => {
      await server.app.jobs.runDue();
      return (await mailsTo(to)).length;
    })
    .toBe(count);
  return mailsTo(to);
}

describe('the owners’ notices', () => {
  it('are a shop manager’s setting, off by default', async () => {
    const off = await admin.request('GET', '/api/admin/wishlists/settings');
    expect(await off.json()).toEqual({ notifyOwners: false });
    const { client: customer } = await portalCustomer(server, admin);
    const denied = await customer.request('PUT', '/api/admin/wishlists/settings', {
      json: { notifyOwners: true },
    });
    expect(denied.status).toBe(403);
    const bad = await admin.request('PUT', '/api/admin/wishlists/settings', {
      json: { notifyOwners: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(await (await admin.request('GET', '/api/admin/wishlists/settings')).json()).toEqual({
      notifyOwners: false,
    });
  });

  it('say nothing while the setting is off', async () => {
    const product = await stockedProduct(server, admin, 'Quiet Lamp');
    const { client: customer, email } = await portalCustomer(server, admin);
    await wish(customer, product.templateId);
    await setStock(admin, product.templateId, product.productId, 3);
    await server.app.jobs.runDue();
    await server.app.jobs.runDue();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('tell a customer once that a product of their wishlist is back in stock, then that it costs less', async () => {
    expect((await setting(true)).status).toBe(200);
    try {
      const product = await stockedProduct(server, admin, 'Owner Lamp', { price: 5000 });
      const { client: customer, email } = await portalCustomer(server, admin);
      await wish(customer, product.templateId);

      await setStock(admin, product.templateId, product.productId, 3);
      const back = await mailsOnceDue(email, 1);
      expect(back[0]!.subject).toBe('A product of your wishlist is back in stock');
      expect(back[0]!.text).toMatch(
        /Owner Lamp, on your wishlist at .*, is back in stock:\n.*\/shop\/product\/owner-lamp-\d+/,
      );

      const updated = await admin.request('PUT', `/api/admin/products/${product.templateId}`, {
        json: {
          name: 'Owner Lamp',
          type: 'product',
          inventoryAvailability: 'always',
          listPrice: 5000,
          price: 4000,
        },
      });
      expect(updated.status).toBe(200);
      const cheaper = await mailsOnceDue(email, 2);
      expect(cheaper[1]!.subject).toBe('A product of your wishlist costs less');
      expect(cheaper[1]!.text).toContain('now costs $40.00 instead of $50.00');

      // Told once: later runs, and more stock, say nothing more.
      await setStock(admin, product.templateId, product.productId, 6);
      await server.app.jobs.runDue();
      await server.app.jobs.runDue();
      expect(await mailsTo(email)).toHaveLength(2);
    } finally {
      await setting(false);
    }
  });

  it("compare the price of the customer's own price list, as their wishlist shows it, not the catalogue's", async () => {
    expect((await setting(true)).status).toBe(200);
    const product = await stockedProduct(server, admin, 'Trade Lamp', { price: 5000, qty: 3 });
    const { client: customer, email } = await portalCustomer(server, admin);
    // The customer's account list sells the lamp at a price of its own.
    const tradeList = (price: number) => ({
      name: `Trade ${email}`,
      currency: 'USD',
      accountEmails: [email],
      rules: [{ scope: 'product', targetId: product.templateId, compute: 'fixed', fixedPrice: price }],
    });
    const created = await admin.request('POST', '/api/admin/pricelists', { json: tradeList(3000) });
    expect(created.status).toBe(200);
    const { id: listId } = (await created.json()) as { id: number };
    try {
      await wish(customer, product.templateId);

      // The catalogue price falls, theirs does not: nothing to tell them.
      const updated = await admin.request('PUT', `/api/admin/products/${product.templateId}`, {
        json: {
          name: 'Trade Lamp',
          type: 'product',
          inventoryAvailability: 'always',
          listPrice: 5000,
          price: 4000,
        },
      });
      expect(updated.status).toBe(200);
      // Their list's price falls: they hear of it once, at their prices.
      expect(
        (await admin.request('PUT', `/api/admin/pricelists/${listId}`, { json: tradeList(2500) })).status,
      ).toBe(200);
      await server.app.transaction((em) =>
        server.app.jobs.enqueue(
          em,
          'wishlists.owner-notices',
          {},
          { key: 'wishlists.owner-notices', again: true },
        ),
      );
      const [cheaper, ...more] = await mailsOnceDue(email, 1);
      expect(more).toEqual([]);
      expect(cheaper!.subject).toBe('A product of your wishlist costs less');
      expect(cheaper!.text).toContain('now costs $25.00 instead of $30.00');
    } finally {
      await setting(false);
      await admin.request('DELETE', `/api/admin/pricelists/${listId}`);
    }
  });
});
