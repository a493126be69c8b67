/**
 * Issue 27 item 4: a write made through one process reaches the caches of the others within a second
 * or so (PostgreSQL LISTEN/NOTIFY, process-relay.ts). Three servers on one database, as three
 * processes behind a load balancer: `peerOf` gives each its own pool, caches and listening connection.
 *
 * PostgreSQL only (npm run test:pg): several processes share a PostgreSQL database only; on SQLite the
 * desktop app is one process and nothing is relayed.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { EVENTS_CHANNEL } from './process-relay';

const within = { timeout: 3_000, interval: 50 };

describe.runIf(process.env.TEST_DATABASE_URL)('caches across processes', () => {
  let a: TestServer;
  let b: TestServer;
  let c: TestServer;
  let admin: TestClient;
  let desk: { templateId: number; variantId: number };

  beforeAll(async () => {
    a = await startTestServer();
    [b, c] = await Promise.all([startTestServer({ peerOf: a }), startTestServer({ peerOf: a })]);
    admin = new TestClient(a.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const [row] = (await a.dataSource.query(
      `SELECT t."id" AS "templateId", v."id" AS "variantId" FROM "product_template" t
       JOIN "product_product" v ON v."templateId" = t."id" WHERE t."slug" = 'corner-desk' ORDER BY v."id" LIMIT 1`,
    )) as Array<{ templateId: number; variantId: number }>;
    desk = { templateId: Number(row!.templateId), variantId: Number(row!.variantId) };
  }, 120_000);
  afterAll(async () => {
    await Promise.all([b?.close(), c?.close()]);
    await a?.close();
  });

  /** The price the shop quotes a visitor of `server` for the corner desk (combination info). */
  async function quoted(server: TestServer): Promise<number> {
    const { body } = await new TestClient(server.url).rpc(
      '/product_configurator/get_combination_info_website',
      {
        product_template_id: desk.templateId,
        product_id: desk.variantId,
        combination: [],
        add_qty: 1,
        pricelist_id: false,
      },
    );
    return (body.result as { price: number }).price;
  }

  /** What a new cart of `server` charges for one corner desk (its summary's total). */
  async function charged(server: TestServer): Promise<string> {
    const { body } = await new TestClient(server.url).rpc('/shop/cart/update_json', {
      product_id: desk.variantId,
      add_qty: 1,
    });
    return (body.result as Record<string, string>)['website_sale.short_cart_summary']!;
  }

  /** Where `/r/{code}` of `server` sends a visitor, null when it does not redirect. */
  async function redirect(server: TestServer, code: string): Promise<string | null> {
    const response = await fetch(`${server.url}/r/${code}`, { redirect: 'manual' });
    await response.arrayBuffer();
    return response.status === 302 ? response.headers.get('location') : null;
  }

  it('quotes and charges a price changed in the back office of one process in the others within 3 s', async () => {
    const before = await quoted(b);
    expect(await quoted(c)).toBe(before);
    // Both keep the price lists now; the new default list fixes the desk's price.
    const price = Math.round(before * 100) + 1234;
    const created = await admin.request('POST', '/api/admin/pricelists', {
      json: {
        name: 'Across processes',
        currency: 'USD',
        isDefault: true,
        rules: [{ scope: 'product', targetId: desk.templateId, compute: 'fixed', fixedPrice: price }],
      },
    });
    expect(created.status).toBe(200);
    await expect.poll(() => quoted(b), within).toBe(price / 100);
    await expect.poll(() => quoted(c), within).toBe(price / 100);
    const total = `$${(price / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await expect.poll(() => charged(c), within).toContain(total);
  });

  it("follows a link's new code and its campaign's new name in the others within 3 s", async () => {
    const campaign = `across-${Date.now()}`;
    const made = await admin.request('POST', '/api/admin/links', {
      json: { url: 'https://example.org/across', campaignName: campaign },
    });
    expect(made.status).toBe(200);
    const link = (await made.json()) as { id: number; code: string; campaign: { id: number } };
    // A new link redirects everywhere (a process that does not know its code reads it).
    for (const server of [b, c])
      expect(await redirect(server, link.code)).toContain(`utm_campaign=${campaign}`);

    const renamed = `${campaign}-renamed`;
    const utm = await admin.request('PUT', `/api/admin/utm/campaign/${link.campaign.id}`, {
      json: { name: renamed },
    });
    expect(utm.status).toBe(200);
    for (const server of [b, c])
      await expect.poll(() => redirect(server, link.code), within).toContain(`utm_campaign=${renamed}`);

    const newCode = `x${Date.now().toString(36)}`;
    const moved = await admin.request('PUT', `/api/admin/links/${link.id}/code`, { json: { code: newCode } });
    expect(moved.status).toBe(200);
    for (const server of [b, c]) {
      await expect.poll(() => redirect(server, link.code), within).toBeNull();
      expect(await redirect(server, newCode)).toContain(`utm_campaign=${renamed}`);
    }
  });

  it('drops every cache after its listening connection was lost and came back (notifications were missed)', async () => {
    const before = await quoted(b);
    // A price written behind the app's back sends no notification: b keeps quoting its copy...
    await a.dataSource.query(
      `UPDATE "pricelist_rule" SET "fixedPrice" = "fixedPrice" + 100 WHERE "pricelistId" =
         (SELECT "id" FROM "pricelist" WHERE "name" = 'Across processes')`,
    );
    expect(await quoted(b)).toBe(before);
    // ...until its listening connection is lost: once back, it reads everything again.
    await a.dataSource.query(
      `SELECT pg_terminate_backend("pid") FROM pg_stat_activity
       WHERE "datname" = current_database() AND "query" = $1`,
      [`LISTEN ${EVENTS_CHANNEL}`],
    );
    await expect.poll(() => quoted(b), { timeout: 10_000, interval: 100 }).toBe(before + 1);
    // And it listens again: the next change through the back office arrives as before.
    const lists = (await (await admin.request('GET', '/api/admin/pricelists')).json()) as Array<{
      id: number;
      name: string;
    }>;
    const across = lists.find((list) => list.name === 'Across processes')!;
    const price = Math.round(before * 100) + 500;
    const changed = await admin.request('PUT', `/api/admin/pricelists/${across.id}`, {
      json: {
        name: 'Across processes',
        currency: 'USD',
        isDefault: true,
        rules: [{ scope: 'product', targetId: desk.templateId, compute: 'fixed', fixedPrice: price }],
      },
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => quoted(b), within).toBe(price / 100);
  });
  it('sends one notification for a burst of the same event (a batch import), none for what no process shares', async () => {
    const listener = new pg.Client({ connectionString: a.config.databaseUrl! });
    await listener.connect();
    const received: Array<{ e: Array<[string, unknown]> }> = [];
    listener.on('notification', (message) => received.push(JSON.parse(message.payload!)));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    try {
      await a.app.transaction(async (em) => {
        for (let row = 0; row < 1000; row++) a.app.events.publish(em, 'catalog.changed', {});
        a.app.events.publish(em, 'jobs.enqueued', {});
      });
      await expect.poll(() => received.length, within).toBe(1);
      expect(received[0]!.e).toEqual([['catalog.changed', {}]]);
      // Another burst after it: the first was one notification, not a thousand.
      await a.app.transaction(async (em) => a.app.events.publish(em, 'pricelists.changed', {}));
      await expect.poll(() => received.length, within).toBe(2);
      expect(received[1]!.e).toEqual([['pricelists.changed', {}]]);
    } finally {
      await listener.end();
    }
  });
});
