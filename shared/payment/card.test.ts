import { describe, expect, it } from 'vitest';
import {
  CARD_LENGTHS,
  cardTypeOf,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
  validCardNumber,
  validCvc,
  validExpiry,
  type CardType,
} from './card';

/** A number of `type`'s prefix and `length` digits whose last digit makes the Luhn sum right. */
function numberOf(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  for (let check = 0; check < 10; check++) if (luhnValid(body + check)) return body + check;
  throw new Error('no check digit');
}

const prefixes: Record<CardType, string> = {
  maestro: '5018',
  dinersclub: '300',
  laser: '6706',
  jcb: '3530',
  unionpay: '6212',
  discover: '6011',
  mastercard: '5105',
  amex: '3714',
  visa: '4111',
};

describe('card numbers (SPEC §5)', () => {
  it.each(Object.entries(prefixes) as Array<[CardType, string]>)(
    '%s: every allowed length passes, one more or less does not',
    (type, prefix) => {
      for (const length of CARD_LENGTHS[type]) {
        const number = numberOf(prefix, length);
        expect(cardTypeOf(number)).toBe(type);
        expect(validCardNumber(number)).toBe(true);
      }
      const shortest = Math.min(...CARD_LENGTHS[type]);
      const longest = Math.max(...CARD_LENGTHS[type]);
      expect(validCardNumber(numberOf(prefix, shortest - 1))).toBe(false);
      expect(validCardNumber(numberOf(prefix, longest + 1))).toBe(false);
    },
  );

  it('checks Luhn for every type but UnionPay', () => {
    expect(validCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(validCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(validCardNumber('378282246310005')).toBe(true);
    expect(validCardNumber('378282246310006')).toBe(false);
    const unionpay = numberOf('6212', 16);
    const wrong = unionpay.slice(0, -1) + ((Number(unionpay.at(-1)) + 1) % 10);
    expect(validCardNumber(wrong)).toBe(true);
  });

  it('refuses letters, an unknown prefix and nothing', () => {
    expect(validCardNumber('4242-4242-4242-4242')).toBe(false);
    expect(validCardNumber('abcd')).toBe(false);
    expect(validCardNumber('9999999999999995')).toBe(false);
    expect(validCardNumber('')).toBe(false);
  });
});

describe('CVC', () => {
  it('is 3 digits, 3 or 4 for Amex and for an unknown type', () => {
    expect(validCvc('123', 'visa')).toBe(true);
    expect(validCvc('1234', 'visa')).toBe(false);
    expect(validCvc('12', 'visa')).toBe(false);
    expect(validCvc('1234', 'amex')).toBe(true);
    expect(validCvc('123', 'amex')).toBe(true);
    expect(validCvc('1234', null)).toBe(true);
    expect(validCvc('12345', null)).toBe(false);
    expect(validCvc('12a', null)).toBe(false);
  });
});

describe('expiry', () => {
  const now = new Date(2026, 10, 25);
  it('reads MM / YY with this century, MM/YYYY, months 1 to 12', () => {
    expect(parseExpiry('07 / 29', now)).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('07/2031', now)).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry('13 / 29', now)).toBeNull();
    expect(parseExpiry('00 / 29', now)).toBeNull();
    expect(parseExpiry('7 / 29', now)).toBeNull();
  });

  it('must not be past: this month still works', () => {
    expect(validExpiry('11 / 26', now)).toBe(true);
    expect(validExpiry('10 / 26', now)).toBe(false);
    expect(validExpiry('01 / 27', now)).toBe(true);
    expect(validExpiry('12 / 25', now)).toBe(false);
  });
});

describe('formatting as typed (SPEC §5, §9)', () => {
  it('keeps digits, groups them, and cuts at the type’s longest length (16 when unknown)', () => {
    expect(formatCardNumber('4242a4242 42424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('5018000000000000009')).toBe('5018 0000 0000 0000 009');
    expect(formatCardNumber('99999999999999999999')).toBe('9999 9999 9999 9999');
  });

  it('shows the expiry MM / YY, 6 digits at most', () => {
    expect(formatExpiry('0729')).toBe('07 / 29');
    expect(formatExpiry('07')).toBe('07');
    expect(formatExpiry('07/20291')).toBe('07 / 2029');
  });
});
