import { afterEach, describe, expect, it } from 'vitest';
import { formatRating } from './stars';

const NumberFormat = Intl.NumberFormat;

afterEach(() => {
  Intl.NumberFormat = NumberFormat;
});

describe('formatRating', () => {
  it('writes a rating in the page language', () => {
    expect(formatRating(4.5, 'en_US')).toBe('4.5');
    expect(formatRating(4.5, 'fr_FR')).toBe('4,5');
    expect(formatRating(4, 'es_ES')).toBe('4');
    expect(formatRating(3.25, 'en_US')).toBe('3.3');
  });

  it('makes one number format per language, not one per star row (issue 28: 2.4 % of a rendered /shop)', () => {
    let made = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    // A language no other test here formatted yet, so its first call makes the format.
    const rows = Array.from({ length: 24 }, (_, index) => formatRating((index % 11) / 2, 'de_DE'));
    expect(rows[3]).toBe('1,5');
    expect(made).toBe(1);
  });
});
