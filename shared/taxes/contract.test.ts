import { describe, expect, it } from 'vitest';
import { applyTax, rateText, taxInputSchema } from './contract';

describe('applyTax', () => {
  it('adds an excluded tax on top, rounded half away from zero', () => {
    expect(applyTax(10_000, 2000, false)).toEqual({ untaxed: 10_000, tax: 2000, total: 12_000 });
    // 8.25 % of 1.99 = 0.164175 → 0.16
    expect(applyTax(199, 825, false)).toEqual({ untaxed: 199, tax: 16, total: 215 });
    // 5 % of 0.10 = 0.005 → 0.01
    expect(applyTax(10, 500, false)).toEqual({ untaxed: 10, tax: 1, total: 11 });
  });

  it('takes an included tax out of the price, the total unchanged', () => {
    expect(applyTax(12_000, 2000, true)).toEqual({ untaxed: 10_000, tax: 2000, total: 12_000 });
    // 19 % in 9.99: 9.99 × 19 / 119 = 1.595… → 1.60
    expect(applyTax(999, 1900, true)).toEqual({ untaxed: 839, tax: 160, total: 999 });
  });

  it('mirrors a discount: the tax of −x is minus the tax of x', () => {
    expect(applyTax(-999, 1900, true)).toEqual({ untaxed: -839, tax: -160, total: -999 });
    expect(applyTax(-10, 500, false)).toEqual({ untaxed: -10, tax: -1, total: -11 });
  });

  it('leaves an amount alone at a zero rate', () => {
    expect(applyTax(4321, 0, true)).toEqual({ untaxed: 4321, tax: 0, total: 4321 });
  });
});

describe('taxInputSchema', () => {
  it('takes a rate in basis points up to 100 %, each country once', () => {
    expect(taxInputSchema.safeParse({ name: 'VAT', rate: 2000 }).success).toBe(true);
    expect(taxInputSchema.safeParse({ name: 'VAT', rate: 10_001 }).error?.issues[0]?.message).toBe(
      'A rate cannot be above 100 %.',
    );
    expect(taxInputSchema.safeParse({ name: 'VAT', rate: 20.5 }).success).toBe(false);
    const twice = taxInputSchema.safeParse({
      name: 'VAT',
      rate: 2000,
      countryRates: [
        { countryId: 1, rate: 1900 },
        { countryId: 1, rate: 2000 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('A country is listed twice.');
  });

  it('says a rate for people', () => {
    expect(rateText(2000)).toBe('20 %');
    expect(rateText(550)).toBe('5.5 %');
  });
});
