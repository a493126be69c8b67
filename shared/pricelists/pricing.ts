/**
 * The one pricing function (the catalog issue of pricelists): which rule of a pricelist prices a
 * product, what price it gives, and the conversion between currencies. Pure: the server compiles a
 * pricelist's rules into a `RuleIndex` once per write, then every price of the site and of an order
 * goes through `quote`.
 *
 * Amounts are integers in minor units. Rates and percentages are integers too (rates in millionths,
 * percentages in basis points), so the same input always gives the same cents.
 */
import { minorUnitDigits } from '../money';

/** 100 % in basis points. */
export const FULL_PERCENT = 10_000;
/** A rate of 1, in millionths. */
export const UNIT_RATE = 1_000_000;

/** From the most specific to the least: a variant's rule beats its product's, which beats a category's. */
export const ruleScopes = ['variant', 'product', 'category', 'all'] as const;
export type RuleScope = (typeof ruleScopes)[number];

/** Odoo's compute_price: a fixed price, a percentage off the sales price, or a formula on it. */
export const ruleComputes = ['fixed', 'percentage', 'formula'] as const;
export type RuleCompute = (typeof ruleComputes)[number];

export interface PriceRule {
  id: number;
  scope: RuleScope;
  /** The variant, template or category id; null for 'all'. */
  targetId: number | null;
  /** The line must hold at least this many units (a quantity break). */
  minQuantity: number;
  /** Epoch milliseconds; null: no bound. The end is exclusive. */
  start: number | null;
  end: number | null;
  compute: RuleCompute;
  /** 'fixed': the price, in the pricelist's currency. */
  fixedPrice: number;
  /** 'percentage' and 'formula': basis points off the sales price (negative: a surcharge). */
  discount: number;
  /** 'formula': added after the discount, in the pricelist's currency. */
  surcharge: number;
  /** 'formula': the price rounded to a multiple of this (minor units; 0: not rounded). */
  roundTo: number;
}

/** A currency as prices are converted into it. */
export interface CurrencyRate {
  code: string;
  /** Units of this currency for one unit of the shop's currency, in millionths (0.92 → 920000). */
  rate: number;
  /** Prices end on a multiple of this many minor units (1: the cent; 5: CHF's 0.05). */
  rounding: number;
}

/** What is priced: one variant (or a template's first) at a quantity, in the shop's currency. */
export interface PriceItem {
  templateId: number;
  variantId: number | null;
  /** The product's public categories, nearest first (its own, then their parents). */
  categoryIds: readonly number[];
  /** The sales price with the chosen values' extras, in minor units of `currency`. */
  price: number;
  /** The compare-at price with the same extras (0 or below `price`: none). */
  listPrice: number;
  currency: string;
  quantity: number;
}

/** A price as the shopper sees and pays it, in the pricelist's currency. */
export interface Quote {
  price: number;
  /** What the price is compared with: struck through when it is at least one minor unit above. */
  listPrice: number;
  currency: string;
  /** The rule that priced it, or null (the sales price, converted). */
  ruleId: number | null;
}

/** Half away from zero, for BigInt division. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** `amount` rounded to the nearest multiple of `step` (half away from zero). */
export function roundToStep(amount: number, step: number): number {
  if (step <= 1) return Math.round(amount);
  return Number(divideRounded(BigInt(Math.round(amount)), BigInt(step)) * BigInt(step));
}

/** Minor units of `from` in minor units of `to`, through their rates to the shop's currency. */
export function convert(amount: number, from: CurrencyRate, to: CurrencyRate): number {
  if (from.code === to.code) return amount;
  const numerator = BigInt(Math.round(amount)) * BigInt(to.rate) * 10n ** BigInt(minorUnitDigits(to.code));
  const denominator = BigInt(from.rate) * 10n ** BigInt(minorUnitDigits(from.code));
  return Number(divideRounded(numerator, denominator));
}

/** The shop's own currency: rate 1, rounded to its minor unit. */
export const ownCurrency = (code: string): CurrencyRate => ({ code, rate: UNIT_RATE, rounding: 1 });

const applies = (rule: PriceRule, quantity: number, at: number) =>
  rule.minQuantity <= quantity &&
  (rule.start === null || rule.start <= at) &&
  (rule.end === null || at < rule.end);

/**
 * A pricelist's rules, indexed by what they apply to. Within one scope the rules are kept with the
 * highest minimum quantity first (the break a line reaches), then the newest; so the rule that
 * prices an item is the first that applies in the most specific scope that has one.
 */
export class RuleIndex {
  private readonly byVariant = new Map<number, PriceRule[]>();
  private readonly byTemplate = new Map<number, PriceRule[]>();
  private readonly byCategory = new Map<number, PriceRule[]>();
  private readonly global: PriceRule[] = [];

  constructor(rules: readonly PriceRule[]) {
    const order = (a: PriceRule, b: PriceRule) => b.minQuantity - a.minQuantity || b.id - a.id;
    const add = (map: Map<number, PriceRule[]>, rule: PriceRule) => {
      if (rule.targetId === null) return;
      const list = map.get(rule.targetId) ?? [];
      list.push(rule);
      map.set(rule.targetId, list);
    };
    for (const rule of rules) {
      if (rule.scope === 'variant') add(this.byVariant, rule);
      else if (rule.scope === 'product') add(this.byTemplate, rule);
      else if (rule.scope === 'category') add(this.byCategory, rule);
      else this.global.push(rule);
    }
    for (const map of [this.byVariant, this.byTemplate, this.byCategory])
      for (const list of map.values()) list.sort(order);
    this.global.sort(order);
  }

  /** The rule that prices `item` at the time `at` (epoch ms), or null. */
  ruleFor(item: Pick<PriceItem, 'templateId' | 'variantId' | 'categoryIds' | 'quantity'>, at: number) {
    const first = (list: PriceRule[] | undefined) => list?.find((rule) => applies(rule, item.quantity, at));
    return (
      (item.variantId !== null ? first(this.byVariant.get(item.variantId)) : undefined) ??
      first(this.byTemplate.get(item.templateId)) ??
      item.categoryIds.reduce<PriceRule | undefined>(
        (found, categoryId) => found ?? first(this.byCategory.get(categoryId)),
        undefined,
      ) ??
      first(this.global) ??
      null
    );
  }

  /**
   * The products (template ids) and categories with a rule of their own for `quantity` units at `at`.
   * Every other product is priced by the list's rules for all (or none): one function of its sales
   * price that never goes down when the sales price goes up, which lets a listing sort and filter by
   * list price on the sales price's index (catalog/listing-prices.ts).
   */
  ownRuleTargets(quantity: number, at: number): { templateIds: number[]; categoryIds: number[] } {
    const applying = (map: Map<number, PriceRule[]>) =>
      [...map].filter(([, rules]) => rules.some((rule) => applies(rule, quantity, at))).map(([id]) => id);
    return { templateIds: applying(this.byTemplate), categoryIds: applying(this.byCategory) };
  }

  /** Whether any rule looks at categories (else callers may skip reading them). */
  get usesCategories(): boolean {
    return this.byCategory.size > 0;
  }
}

/** The price a rule gives for `base` (the sales price in the pricelist's currency). */
export function ruleValue(rule: PriceRule, base: number): number {
  if (rule.compute === 'fixed') return rule.fixedPrice;
  const discounted = Number(
    divideRounded(BigInt(base) * BigInt(FULL_PERCENT - rule.discount), BigInt(FULL_PERCENT)),
  );
  if (rule.compute === 'percentage') return discounted;
  return roundToStep(discounted + rule.surcharge, rule.roundTo);
}

/**
 * The one pricing function: `item` priced by the pricelist whose rules are `rules` and whose
 * currency is `to`. `from` is the currency of the item's prices (the shop's).
 */
export function quote(
  item: PriceItem,
  pricelist: { rules: RuleIndex; currency: CurrencyRate } | null,
  from: CurrencyRate,
  at: number = Date.now(),
): Quote {
  if (!pricelist) {
    return {
      price: item.price,
      listPrice: Math.max(item.listPrice, item.price),
      currency: item.currency,
      ruleId: null,
    };
  }
  const to = pricelist.currency;
  const base = convert(item.price, from, to);
  const rule = pricelist.rules.ruleFor(item, at);
  const price = Math.max(0, roundToStep(rule ? ruleValue(rule, base) : base, to.rounding));
  const compared = roundToStep(convert(Math.max(item.listPrice, item.price), from, to), to.rounding);
  return { price, listPrice: Math.max(compared, price), currency: to.code, ruleId: rule?.id ?? null };
}

/** has_discounted_price (SPEC §3): the list price is at least one minor unit above the price. */
export const isDiscounted = (q: Pick<Quote, 'price' | 'listPrice'>) => q.listPrice - q.price >= 1;
