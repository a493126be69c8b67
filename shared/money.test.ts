import { describe, expect, it } from 'vitest';
import { addMoney, formatMoney, minorUnitDigits, multiplyMoney, parseMoney } from './money';

describe('money', () => {
  it('knows each currency’s minor unit', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
  });

  it.each([
    ['12.50', 'USD', 1250],
    ['12,5', 'EUR', 1250],
    ['0.01', 'USD', 1],
    ['-3', 'USD', -300],
    ['1 000', 'JPY', 1000],
    ['12.345', 'USD', null],
    ['abc', 'USD', null],
    ['1.5', 'JPY', null],
  ])('parses %s %s as %s minor units', (text, currency, expected) => {
    expect(parseMoney(text, currency)).toBe(expected);
  });

  it('formats for people', () => {
    expect(formatMoney({ amount: 123456, currency: 'USD' })).toBe('$1,234.56');
    expect(formatMoney({ amount: 1250, currency: 'EUR' }, 'fr-FR')).toBe('12,50\u00a0€');
    expect(formatMoney({ amount: 500, currency: 'JPY' })).toBe('¥500');
  });

  it('adds one currency only and rounds shares to the minor unit', () => {
    expect(addMoney({ amount: 1, currency: 'USD' }, { amount: 2, currency: 'USD' })).toEqual({
      amount: 3,
      currency: 'USD',
    });
    expect(() => addMoney({ amount: 1, currency: 'USD' }, { amount: 2, currency: 'EUR' })).toThrow(
      'Cannot add USD and EUR',
    );
    expect(multiplyMoney({ amount: 999, currency: 'USD' }, 0.5)).toEqual({ amount: 500, currency: 'USD' });
    expect(multiplyMoney({ amount: -999, currency: 'USD' }, 0.5)).toEqual({ amount: -500, currency: 'USD' });
  });
});
