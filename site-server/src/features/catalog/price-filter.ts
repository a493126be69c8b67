import type { EntityManager } from 'typeorm';
import type { CatalogCache } from './catalog-cache';
import type { PriceFilterView, ShopListQuery } from '../../../../shared/catalog/contract';
import { minorUnitDigits } from '../../../../shared/money';
import { integersSql, type ListingPrices, type PriceCondition } from './listing-prices';
import { ProductTemplate } from './product-template.entity';

/** The catalogue prices at the two ends of the price index, for the listing's price range. */
export interface PriceEnds {
  cheapest: { price: number | string; currency: string } | undefined;
  dearest: { price: number | string; currency: string } | undefined;
}

/** Price ends between listings, by who sees unpublished products and which products have a rule of their own. */
export type PriceEndsCache = CatalogCache<PriceEnds, string>;

/**
 * The listing's price range (the shop's price range slider, SPEC §2), in the visitor's list prices (as
 * Odoo's filter does): from the cheapest to the dearest product for sale, in whole units of the
 * visitor's currency; the products without a rule of their own by their two ends on the catalogue
 * price's index, those with one by their own prices. The chosen bounds (min_price, max_price, decimals
 * of that currency) become the listing's price condition. Null when nothing is for sale.
 */
export async function priceFilterOf(
  em: EntityManager,
  prices: ListingPrices,
  input: Pick<ShopListQuery, 'minPrice' | 'maxPrice'>,
  publishedOnly: boolean,
  cache?: PriceEndsCache,
): Promise<{ view: PriceFilterView; condition: PriceCondition | null } | null> {
  const own = [...prices.ownRule.keys()];
  // The cheapest and the dearest of the others, each one step down the price index.
  const edge = (direction: 'ASC' | 'DESC') => {
    const query = em
      .getRepository(ProductTemplate)
      .createQueryBuilder('t')
      .select('t.price', 'price')
      .addSelect('t.currency', 'currency')
      .where('t.active = :active', { active: true });
    if (publishedOnly) query.andWhere('t.published = :published', { published: true });
    if (own.length) query.andWhere(`"t"."id" NOT IN (${integersSql(own)})`);
    return query
      .orderBy('t.price', direction)
      .limit(1)
      .getRawOne<{ price: number | string; currency: string }>();
  };
  const read = async (): Promise<PriceEnds> => {
    const [cheapest, dearest] = await Promise.all([edge('ASC'), edge('DESC')]);
    return { cheapest, dearest };
  };
  // Two queries a listing otherwise; only the catalog's writers change them (catalog-cache.ts).
  const { cheapest, dearest } = cache
    ? await cache.get(`${publishedOnly ? 'published' : 'all'}:${own.join(',')}`, read)
    : await read();
  const ends = [cheapest, dearest].flatMap((row) =>
    row ? [prices.general(Number(row.price), row.currency)] : [],
  );
  let low = Infinity;
  let high = -Infinity;
  for (const listPrice of [
    ...ends.map((quoted) => quoted.price),
    ...[...prices.ownRule.values()].map((p) => p.listPrice),
  ]) {
    low = Math.min(low, listPrice);
    high = Math.max(high, listPrice);
  }
  const currency = ends[0]?.currency ?? prices.currency;
  if (low > high || !currency) return null;
  const unit = 10 ** minorUnitDigits(currency);
  // Whole units of the visitor's currency: the slider's steps.
  const min = Math.floor(low / unit) * unit;
  const max = Math.ceil(high / unit) * unit;
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  const from = input.minPrice === undefined ? min : clamp(Math.round(input.minPrice * unit));
  const to = input.maxPrice === undefined ? max : clamp(Math.round(input.maxPrice * unit));
  const chosen = input.minPrice !== undefined || input.maxPrice !== undefined;
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  const top = dearest ? { price: Number(dearest.price), currency: dearest.currency } : null;
  return {
    view: { currency, min, max, from: lo, to: hi },
    condition: chosen ? prices.condition(lo, hi, top) : null,
  };
}
