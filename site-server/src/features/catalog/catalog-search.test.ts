import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSort } from '../../../../shared/catalog/contract';
import { shopSorts } from '../../../../shared/catalog/contract';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { catalogRenderers } from './catalog.render';
import { CatalogService, type CatalogContext } from './catalog.service';
import { ProductCategory } from './product-category.entity';
import { ProductTemplate } from './product-template.entity';
import { searchWords } from './search-text';

let server: TestServer;
const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
// The same service twice: sorted searches read the matches (few) or walk the sort's index (many).
const sortsMatches = new CatalogService({ dialect, renderers: catalogRenderers });
const walksIndex = new CatalogService({ dialect, renderers: catalogRenderers, fewMatches: 0 });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const shopper = (): CatalogContext => ({
  user: null,
  lang: 'en_US',
  ip: null,
  em: server.dataSource.manager,
});
const manager = (): CatalogContext => ({
  user: { id: 1, name: 'Manager', email: 'm@example.com', role: 'shop_manager', companyId: 1, lang: 'en_US' },
  lang: 'en_US',
  ip: null,
  em: server.dataSource.manager,
});

/** What the listing must answer, worked out here from every template row (the model, not the index). */
async function expectedIds(
  query: { search?: string; categorySlug?: string; sort: ShopSort },
  seesUnpublished = false,
): Promise<number[]> {
  const em = server.dataSource.manager;
  const templates = await em.getRepository(ProductTemplate).find({ relations: { categories: true } });
  const categories = await em.getRepository(ProductCategory).find();
  let inCategory: Set<number> | null = null;
  if (query.categorySlug) {
    const root = categories.find((category) => category.slug === query.categorySlug);
    inCategory = new Set(root ? [root.id] : []);
    for (let grew = true; grew;) {
      grew = false;
      for (const category of categories)
        if (category.parentId !== null && inCategory.has(category.parentId) && !inCategory.has(category.id)) {
          inCategory.add(category.id);
          grew = true;
        }
    }
  }
  const words = searchWords(query.search ?? '');
  const matching = templates.filter((template) => {
    if (!template.active || (!seesUnpublished && !template.published)) return false;
    if (inCategory && !(template.categories ?? []).some((category) => inCategory.has(category.id)))
      return false;
    const tokens = template.searchText.split(/[^\p{L}\p{N}]+/u);
    return words.every((word) => tokens.some((token) => token.startsWith(word)));
  });
  const key: Record<ShopSort, (t: ProductTemplate) => Array<number | string>> = {
    featured: (t) => [t.published ? 0 : 1, t.sequence],
    newest: (t) => [-new Date(t.created).getTime()],
    name: (t) => [t.sortName],
    price_asc: (t) => [t.price],
    price_desc: (t) => [-t.price],
    rating: (t) => [-t.ratingAverage, -t.ratingCount],
  };
  const compare = (a: ProductTemplate, b: ProductTemplate) => {
    const [ka, kb] = [key[query.sort](a), key[query.sort](b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
    return b.id - a.id;
  };
  return matching.sort(compare).map((template) => template.id);
}

async function listedIds(
  catalog: CatalogService,
  ctx: CatalogContext,
  query: { search?: string; categorySlug?: string; sort: ShopSort },
) {
  const first = await catalog.list(ctx, { ...query, page: 1 });
  const second = await catalog.list(ctx, { ...query, page: 2 });
  expect(second.total).toBe(first.total);
  const ids = [...first.products, ...second.products].map((card) => card.templateId);
  return { ids, total: first.total };
}

describe('the shop listing', () => {
  const searches = ['', 'desk', 'ch', 'cabinet oak', 'zzz'];
  const categories = [undefined, 'furniture', 'chairs'];

  it('answers every search, category and sort as the rows say, on both ways of sorting', async () => {
    let compared = 0;
    for (const search of searches)
      for (const categorySlug of categories)
        for (const sort of shopSorts) {
          const query = { search, categorySlug, sort };
          const expected = await expectedIds(query);
          for (const catalog of [sortsMatches, walksIndex]) {
            const { ids, total } = await listedIds(catalog, shopper(), query);
            expect({ query, ids, total }).toEqual({
              query,
              ids: expected.slice(0, 40),
              total: expected.length,
            });
            compared += 1;
          }
        }
    expect(compared).toBe(searches.length * categories.length * shopSorts.length * 2);
  });

  it('keeps the index in step with publishing, sequence, categories and archiving', async () => {
    const em = server.dataSource.manager;
    const repository = em.getRepository(ProductTemplate);
    const lamp = (await repository.find()).find((template) => template.name.en_US === 'Desk Lamp LED')!;
    const ids = async (ctx: CatalogContext, query: { search?: string; categorySlug?: string }) =>
      (await sortsMatches.list(ctx, { ...query, sort: 'featured' })).products.map((card) => card.templateId);

    // Unpublished: gone from the shop, still found by shop managers (after the published ones).
    await repository.update({ id: lamp.id }, { published: false });
    expect(await ids(shopper(), { search: 'lamp' })).not.toContain(lamp.id);
    expect(await ids(manager(), { search: 'lamp' })).toContain(lamp.id);
    expect(await listedIds(sortsMatches, manager(), { search: 'desk', sort: 'featured' })).toEqual({
      ids: (await expectedIds({ search: 'desk', sort: 'featured' }, true)).slice(0, 40),
      total: (await expectedIds({ search: 'desk', sort: 'featured' }, true)).length,
    });
    await repository.update({ id: lamp.id }, { published: true });
    expect(await ids(shopper(), { search: 'lamp' })).toContain(lamp.id);

    // A lower sequence puts it first in the featured order.
    await repository.update({ id: lamp.id }, { sequence: -5 });
    expect((await ids(shopper(), { search: 'desk' }))[0]).toBe(lamp.id);

    // Put into a category and taken out again.
    const chairs = await em.getRepository(ProductCategory).findOneByOrFail({ slug: 'chairs' });
    const relation = em.createQueryBuilder().relation(ProductTemplate, 'categories').of(lamp.id);
    expect(await ids(shopper(), { categorySlug: 'chairs' })).not.toContain(lamp.id);
    await relation.add(chairs.id);
    expect((await ids(shopper(), { categorySlug: 'chairs' }))[0]).toBe(lamp.id);
    expect(await ids(shopper(), { categorySlug: 'chairs', search: 'led' })).toEqual([lamp.id]);
    await relation.remove(chairs.id);
    expect(await ids(shopper(), { categorySlug: 'chairs' })).not.toContain(lamp.id);

    // A new name is searchable at once; archived templates are gone even for shop managers.
    const renamed = await repository.findOneByOrFail({ id: lamp.id });
    renamed.name = { ...renamed.name, en_US: 'Reading Lamp Quokka' };
    await repository.save(renamed);
    expect(await ids(shopper(), { search: 'quok' })).toEqual([lamp.id]);
    await repository.update({ id: lamp.id }, { active: false });
    expect(await ids(manager(), { search: 'quok' })).toEqual([]);
    await repository.update({ id: lamp.id }, { active: true });
    expect(await ids(shopper(), { search: 'quok' })).toEqual([lamp.id]);
    await repository.delete({ id: lamp.id });
    expect(await ids(manager(), { search: 'quok' })).toEqual([]);
  });
});
