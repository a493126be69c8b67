import { describe, expect, it } from 'vitest';
import { discountLines, orderTotals, taxedLine } from './order-pricing';

const vat20 = { name: 'VAT 20 %', rate: 2000, included: true };
const reduced = { name: 'VAT 5.5 %', rate: 550, included: true };
const salesTax = { name: 'Sales tax', rate: 725, included: false };
const product = (unitPrice: number, quantity: number) => ({
  kind: 'product' as const,
  productId: 1,
  templateId: 1,
  name: 'Desk',
  description: '',
  unitPrice,
  quantity,
});

describe('order pricing', () => {
  it('takes an included tax out of the line and adds an excluded one', () => {
    expect(taxedLine(product(12_000, 2), vat20)).toMatchObject({
      subtotal: 20_000,
      taxAmount: 4000,
      total: 24_000,
    });
    expect(taxedLine(product(1999, 3), salesTax)).toMatchObject({
      subtotal: 5997,
      taxAmount: 435,
      total: 6432,
    });
    expect(taxedLine(product(500, 1), null)).toMatchObject({
      subtotal: 500,
      taxAmount: 0,
      total: 500,
      taxName: '',
    });
  });

  it('splits a discount over the rates in proportion, to the cent', () => {
    const lines = discountLines('Promo WELCOME10', 1001, [
      { amount: 6000, rate: vat20 },
      { amount: 3000, rate: reduced },
      { amount: 1000, rate: vat20 },
    ]);
    expect(lines.map((line) => [line.name, line.unitPrice])).toEqual([
      ['Promo WELCOME10 (VAT 20 %)', -701],
      ['Promo WELCOME10 (VAT 5.5 %)', -300],
    ]);
    expect(lines.reduce((sum, line) => sum + line.total, 0)).toBe(-1001);
    expect(lines[0]).toMatchObject({ kind: 'discount', taxAmount: -117, subtotal: -584 });
  });

  it('names one discount line plainly, and none when nothing is discounted', () => {
    expect(discountLines('Promo', 100, [{ amount: 1000, rate: salesTax }]).map((line) => line.name)).toEqual([
      'Promo',
    ]);
    expect(discountLines('Promo', 0, [{ amount: 1000, rate: salesTax }])).toEqual([]);
  });

  it('adds the lines up to the totals', () => {
    const lines = [
      taxedLine(product(1999, 3), salesTax),
      ...discountLines('Promo', 600, [{ amount: 5997, rate: salesTax }]),
    ];
    expect(orderTotals(lines)).toEqual({ amountUntaxed: 5397, amountTax: 391, amountTotal: 5788 });
  });
});
