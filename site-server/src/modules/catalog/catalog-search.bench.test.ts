import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopListQuery } from '../../../../shared/contracts/shop';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { catalogRenderers } from './catalog.render';
import { CatalogService, type CatalogContext } from './catalog.service';
import { ProductCategory } from './product-category.entity';
import { ProductTemplate } from './product-template.entity';
import { searchWords, templateSearchText } from './search-text';

const words = [
  'oak',
  'walnut',
  'steel',
  'desk',
  'chair',
  'lamp',
  'shelf',
  'table',
  'stool',
  'cabinet',
  'élégant',
  'bureau',
];
const BENCH_CATEGORIES = 20;
let server: TestServer;

/**
 * A bench catalogue: `count` published templates with generated names and prices, each in one of
 * 20 categories (slugs bench-0 … bench-19), inserted in batches (the index follows by its triggers).
 */
export async function fillBenchCatalog(server: TestServer, count: number) {
  const categories = await server.dataSource.getRepository(ProductCategory).save(
    Array.from({ length: BENCH_CATEGORIES }, (_, n) => ({
      name: { en_US: `Bench ${n}` },
      slug: `bench-${n}`,
      parentId: null,
    })),
  );
  const repository = server.dataSource.getRepository(ProductTemplate);
  for (let start = 0; start < count; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const name = { en_US: `${words[i % 12]} ${words[(i * 7) % 12]} ${i}` };
      rows.push({
        name,
        description: {},
        slug: `p-${i}`,
        price: 100 + ((i * 7919) % 100_000),
        listPrice: 100 + ((i * 7919) % 100_000),
        published: true,
        sequence: 1 + ((i * 31) % 1000),
        searchText: templateSearchText(name, {}),
        sortName: name.en_US,
      });
    }
    const inserted = await repository.createQueryBuilder().insert().values(rows).execute();
    const ids = inserted.identifiers.map((identifier) => Number(identifier.id));
    await server.dataSource
      .createQueryBuilder()
      .insert()
      .into('product_template_public_category')
      .values(ids.map((id) => ({ templateId: id, categoryId: categories[id % BENCH_CATEGORIES]!.id })))
      .execute();
  }
}

/** How many generated names hold every word of `query` as a prefix of one of their words. */
function generatedMatches(count: number, query: string): number {
  const wanted = searchWords(query);
  let matches = 0;
  for (let i = 0; i < count; i++) {
    const tokens = searchWords(`${words[i % 12]} ${words[(i * 7) % 12]} ${i}`);
    if (wanted.every((word) => tokens.some((token) => token.startsWith(word)))) matches += 1;
  }
  return matches;
}

/**
 * Medians of `rounds` timed calls of `run` (after one untimed call): wall-clock time, and the CPU
 * time this process spent (SQLite runs in process, so on an idle machine both are the same; on a
 * machine shared with other work the CPU time is what our code costs, the wall clock also waits).
 */
async function medianMs(run: () => Promise<unknown>, rounds = 21): Promise<{ wall: number; cpu: number }> {
  await run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    await run();
    const spent = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const median = (list: number[]) => Number(list.sort((a, b) => a - b)[Math.floor(rounds / 2)]!.toFixed(2));
  return { wall: median(wall), cpu: median(cpu) };
}

// Opt-in (it fills 100,000 products, about a minute): CATALOG_BENCH=1 npx vitest run <this file>.
// Issue 4's budget: a product search under 10 ms in process at 100,000 products. Checked on the
// CPU time of the call (see medianMs); the wall clock is printed beside it, with the load average.
describe.skipIf(!process.env.CATALOG_BENCH)('catalog search at 100,000 products', () => {
  const catalog = new CatalogService({
    dialect: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
    renderers: catalogRenderers,
  });
  const shopper = (): CatalogContext => ({
    user: null,
    lang: 'en_US',
    ip: null,
    em: server.dataSource.manager,
  });

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    await fillBenchCatalog(server, 100_000);
  }, 300_000);
  afterAll(() => server?.close());

  it('searches in under 10 ms (median in process), counting every match', async () => {
    const em = server.dataSource.manager;
    const medians: Record<string, { wall: number; cpu: number }> = {};
    for (const query of ['oak', 'eleg', 'desk walnut', 'cab', 'stool 99', 'zzz'])
      medians[query] = await medianMs(() => catalog.search(em, query));
    console.log('catalog.search medians (ms) at 100,000 products:', medians, 'load', os.loadavg());
    // The counts are exact: each is what the generated names say.
    for (const query of ['oak', 'eleg', 'desk walnut', 'stool 99'])
      expect({ query, total: (await catalog.search(em, query)).total }).toEqual({
        query,
        total: generatedMatches(100_000, query),
      });
    expect((await catalog.search(em, 'ELEG')).ids).toHaveLength(20);
    for (const [query, median] of Object.entries(medians))
      expect({ query, under10: median.cpu < 10 }).toEqual({ query, under10: true });
  }, 120_000);

  it('lists /shop pages with a search or a category in under 10 ms (median), other sorts under 25 ms', async () => {
    // The budget's cases: a search or a category in the default (featured) order.
    const budget: Record<string, ShopListQuery> = {
      'search oak': { search: 'oak' },
      'search cab, category': { search: 'cab', categorySlug: 'bench-4' },
      'category, page 50': { categorySlug: 'bench-7', page: 50 },
      'search stool 99, price up': { search: 'stool 99', sort: 'price_asc' },
      'no filter, featured': {},
    };
    // Other sorts of broad words read every match once (8,000 to 17,000 here): checked against 25 ms.
    const broadSorts: Record<string, ShopListQuery> = {
      'search oak, price up': { search: 'oak', sort: 'price_asc' },
      'search oak, price down': { search: 'oak', sort: 'price_desc' },
      'search eleg, name': { search: 'eleg', sort: 'name' },
      'search cab, newest': { search: 'cab', sort: 'newest' },
    };
    const listings = { ...budget, ...broadSorts };
    const medians: Record<string, { wall: number; cpu: number }> = {};
    for (const [label, query] of Object.entries(listings))
      medians[label] = await medianMs(() => catalog.list(shopper(), query));
    console.log('catalog.list medians (ms) at 100,000 products:', medians, 'load', os.loadavg());
    const page = await catalog.list(shopper(), listings['search cab, category']!);
    expect(page.products).toHaveLength(20);
    expect(page.total).toBe(1_667); // ids ≡ 4 (mod 12) and ≡ 4 (mod 20): every 60th
    expect((await catalog.list(shopper(), listings['category, page 50']!)).products).toHaveLength(20);
    for (const [label, median] of Object.entries(medians))
      expect({ label, withinBudget: median.cpu < (label in budget ? 10 : 25) }).toEqual({
        label,
        withinBudget: true,
      });
  }, 120_000);
});
