import { describe, expect, it } from 'vitest';
import { addToCartState, availabilityMessage, isOutOfStock, limitsSales } from './availability';

const stockable = (
  inventoryAvailability: 'always' | 'threshold' | 'never' | 'custom',
  virtualAvailable: number,
) => ({
  type: 'product' as const,
  inventoryAvailability,
  virtualAvailable,
});

describe('availability (SPEC §4)', () => {
  it('limits only stockable products with always or threshold', () => {
    expect(limitsSales('product', 'always')).toBe(true);
    expect(limitsSales('product', 'threshold')).toBe(true);
    expect(limitsSales('product', 'never')).toBe(false);
    expect(limitsSales('consu', 'always')).toBe(false);
    expect(limitsSales('service', 'threshold')).toBe(false);
  });
  it('lets a quantity within what is left after the cart through', () => {
    expect(addToCartState(stockable('always', 10), 3, 7)).toEqual({ outOfStock: false, quantity: 7 });
  });
  it('reduces a quantity above what is left to what is left', () => {
    expect(addToCartState(stockable('threshold', 10), 3, 9)).toEqual({ outOfStock: true, quantity: 7 });
  });
  it('is out of stock under 1 available, the quantity then 1', () => {
    expect(addToCartState(stockable('always', 2), 2, 1)).toEqual({ outOfStock: true, quantity: 1 });
    expect(addToCartState(stockable('always', 0.5), 0, 1)).toEqual({ outOfStock: true, quantity: 1 });
  });
  it('is out of stock for a quantity under 1, the quantity then 1', () => {
    expect(addToCartState(stockable('always', 5), 0, 0)).toEqual({ outOfStock: true, quantity: 1 });
  });
  it('never limits other products', () => {
    expect(addToCartState(stockable('never', 0), 5, 50)).toEqual({ outOfStock: false, quantity: 50 });
    expect(
      addToCartState({ type: 'consu', inventoryAvailability: 'always', virtualAvailable: 0 }, 0, 3),
    ).toEqual({
      outOfStock: false,
      quantity: 3,
    });
  });
  it('marks cards out of stock', () => {
    expect(isOutOfStock('product', 'always', 0)).toBe(true);
    expect(isOutOfStock('product', 'always', 1)).toBe(false);
    expect(isOutOfStock('product', 'never', 0)).toBe(false);
  });
  it('chooses the stock message', () => {
    const base = { type: 'product' as const, availableThreshold: 5, customMessage: '', cartQty: 0 };
    expect(availabilityMessage({ ...base, inventoryAvailability: 'always', virtualAvailable: 8 })).toEqual({
      kind: 'in_stock',
      quantity: 8,
    });
    expect(availabilityMessage({ ...base, inventoryAvailability: 'threshold', virtualAvailable: 4 })).toEqual(
      { kind: 'only_left', quantity: 4 },
    );
    expect(availabilityMessage({ ...base, inventoryAvailability: 'threshold', virtualAvailable: 9 })).toEqual(
      { kind: 'none' },
    );
    expect(
      availabilityMessage({ ...base, inventoryAvailability: 'always', virtualAvailable: 3, cartQty: 3 }),
    ).toEqual({ kind: 'out_of_stock' });
    expect(
      availabilityMessage({
        ...base,
        inventoryAvailability: 'custom',
        customMessage: 'Soon',
        virtualAvailable: 0,
      }),
    ).toEqual({ kind: 'custom', message: 'Soon' });
    expect(availabilityMessage({ ...base, inventoryAvailability: 'never', virtualAvailable: 0 })).toEqual({
      kind: 'none',
    });
  });
});
