import { describe, expect, it } from 'vitest';
import {
  addToCartState,
  availableToAdd,
  limitLineQuantity,
  limitsSales,
  parseStockWarningParam,
  stockWarningParam,
  stockWarningText,
  typedCartQuantity,
  type StockInfo,
} from './availability';

const stockable = (virtual_available: number, cart_qty = 0): StockInfo => ({
  product_type: 'product',
  inventory_availability: 'always',
  virtual_available,
  cart_qty,
});

describe('limitsSales', () => {
  it('limits stockable products sold with always or threshold availability', () => {
    expect(limitsSales({ product_type: 'product', inventory_availability: 'always' })).toBe(true);
    expect(limitsSales({ product_type: 'product', inventory_availability: 'threshold' })).toBe(true);
  });
  it('does not limit never/custom availability, consumables or services', () => {
    expect(limitsSales({ product_type: 'product', inventory_availability: 'never' })).toBe(false);
    expect(limitsSales({ product_type: 'product', inventory_availability: 'custom' })).toBe(false);
    expect(limitsSales({ product_type: 'consu', inventory_availability: 'always' })).toBe(false);
    expect(limitsSales({ product_type: 'service', inventory_availability: 'threshold' })).toBe(false);
  });
});

describe('availableToAdd', () => {
  it('is unlimited (null) when stock sets no limit', () => {
    expect(availableToAdd({ ...stockable(0), product_type: 'consu' })).toBeNull();
  });
  it('subtracts what is already in the cart', () => {
    expect(availableToAdd(stockable(10, 3))).toBe(7);
  });
  it('never goes below 0 (more in the cart than in stock, or negative forecast)', () => {
    expect(availableToAdd(stockable(2, 5))).toBe(0);
    expect(availableToAdd(stockable(-4))).toBe(0);
  });
});

describe('addToCartState (SPEC §4)', () => {
  it('leaves unlimited products alone, whatever the quantity', () => {
    expect(addToCartState({ ...stockable(0), inventory_availability: 'never' }, 500)).toEqual({
      quantity: 500,
      outOfStock: false,
      available: null,
    });
  });
  it('keeps a quantity within what is available, button enabled', () => {
    expect(addToCartState(stockable(10, 2), 8)).toEqual({ quantity: 8, outOfStock: false, available: 8 });
  });
  it('reduces a quantity over the available amount to that amount', () => {
    expect(addToCartState(stockable(10, 4), 9)).toEqual({ quantity: 6, outOfStock: false, available: 6 });
  });
  it('reduces to 1 and marks out of stock when nothing is available', () => {
    expect(addToCartState(stockable(3, 3), 2)).toEqual({ quantity: 1, outOfStock: true, available: 0 });
    expect(addToCartState(stockable(0), 1)).toEqual({ quantity: 1, outOfStock: true, available: 0 });
  });
  it('marks out of stock when the quantity is under 1', () => {
    expect(addToCartState(stockable(5), 0)).toEqual({ quantity: 0, outOfStock: true, available: 5 });
    expect(addToCartState(stockable(5), -2).outOfStock).toBe(true);
  });
});

describe('typedCartQuantity (SPEC §5)', () => {
  it('keeps a positive whole quantity', () => {
    expect(typedCartQuantity(3)).toEqual({ quantity: 3, badQuantity: false });
    expect(typedCartQuantity('12')).toEqual({ quantity: 12, badQuantity: false });
    expect(typedCartQuantity('2.7')).toEqual({ quantity: 2, badQuantity: false });
  });
  it('turns 0, negative, empty or NaN into 1 with the alert', () => {
    for (const raw of [0, -1, '-5', '', 'abc', Number.NaN, '0.5', Number.POSITIVE_INFINITY])
      expect(typedCartQuantity(raw)).toEqual({ quantity: 1, badQuantity: true });
  });
});

describe('limitLineQuantity (server)', () => {
  it('keeps any quantity of a product that stock does not limit', () => {
    expect(limitLineQuantity({ ...stockable(0), product_type: 'service' }, 40, 0)).toEqual({
      quantity: 40,
      warning: null,
    });
  });
  it('answers 0 without warning for a quantity of 0 or less (the line goes)', () => {
    expect(limitLineQuantity(stockable(5), 0, 0)).toEqual({ quantity: 0, warning: null });
    expect(limitLineQuantity(stockable(5), -3, 0)).toEqual({ quantity: 0, warning: null });
  });
  it('keeps a quantity within the stock left by the other lines', () => {
    expect(limitLineQuantity(stockable(5), 3, 2)).toEqual({ quantity: 3, warning: null });
  });
  it('reduces to what is left, with a warning', () => {
    expect(limitLineQuantity(stockable(5), 7, 1)).toEqual({
      quantity: 4,
      warning: { kind: 'limited', asked: 7, available: 4 },
    });
  });
  it('drops the line with a warning when nothing is left', () => {
    expect(limitLineQuantity(stockable(2), 1, 2)).toEqual({ quantity: 0, warning: { kind: 'unavailable' } });
  });
});

describe('stockWarningText', () => {
  it('is empty without a warning', () => {
    expect(stockWarningText(null, 'en_US')).toBe('');
  });
  it('says what was asked and what is available', () => {
    expect(stockWarningText({ kind: 'limited', asked: 7, available: 4 }, 'en_US')).toBe(
      'You ask for 7 products but only 4 is available',
    );
    expect(stockWarningText({ kind: 'limited', asked: 7, available: 4 }, 'fr_FR')).toContain('7');
  });
  it('explains an unavailable product in each language', () => {
    expect(stockWarningText({ kind: 'unavailable' }, 'en_US')).toMatch(/became unavailable/);
    expect(stockWarningText({ kind: 'unavailable' }, 'es_ES')).toMatch(/ya no están disponibles/);
  });
});

describe('stockWarningParam / parseStockWarningParam', () => {
  it('round-trips a warning through the query string', () => {
    for (const warning of [
      { kind: 'limited', asked: 8, available: 5 } as const,
      { kind: 'unavailable' } as const,
    ])
      expect(parseStockWarningParam(stockWarningParam(warning))).toEqual(warning);
    expect(stockWarningParam(null)).toBeNull();
  });
  it('reads nothing from anything else', () => {
    for (const param of [null, undefined, '', 'limited', 'limited.a.b', 'limited.1.2.3', '<b>hi</b>'])
      expect(parseStockWarningParam(param)).toBeNull();
  });
});
