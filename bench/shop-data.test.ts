// The `shop` bench dataset writes rows the catalog module reads: real migrations, then the shop's own
// search (CatalogService, whatever its index looks like) finds them.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogRenderers } from '../site-server/src/features/catalog/catalog.render';
import { CatalogService } from '../site-server/src/features/catalog/catalog.service';
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
      // The index triggers kept the shop's search in step: the 1,000th product is found by its name.
      const catalog = new CatalogService({ dialect: 'sqlite', renderers: catalogRenderers });
      const name = benchProductName(999);
      const found = await catalog.search(server.dataSource.manager, name, 5);
      expect(found.total).toBe(1);
      const [id] = found.ids;
      expect(db.prepare('SELECT name FROM product_template WHERE id = ?').get(id)).toEqual({
        name: JSON.stringify({ en_US: name }),
      });
      // The shop's listing of one category (its index tags) holds that category's share of them.
      const visitor = { user: null, lang: 'en_US', ip: null, em: server.dataSource.manager };
      const office = await catalog.list(visitor, { categorySlug: 'bench-office-stools' });
      expect(office.total).toBe(1_200 / 20);
      expect(office.products).toHaveLength(office.pageSize);
      // Two words of it find the few products with both.
      const [, material, noun] = name.split(' ');
      expect((await catalog.search(server.dataSource.manager, `${material} ${noun}`)).total).toBeGreaterThan(
        0,
      );
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
