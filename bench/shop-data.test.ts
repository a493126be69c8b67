// The `shop` bench dataset writes rows the catalog module reads: real migrations, then the shop's own
// listing and search through the running app (S1's CatalogService behind /shop).
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../site-server/src/testing/test-server';
import { benchProductName, fillShopCatalogue, sqliteFileOf } from './shop-data.mjs';

describe('the shop bench dataset', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('adds published products with their variants, each found by the full-text index', async () => {
    const file = sqliteFileOf(server.config.dataDir);
    const made = await fillShopCatalogue(file, { templates: 1_200, variantsPerTemplate: 3, chunkSize: 500 });
    expect(made).toMatchObject({ templates: 1_200, variants: 3_600 });

    const db = new Database(file, { readonly: true });
    try {
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      expect(
        count(`SELECT count(*) AS n FROM product_template WHERE published = 1 AND slug LIKE '%-oak-%'`),
      ).toBeGreaterThan(0);
      expect(count(`SELECT count(*) AS n FROM product_product WHERE defaultCode LIKE 'BENCH-%'`)).toBe(3_600);
      // Every variant is one value of its template's line (the combination key the configurator reads).
      expect(
        count(`SELECT count(*) AS n FROM product_product p
               JOIN product_template_attribute_value v ON v.id = CAST(p.combinationKey AS INTEGER)
               WHERE p.defaultCode LIKE 'BENCH-%' AND v.templateId = p.templateId`),
      ).toBe(3_600);
      // The triggers kept the index in step: the 1,000th product is found by two words of its name.
      const name = benchProductName(999);
      const [, material, noun] = name.toLowerCase().split(' ');
      const found = db
        .prepare(
          `SELECT t.id FROM product_template_fts f JOIN product_template t ON t.id = f.rowid
           WHERE product_template_fts MATCH ? AND t.name LIKE ?`,
        )
        .all(`"${material}"* AND "${noun}"*`, `%${name}%`);
      expect(found).toHaveLength(1);
    } finally {
      db.close();
    }
  });

  test('stops when it runs out of time instead of running on', async () => {
    await expect(
      fillShopCatalogue(sqliteFileOf(server.config.dataDir), {
        templates: 5_000,
        chunkSize: 100,
        timeLimitMs: 0,
      }),
    ).rejects.toThrow(/more than 0 s/);
  });
});
