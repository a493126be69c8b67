/**
 * Issue 27, item 4: a price changed through one process is
 * quoted and charged by the others within 3 s, though each had it in its caches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-server';
import { adminOn, demoProduct } from './cluster-clients';
import { startCluster, type Cluster, type ClusterProcess } from './cluster-harness';

// PostgreSQL only: several processes share one database only there.
describe.runIf(process.env.TEST_DATABASE_URL)('a price changed on one process', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ processes: 3 });
  }, 240_000);
  afterAll(() => cluster?.close(), 60_000);

  /** The Corner Desk's price as a visitor of `server` is quoted it (decimals, as on the wire). */
  async function quote(server: ClusterProcess) {
    const desk = await demoProduct(cluster, 'Corner Desk');
    const { body } = await new TestClient(server.url).rpc(
      '/product_configurator/get_combination_info_website',
      {
        product_template_id: desk.templateId,
        product_id: desk.productId,
        combination: [],
        add_qty: 1,
        pricelist_id: false,
      },
    );
    return (body.result as { price: number }).price;
  }

  it('is quoted and charged by the other processes within 3 s', async () => {
    const [first, ...others] = cluster.processes as [ClusterProcess, ...ClusterProcess[]];
    const desk = await demoProduct(cluster, 'Corner Desk');
    // Every process quotes it once: it is in each one's caches.
    const before = await quote(first);
    for (const other of others) expect(await quote(other)).toBe(before);

    const admin = await adminOn(first);
    const product = (await (
      await admin.request('GET', `/api/admin/products/${desk.templateId}`)
    ).json()) as Record<string, unknown> & { price: number; listPrice: number };
    const price = product.price + 1234;
    const changed = await admin.request('PUT', `/api/admin/products/${desk.templateId}`, {
      json: { ...product, price, listPrice: Math.max(product.listPrice, price), attributeLines: [] },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const after = await quote(first);
    expect(after).not.toBe(before);

    for (const other of others)
      await expect.poll(() => quote(other), { timeout: 3_000, interval: 100 }).toBe(after);
    // And charged: a cart line made on another process carries the new price.
    const visitor = new TestClient(others[0]!.url);
    const added = await visitor.rpc('/shop/cart/update_json', { product_id: desk.productId, add_qty: 1 });
    expect(added.body.error).toBeUndefined();
    const [line] = await cluster.query<{ unitPrice: number }>(
      `SELECT "unitPrice" FROM cart_line WHERE "productId" = $1 ORDER BY id DESC LIMIT 1`,
      [desk.productId],
    );
    expect(Number(line!.unitPrice)).toBe(price);
  });

  it('a price-list rule changed on one process is quoted by the others within 3 s', async () => {
    const [first, ...others] = cluster.processes as [ClusterProcess, ...ClusterProcess[]];
    const desk = await demoProduct(cluster, 'Corner Desk');
    const before = await quote(first);
    for (const other of others) expect(await quote(other)).toBe(before);

    const admin = await adminOn(first);
    type Pricelist = Record<string, unknown> & {
      id: number;
      isDefault: boolean;
      accounts: Array<{ email: string }>;
      rules: Array<Record<string, unknown>>;
    };
    const pricelists = (await (await admin.request('GET', '/api/admin/pricelists')).json()) as Pricelist[];
    const visitors = pricelists.find((pricelist) => pricelist.isDefault)!;
    // The visitors' price list gets a fixed price for the desk, first among its rules.
    const fixedPrice = Math.round(before * 100) + 777;
    const changed = await admin.request('PUT', `/api/admin/pricelists/${visitors.id}`, {
      json: {
        ...visitors,
        accountEmails: visitors.accounts.map((account) => account.email),
        rules: [
          { scope: 'variant', targetId: desk.productId, compute: 'fixed', fixedPrice },
          ...visitors.rules,
        ],
      },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const after = await quote(first);
    expect(after).not.toBe(before);
    for (const other of others)
      await expect.poll(() => quote(other), { timeout: 3_000, interval: 100 }).toBe(after);
  });
});
