/**
 * The shop listing's price sorts and price range go by the visitor's list price (issue 25 item 14, as
 * Odoo's filter does): the price each card shows. Checked against the cards themselves, for every
 * search × category × price sort and several ranges, on both ways of sorting (few matches read and
 * sorted, many walked on the index), with a price list whose rules reorder the products: a product's
 * fixed price, a category's discount, a rule for all that rounds, rules that do not apply to one unit
 * now. Runs on both databases (npm run test:pg -- site-server/src/features/catalog).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ShopListQuery } from '../../../../shared/catalog/contract';
import {
  ownCurrency,
  RuleIndex,
  type CurrencyRate,
  type PriceRule,
} from '../../../../shared/pricelists/pricing';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { Pricer, type CompiledPricelist, type PricelistSnapshot } from '../pricelists/pricelist-book';
import { catalogRenderers } from './catalog.render';
import { CatalogService, type CatalogContext } from './catalog.service';
import { ProductCategory } from './product-category.entity';
import { ProductTemplate } from './product-template.entity';
import { templateSearchText } from './search-text';

let server: TestServer;
const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const sortsMatches = new CatalogService({ dialect, renderers: catalogRenderers });
const walksIndex = new CatalogService({ dialect, renderers: catalogRenderers, fewMatches: 0 });

const euro: CurrencyRate = { code: 'EUR', rate: 920_000, rounding: 1 };

/** A price list in euros with `rules`, as the pricelists feature compiles one. */
function pricerOf(rules: Array<Partial<PriceRule> & Pick<PriceRule, 'scope' | 'compute'>>): Pricer {
  const shop = ownCurrency('USD');
  const pricelist: CompiledPricelist = {
    id: 1,
    name: 'Test',
    currency: euro,
    isDefault: true,
    selectable: false,
    currencyPublished: true,
    countryCodes: new Set(),
    code: '',
    accountIds: new Set(),
    sequence: 1,
    rules: new RuleIndex(
      rules.map((rule, index) => ({
        id: index + 1,
        targetId: null,
        minQuantity: 0,
        start: null,
        end: null,
        fixedPrice: 0,
        discount: 0,
        surcharge: 0,
        roundTo: 0,
        ...rule,
      })),
    ),
  };
  const snapshot: PricelistSnapshot = {
    shopCurrency: shop,
    rates: new Map([
      ['USD', shop],
      ['EUR', euro],
    ]),
    pricelists: [pricelist],
    byId: new Map([[1, pricelist]]),
  };
  return new Pricer(snapshot, pricelist);
}

const context = (pricer: Pricer): CatalogContext => ({
  user: null,
  lang: 'en_US',
  ip: null,
  em: server.dataSource.manager,
  pricer,
});

/** Every card of a listing, all pages. */
async function allCards(catalog: CatalogService, ctx: CatalogContext, query: ShopListQuery) {
  const cards: ProductCard[] = [];
  for (let page = 1; page <= 30; page++) {
    const view = await catalog.list(ctx, { ...query, page });
    cards.push(...view.products);
    if (cards.length >= view.total) return { cards, view };
  }
  throw new Error('Too many pages');
}

let catalogue: Map<number, number>;

/** The order the price sorts promise: the card's price, then the catalogue price, then newest first. */
function sortedByCard(cards: ProductCard[], sort: 'price_asc' | 'price_desc'): number[] {
  const sign = sort === 'price_desc' ? -1 : 1;
  return [...cards]
    .sort(
      (a, b) =>
        sign * (a.price.amount - b.price.amount) ||
        sign * (catalogue.get(a.templateId)! - catalogue.get(b.templateId)!) ||
        b.templateId - a.templateId,
    )
    .map((card) => card.templateId);
}

/** More products than the demo's, so the price sorts have pages deep into the list: "Stock chair n". */
let extra: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const rows = Array.from({ length: 80 }, (_, n) => {
    const name = { en_US: `Stock chair ${n}` };
    // Prices that repeat (ties) and spread over the demo's.
    const price = 1_000 + ((n * 7_919) % 60) * 1_500;
    return {
      name,
      description: {},
      slug: `stock-chair-${n}`,
      price,
      listPrice: price,
      published: n % 13 !== 0,
      sequence: 5 + (n % 7),
      searchText: templateSearchText(name, {}),
      sortName: name.en_US.toLowerCase(),
    };
  });
  const inserted = await server.dataSource
    .getRepository(ProductTemplate)
    .createQueryBuilder()
    .insert()
    .values(rows)
    .execute();
  extra = inserted.identifiers.map((identifier) => Number(identifier.id));
  const chairs = await server.dataSource.getRepository(ProductCategory).findOneByOrFail({ slug: 'chairs' });
  await server.dataSource
    .createQueryBuilder()
    .insert()
    .into('product_template_public_category')
    .values(extra.filter((_, n) => n % 4 === 0).map((templateId) => ({ templateId, categoryId: chairs.id })))
    .execute();
  const templates = await server.dataSource.getRepository(ProductTemplate).find();
  catalogue = new Map(templates.map((template) => [template.id, template.price]));
}, 60_000);
afterAll(() => server?.close());

/** The demo's cheapest and dearest published products, and its chairs category. */
async function landmarks() {
  const published = (await server.dataSource.getRepository(ProductTemplate).find()).filter(
    (template) => template.published && template.active,
  );
  published.sort((a, b) => a.price - b.price);
  const chairs = await server.dataSource.getRepository(ProductCategory).findOneByOrFail({ slug: 'chairs' });
  return { cheapest: published[0]!, dearest: published.at(-1)!, middle: published[10]!, chairs };
}

describe('the listing by list price', () => {
  it('sorts and filters by the card price when rules reorder the products', async () => {
    const { cheapest, dearest, middle, chairs } = await landmarks();
    const pricer = pricerOf([
      // The cheapest becomes the dearest, the dearest the cheapest.
      { scope: 'product', targetId: cheapest.id, compute: 'fixed', fixedPrice: 9_999_900 },
      { scope: 'product', targetId: dearest.id, compute: 'fixed', fixedPrice: 100 },
      // Chairs half price; everything else 10 % off plus 0.50, rounded to whole euros (ties).
      { scope: 'category', targetId: chairs.id, compute: 'percentage', discount: 5000 },
      { scope: 'all', compute: 'formula', discount: 1000, surcharge: 50, roundTo: 100 },
      // Sales on a dozen of the stock chairs, some cheaper, some dearer than their catalogue price.
      ...extra
        .filter((_, n) => n % 7 === 3)
        .map((targetId, n) => ({
          scope: 'product' as const,
          targetId,
          compute: 'fixed' as const,
          fixedPrice: 500 + ((n * 3_001) % 90) * 1_000,
        })),
      // Rules that do not price one unit now.
      { scope: 'product', targetId: middle.id, compute: 'fixed', fixedPrice: 1, minQuantity: 10 },
      { scope: 'product', targetId: middle.id, compute: 'fixed', fixedPrice: 1, end: Date.now() - 60_000 },
    ]);
    // The rules for ten units and the ended sale are not the middle product's own rule for one unit now.
    const targets = pricer.ownRuleTargets();
    expect(targets.templateIds).toHaveLength(2 + extra.filter((_, n) => n % 7 === 3).length);
    expect(targets.templateIds).not.toContain(middle.id);
    expect(targets.categoryIds).toEqual([chairs.id]);
    const ctx = context(pricer);
    let compared = 0;
    for (const search of ['', 'desk', 'ch', 'stock'])
      for (const categorySlug of [undefined, 'furniture', 'chairs']) {
        const everything = await allCards(sortsMatches, ctx, { search, categorySlug, sort: 'featured' });
        const prices = everything.cards.map((card) => Math.round(card.price.amount * 100));
        const ranges: Array<[number, number] | null> = [null];
        if (prices.length > 2) {
          const sorted = [...prices].sort((a, b) => a - b);
          ranges.push([sorted[1]!, sorted.at(-2)!], [0, sorted[Math.floor(sorted.length / 2)]!]);
        }
        for (const range of ranges)
          for (const sort of ['price_asc', 'price_desc', 'featured'] as const) {
            const query: ShopListQuery = {
              search,
              categorySlug,
              sort,
              ...(range ? { minPrice: range[0] / 100, maxPrice: range[1] / 100 } : {}),
            };
            const inRange = everything.cards.filter(
              (card) =>
                !range ||
                (Math.round(card.price.amount * 100) >= range[0] &&
                  Math.round(card.price.amount * 100) <= range[1]),
            );
            const expected =
              sort === 'featured'
                ? everything.cards
                    .map((card) => card.templateId)
                    .filter((id) => inRange.some((c) => c.templateId === id))
                : sortedByCard(inRange, sort);
            for (const catalog of [sortsMatches, walksIndex]) {
              const { cards, view } = await allCards(catalog, ctx, query);
              expect({ query, ids: cards.map((card) => card.templateId), total: view.total }).toEqual({
                query,
                ids: expected,
                total: expected.length,
              });
              compared += 1;
            }
          }
      }
    expect(compared).toBeGreaterThan(50);
  });

  it('spans the slider from the cheapest to the dearest card, in the list’s currency', async () => {
    const { cheapest, dearest } = await landmarks();
    const pricer = pricerOf([
      { scope: 'product', targetId: cheapest.id, compute: 'fixed', fixedPrice: 9_999_900 },
      { scope: 'product', targetId: dearest.id, compute: 'fixed', fixedPrice: 100 },
    ]);
    const { cards, view } = await allCards(sortsMatches, context(pricer), { sort: 'featured' });
    const amounts = cards.map((card) => Math.round(card.price.amount * 100));
    expect(view.priceFilter).toEqual({
      currency: 'EUR',
      min: Math.floor(Math.min(...amounts) / 100) * 100,
      max: Math.ceil(Math.max(...amounts) / 100) * 100,
      from: Math.floor(Math.min(...amounts) / 100) * 100,
      to: Math.ceil(Math.max(...amounts) / 100) * 100,
    });
    expect(view.priceFilter!.min).toBe(100);
    expect(view.priceFilter!.max).toBe(9_999_900);
  });

  it('takes a range of list prices exactly when one rule prices everything (whole euros)', async () => {
    const pricer = pricerOf([{ scope: 'all', compute: 'formula', roundTo: 100 }]);
    expect(pricer.ownRuleTargets()).toEqual({ templateIds: [], categoryIds: [] });
    const ctx = context(pricer);
    const { cards } = await allCards(sortsMatches, ctx, { sort: 'price_asc' });
    const amounts = cards.map((card) => Math.round(card.price.amount * 100));
    // A range whose ends are list prices of products: both are in, what rounds just outside is not.
    const [lo, hi] = [amounts[2]!, amounts.at(-3)!];
    for (const catalog of [sortsMatches, walksIndex]) {
      const { cards: inRange } = await allCards(catalog, ctx, {
        sort: 'price_asc',
        minPrice: lo / 100,
        maxPrice: hi / 100,
      });
      expect(inRange.map((card) => card.templateId)).toEqual(
        cards
          .filter((_card, index) => amounts[index]! >= lo && amounts[index]! <= hi)
          .map((card) => card.templateId),
      );
    }
  });
});
