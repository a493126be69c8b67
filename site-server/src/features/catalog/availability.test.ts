import { describe, expect, it } from 'vitest';
import { isOutOfStock } from './availability';

describe('isOutOfStock', () => {
  it.each([
    ['product', 'always', 0, true],
    ['product', 'threshold', 0.5, true],
    ['product', 'always', 1, false],
    ['product', 'never', 0, false],
    ['product', 'custom', 0, false],
    ['consu', 'always', 0, false],
    ['service', 'threshold', 0, false],
  ] as const)('%s with %s availability and %s available: %s', (type, availability, available, expected) => {
    expect(isOutOfStock(type, availability, available)).toBe(expected);
  });
});
