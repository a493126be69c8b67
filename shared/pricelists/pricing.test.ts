import { describe, expect, it } from 'vitest';
import {
  convert,
  isDiscounted,
  quote,
  roundToStep,
  RuleIndex,
  type PriceItem,
  type PriceRule,
} from './pricing';

const usd = { code: 'USD', rate: 1_000_000, rounding: 1 };
const eur = { code: 'EUR', rate: 920_000, rounding: 1 };
const chf = { code: 'CHF', rate: 880_000, rounding: 5 };
const jpy = { code: 'JPY', rate: 150_000_000, rounding: 1 };

let nextId = 1;
const rule = (fields: Partial<PriceRule>): PriceRule => ({
  id: nextId++,
  scope: 'all',
  targetId: null,
  minQuantity: 1,
  start: null,
  end: null,
  compute: 'percentage',
  fixedPrice: 0,
  discount: 0,
  surcharge: 0,
  roundTo: 0,
  ...fields,
});

const desk: PriceItem = {
  templateId: 10,
  variantId: 100,
  categoryIds: [3, 1],
  price: 10_000,
  listPrice: 10_000,
  currency: 'USD',
  quantity: 1,
};
const at = Date.parse('2026-06-01T12:00:00Z');
const priced = (rules: PriceRule[], item: Partial<PriceItem> = {}, currency = usd, when = at) =>
  quote({ ...desk, ...item }, { rules: new RuleIndex(rules), currency }, usd, when);

describe('the rule that prices a product', () => {
  it('is the most specific: variant, then product, then the nearest category, then all', () => {
    const all = rule({ discount: 500 });
    const parentCategory = rule({ scope: 'category', targetId: 1, discount: 1000 });
    const ownCategory = rule({ scope: 'category', targetId: 3, discount: 1500 });
    const product = rule({ scope: 'product', targetId: 10, discount: 2000 });
    const variant = rule({ scope: 'variant', targetId: 100, discount: 2500 });
    expect(priced([all, parentCategory, ownCategory, product, variant]).ruleId).toBe(variant.id);
    expect(priced([all, parentCategory, ownCategory, product]).ruleId).toBe(product.id);
    expect(priced([all, parentCategory, ownCategory]).ruleId).toBe(ownCategory.id);
    expect(priced([all, parentCategory]).ruleId).toBe(parentCategory.id);
    expect(priced([all]).price).toBe(9_500);
    // Another variant of the same product falls back to the product's rule.
    expect(priced([product, variant], { variantId: 101 }).ruleId).toBe(product.id);
  });

  it('is, among equally specific ones, the highest quantity break the line reaches, then the newest', () => {
    const one = rule({ scope: 'product', targetId: 10, compute: 'fixed', fixedPrice: 9_000 });
    const ten = rule({
      scope: 'product',
      targetId: 10,
      minQuantity: 10,
      compute: 'fixed',
      fixedPrice: 8_000,
    });
    const fifty = rule({
      scope: 'product',
      targetId: 10,
      minQuantity: 50,
      compute: 'fixed',
      fixedPrice: 7_000,
    });
    expect(priced([one, ten, fifty], { quantity: 9 }).price).toBe(9_000);
    expect(priced([one, ten, fifty], { quantity: 10 }).price).toBe(8_000);
    expect(priced([one, ten, fifty], { quantity: 500 }).price).toBe(7_000);
    // Two rules alike (overlapping): the one written last wins, whatever their order.
    const older = rule({ scope: 'product', targetId: 10, compute: 'fixed', fixedPrice: 9_100 });
    const newer = rule({ scope: 'product', targetId: 10, compute: 'fixed', fixedPrice: 9_200 });
    expect(priced([newer, older]).price).toBe(9_200);
    // A more specific rule beats a less specific one whose break is reached.
    const allBreak = rule({ minQuantity: 5, compute: 'fixed', fixedPrice: 1 });
    expect(priced([allBreak, one], { quantity: 20 }).price).toBe(9_000);
  });

  it('applies between its dates only: a sale starts and ends by itself', () => {
    const sale = rule({
      discount: 3000,
      start: Date.parse('2026-05-01T00:00:00Z'),
      end: Date.parse('2026-06-01T00:00:00Z'),
    });
    expect(priced([sale], {}, usd, Date.parse('2026-04-30T23:59:59Z')).price).toBe(10_000);
    expect(priced([sale], {}, usd, Date.parse('2026-05-15T00:00:00Z')).price).toBe(7_000);
    expect(priced([sale], {}, usd, Date.parse('2026-06-01T00:00:00Z')).price).toBe(10_000);
  });
});

describe('what a rule gives', () => {
  it('fixes a price, takes a percentage off, or applies a formula with its rounding', () => {
    expect(priced([rule({ compute: 'fixed', fixedPrice: 4_321 })]).price).toBe(4_321);
    expect(priced([rule({ discount: 1250 })], { price: 999 }).price).toBe(874); // 874.125
    expect(priced([rule({ discount: -1000 })]).price).toBe(11_000);
    // 10 % off 99.99 = 89.991, + 0.50 = 90.491, to the next whole unit = 90.00
    expect(
      priced([rule({ compute: 'formula', discount: 1000, surcharge: 50, roundTo: 100 })], { price: 9_999 })
        .price,
    ).toBe(9_000);
    expect(priced([rule({ compute: 'formula', discount: 10_000, surcharge: -500 })]).price).toBe(0);
  });

  it('strikes the list price through only where the price is at least one minor unit below it', () => {
    const tenOff = priced([rule({ discount: 1000 })]);
    expect(tenOff).toMatchObject({ price: 9_000, listPrice: 10_000 });
    expect(isDiscounted(tenOff)).toBe(true);
    expect(isDiscounted(priced([]))).toBe(false);
    // A compare-at price above the price shows without any rule; a rule above it does not strike.
    expect(isDiscounted(priced([], { listPrice: 12_000 }))).toBe(true);
    expect(isDiscounted(priced([rule({ compute: 'fixed', fixedPrice: 15_000 })]))).toBe(false);
  });
});

describe('currencies', () => {
  it('converts through the rates, to each currency’s minor units, rounding half away from zero', () => {
    expect(convert(10_000, usd, eur)).toBe(9_200);
    expect(convert(9_200, eur, usd)).toBe(10_000);
    expect(convert(10_000, usd, jpy)).toBe(15_000); // ¥ has no minor unit
    expect(convert(1, usd, { code: 'EUR', rate: 1_500_000, rounding: 1 })).toBe(2); // 1.5 → 2
    expect(convert(-1, usd, { code: 'EUR', rate: 1_500_000, rounding: 1 })).toBe(-2);
  });

  it('prices in the pricelist’s currency, ending on its rounding', () => {
    expect(priced([], {}, eur)).toMatchObject({ price: 9_200, currency: 'EUR' });
    expect(priced([], { price: 1_234 }, chf).price).toBe(1_085); // 10.8592 → 10.85 (0.05 steps)
    expect(roundToStep(1_087, 5)).toBe(1_085);
    expect(roundToStep(1_088, 5)).toBe(1_090);
    // A fixed price is written in the pricelist's currency: not converted.
    expect(priced([rule({ compute: 'fixed', fixedPrice: 5_000 })], {}, eur).price).toBe(5_000);
  });

  it('leaves prices as they are without a pricelist', () => {
    expect(quote(desk, null, usd)).toEqual({
      price: 10_000,
      listPrice: 10_000,
      currency: 'USD',
      ruleId: null,
    });
  });
});

describe('the rule index', () => {
  it('finds the rule of one product among thousands without reading the others', () => {
    const rules = Array.from({ length: 5_000 }, (_, index) =>
      rule({ scope: 'product', targetId: 1_000 + index, compute: 'fixed', fixedPrice: index }),
    );
    const index = new RuleIndex(rules);
    expect(index.ruleFor({ ...desk, templateId: 1_000 + 4_321 }, at)?.fixedPrice).toBe(4_321);
    expect(index.ruleFor({ ...desk, templateId: 999 }, at)).toBeNull();
    expect(index.usesCategories).toBe(false);
  });
});
