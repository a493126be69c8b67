import type { EntityManager } from 'typeorm';
import type { PriceFilterView, ShopListQuery } from '../../../../shared/catalog/contract';
import { minorUnitDigits } from '../../../../shared/money';
import type { CatalogPricer } from './catalog-pricing';
import { ProductTemplate } from './product-template.entity';

/** A rate precise enough for prices: the pricer's conversion of a large amount. */
const RATE_BASE = 100_000_000;

/**
 * The listing's price range (the shop's price range slider, SPEC §2): the lowest and highest
 * catalogue price of the products shown (read on the price index), in the visitor's currency; and
 * the chosen bounds (min_price, max_price, decimals of that currency) back in the shop's currency,
 * where the filter compares them with each product's catalogue price. Null when nothing is for sale.
 */
export async function priceFilterOf(
  em: EntityManager,
  pricer: CatalogPricer,
  input: Pick<ShopListQuery, 'minPrice' | 'maxPrice'>,
  publishedOnly: boolean,
): Promise<{ view: PriceFilterView; shopRange: { min: number; max: number } | null } | null> {
  // The cheapest and the dearest, each one step down the price index (no scan of the catalogue).
  const edge = (direction: 'ASC' | 'DESC') => {
    const query = em
      .getRepository(ProductTemplate)
      .createQueryBuilder('t')
      .select('t.price', 'price')
      .addSelect('t.currency', 'currency')
      .where('t.active = :active', { active: true });
    if (publishedOnly) query.andWhere('t.published = :published', { published: true });
    return query.orderBy('t.price', direction).limit(1).getRawOne<{ price: number; currency: string }>();
  };
  const [cheapest, dearest] = await Promise.all([edge('ASC'), edge('DESC')]);
  if (!cheapest || !dearest) return null;
  const row = { low: Number(cheapest.price), high: Number(dearest.price), currency: cheapest.currency };
  const rate = pricer.fromShopCurrency(RATE_BASE) / RATE_BASE || 1;
  const currency = pricer.quote({
    templateId: 0,
    variantId: null,
    categoryIds: [],
    price: 0,
    listPrice: 0,
    currency: row.currency,
    quantity: 1,
  }).currency;
  const unit = 10 ** minorUnitDigits(currency);
  // Whole units of the visitor's currency: the slider's steps.
  const min = Math.floor((Number(row.low) * rate) / unit) * unit;
  const max = Math.ceil((Number(row.high) * rate) / unit) * unit;
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  const from = input.minPrice === undefined ? min : clamp(Math.round(input.minPrice * unit));
  const to = input.maxPrice === undefined ? max : clamp(Math.round(input.maxPrice * unit));
  const chosen = input.minPrice !== undefined || input.maxPrice !== undefined;
  const [low, high] = from <= to ? [from, to] : [to, from];
  return {
    view: { currency, min, max, from: low, to: high },
    shopRange: chosen ? { min: Math.floor(low / rate), max: Math.ceil(high / rate) } : null,
  };
}
