import type { EntityManager } from 'typeorm';
import type { ShopSort } from '../../../../shared/catalog/contract';
import type { Quote } from '../../../../shared/pricelists/pricing';
import type { CatalogPricer } from './catalog-pricing';
import type { CatalogReads } from './catalog-reads';
import { categoryTree } from './listing-filters';

/** Integer ids or amounts written into SQL (no limit on the number of parameters); anything else is refused. */
export function integersSql(values: readonly number[]): string {
  return values
    .map((value) => {
      if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
      return String(value);
    })
    .join(', ');
}

/**
 * Which products a listing's price range lets through (on `product_template "t"`): those priced by no
 * rule of their own whose catalogue price is in `range`, and of the others those listed in `plus`.
 */
export interface PriceCondition {
  /** Catalogue prices (minor units of the shop's currency); null: none of those products. */
  range: { min: number; max: number } | null;
  /** The products with a rule of their own: never let through by `range`. */
  except: readonly number[];
  /** The products with a rule of their own that are let through. */
  plus: readonly number[];
}

export function priceConditionSql(condition: PriceCondition): string {
  const parts: string[] = [];
  if (condition.range) {
    const { min, max } = condition.range;
    parts.push(
      `("t"."price" BETWEEN ${integersSql([min])} AND ${integersSql([max])}${
        condition.except.length ? ` AND "t"."id" NOT IN (${integersSql(condition.except)})` : ''
      })`,
    );
  }
  if (condition.plus.length) parts.push(`"t"."id" IN (${integersSql(condition.plus)})`);
  return parts.length ? `(${parts.join(' OR ')})` : '1 = 0';
}

/** A product as sorted by list price: its catalogue price, then its id, break ties. */
interface PricedId {
  id: number;
  price: number;
  listPrice: number;
}

/** The order of the price sorts: list price, then catalogue price, then the newest first. */
function compareByListPrice(a: PricedId, b: PricedId, descending: boolean): number {
  const sign = descending ? -1 : 1;
  return sign * (a.listPrice - b.listPrice) || sign * (a.price - b.price) || b.id - a.id;
}

/**
 * The listing's own reads with its filter: one page in the order of `sort` (its price condition
 * replaced by `price`), and which of a few products it lets through.
 */
export interface ListingFinder {
  page(
    price: PriceCondition | null,
    sort: ShopSort,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }>;
  among(ids: readonly number[]): Promise<number[]>;
}

/**
 * The visitor's list prices as the shop listing sorts and filters by them (as Odoo's price filter
 * does): the price of one unit now, as the cards show it. A product without a rule of its own is
 * priced by the list's rules for all, one function of its catalogue price that never goes down when
 * the catalogue price goes up: the catalogue price's index keeps their order, and a range of list
 * prices is a range of catalogue prices. The products with a rule of their own (a product's sale, a
 * category's discount) are priced one by one and merged in (docs/shop.md, "Prices in the listing").
 */
export class ListingPrices {
  private constructor(
    private readonly pricer: CatalogPricer,
    /** Active products (published ones, for shoppers) with a rule of their own, by template id. */
    readonly ownRule: ReadonlyMap<number, PricedId>,
    /** The currency of their list prices (null: there are none). */
    readonly currency: string | null = null,
  ) {}

  static async of(
    em: EntityManager,
    reads: CatalogReads,
    pricer: CatalogPricer,
    publishedOnly: boolean,
  ): Promise<ListingPrices> {
    const targets = pricer.ownRuleTargets();
    if (targets.templateIds.length === 0 && targets.categoryIds.length === 0)
      return new ListingPrices(pricer, new Map());
    // A category's rule prices the products of its descendants too (their nearest rule wins).
    const { descendants } = await categoryTree(reads, em, 'en_US');
    const inRuleCategories = new Set(targets.categoryIds.flatMap((id) => descendants(id)));
    const inCategories = inRuleCategories.size
      ? await em.query<Array<{ templateId: number | string }>>(
          `SELECT DISTINCT "templateId" FROM "product_template_public_category" WHERE "categoryId" IN (${integersSql([...inRuleCategories])})`,
        )
      : [];
    const candidates = [
      ...new Set([...targets.templateIds, ...inCategories.map((row) => Number(row.templateId))]),
    ];
    // Looked up by id (on SQLite the unary + keeps the planner off the flags' indexes).
    const flag = (column: string) =>
      reads.options.dialect === 'sqlite' ? `+"t"."${column}" = 1` : `"t"."${column}"`;
    const rows = candidates.length
      ? await em.query<
          Array<{ id: number; price: number | string; listPrice: number | string; currency: string }>
        >(
          `SELECT "t"."id", "t"."price", "t"."listPrice", "t"."currency" FROM "product_template" "t"
           WHERE "t"."id" IN (${integersSql(candidates)}) AND ${flag('active')}${publishedOnly ? ` AND ${flag('published')}` : ''}`,
        )
      : [];
    const ids = rows.map((row) => Number(row.id));
    const chains = new Map<number, number[]>();
    // In slices: the categories are read with one parameter per product.
    for (let from = 0; from < ids.length; from += 5_000)
      for (const [id, chain] of await reads.categoriesOf(em, pricer, ids.slice(from, from + 5_000)))
        chains.set(id, chain);
    const ownRule = new Map<number, PricedId>();
    let currency: string | null = null;
    for (const row of rows) {
      const id = Number(row.id);
      const price = Number(row.price);
      const quoted = pricer.quote({
        templateId: id,
        variantId: null,
        categoryIds: chains.get(id) ?? [],
        price,
        listPrice: Number(row.listPrice),
        currency: row.currency,
        quantity: 1,
      });
      ownRule.set(id, { id, price, listPrice: quoted.price });
      currency = quoted.currency;
    }
    return new ListingPrices(pricer, ownRule, currency);
  }

  /** One unit of a product without a rule of its own whose catalogue price is `price` (of `currency`). */
  general(price: number, currency: string): Quote {
    const item = { templateId: 0, variantId: null, categoryIds: [], listPrice: 0, quantity: 1 };
    return this.pricer.quote({ ...item, price, currency });
  }

  /**
   * The listing's condition for list prices from `lo` to `hi` (minor units of the visitor's currency):
   * the catalogue prices that give them (found by halving, the function never going down), up to
   * `top`, the dearest catalogue price; and the products with a rule of their own priced in them.
   */
  condition(lo: number, hi: number, top: { price: number; currency: string } | null): PriceCondition {
    const listed = (price: number) => this.general(price, top!.currency).price;
    let range: PriceCondition['range'] = null;
    if (top && listed(top.price) >= lo && listed(0) <= hi) {
      // The lowest price listed at lo or more, and the highest listed at hi or less.
      let [low, high] = [0, top.price];
      while (low < high) {
        const middle = Math.floor((low + high) / 2);
        if (listed(middle) >= lo) high = middle;
        else low = middle + 1;
      }
      const min = low;
      [low, high] = [0, top.price];
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (listed(middle) <= hi) low = middle;
        else high = middle - 1;
      }
      if (min <= low) range = { min, max: low };
    }
    const plus = [...this.ownRule.values()]
      .filter((product) => product.listPrice >= lo && product.listPrice <= hi)
      .map((product) => product.id);
    return { range, except: [...this.ownRule.keys()], plus };
  }

  /**
   * A page sorted by list price when some products have a rule of their own. The listing's own order
   * by catalogue price (its fast paths) gives a window of products around the page; those with a rule
   * of their own are taken out of it and put back at their place by list price, with all of them the
   * filter lets through (few: sorted here). `price` is the filter's price condition (null: any price).
   */
  async page(
    em: EntityManager,
    find: ListingFinder,
    price: PriceCondition | null,
    sort: 'price_asc' | 'price_desc',
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    const descending = sort === 'price_desc';
    const ownIds = price ? price.plus : [...this.ownRule.keys()];
    const own = (await find.among(ownIds)).map((id) => this.ownRule.get(id)!);
    // The page's products are at most as many places from their places by catalogue price as there
    // are products with a rule of their own: the window reaches that far on both sides.
    const from = Math.max(0, offset - own.length);
    const found = await find.page(price, sort, from, offset + limit + own.length - from);
    const rows = found.ids.length
      ? await em.query<Array<{ id: number; price: number | string; currency: string }>>(
          `SELECT "id", "price", "currency" FROM "product_template" WHERE "id" IN (${integersSql(found.ids)})`,
        )
      : [];
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const inOrder = found.ids.map((id) => ({ id, price: Number(byId.get(id)!.price) }));
    // The catalogue price's order (the listing's), and how many of the own come before the window.
    const byCatalogue = (a: { id: number; price: number }, b: { id: number; price: number }) =>
      (descending ? b.price - a.price : a.price - b.price) || b.id - a.id;
    const before = inOrder.length ? own.filter((item) => byCatalogue(item, inOrder[0]!) < 0).length : 0;
    // Their list prices are worked out when the merge looks at them (a few of the window).
    const listed = (amount: number, currency: string) => this.general(amount, currency).price;
    const general = (item: { id: number; price: number }): PricedId => {
      let listPrice: number | undefined;
      const currency = byId.get(item.id)!.currency;
      return {
        ...item,
        get listPrice() {
          return (listPrice ??= listed(item.price, currency));
        },
      };
    };
    const others = inOrder.filter((item) => !this.ownRule.has(item.id)).map(general);
    const compare = (a: PricedId, b: PricedId) => compareByListPrice(a, b, descending);
    return {
      ids: mergePage(others, from - before, own.sort(compare), offset, limit, compare),
      total: found.total,
    };
  }
}

/**
 * The ids at places offset..offset+limit of the merge of two sorted lists: `window`, the others from
 * place `start` of their order (to the page's end at least, or their last), and `own`, all of the
 * rest; `start` is at most offset − own.length (or 0), so no place of the page comes before `window`.
 */
export function mergePage(
  window: readonly PricedId[],
  start: number,
  own: readonly PricedId[],
  offset: number,
  limit: number,
  compare: (a: PricedId, b: PricedId) => number,
): number[] {
  if (window.length === 0) return start === 0 ? own.slice(offset, offset + limit).map((item) => item.id) : [];
  /** How many of the own come before `item` (halving: they are sorted). */
  const ownBefore = (item: PricedId) => {
    let [low, high] = [0, own.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(own[middle]!, item) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  // The window's first product at the page or after it, by halving (their places only grow); the
  // merge starts one before it, so the own products just before the page's first are placed too.
  let [low, high] = [0, window.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (start + middle + ownBefore(window[middle]!) < offset) low = middle + 1;
    else high = middle;
  }
  let taken = Math.max(0, low - 1);
  let next = taken === 0 && start === 0 ? 0 : ownBefore(window[taken]!);
  let place = start + taken + next;
  const ids: number[] = [];
  while (place < offset + limit && (taken < window.length || next < own.length)) {
    const fromOwn = next < own.length && (taken === window.length || compare(own[next]!, window[taken]!) < 0);
    const item = fromOwn ? own[next++]! : window[taken++]!;
    if (place >= offset) ids.push(item.id);
    place += 1;
  }
  return ids;
}
