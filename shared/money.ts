/**
 * Money is an integer number of minor units (cents) and an ISO 4217 currency code: no floats.
 * The exponent comes from Intl, so JPY has none and KWD has three.
 */
export interface Money {
  amount: number;
  currency: string;
}

/** Number formats by locale and currency: making one costs far more than formatting with it. */
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    // Locales and currencies come from a short list; a cap keeps odd input from growing it.
    if (formats.size >= 500) formats.clear();
    formats.set(key, format);
  }
  return format;
}

const digitsOf = new Map<string, number>();

export function minorUnitDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
    if (digitsOf.size >= 500) digitsOf.clear();
    digitsOf.set(currency, digits);
  }
  return digits;
}

/** Parses a decimal text ("12.50", "12,5") into minor units; null when it is not a number. */
export function parseMoney(text: string, currency: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  const digits = minorUnitDigits(currency);
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(normalized);
  if (!match || (match[3]?.length ?? 0) > digits) return null;
  const [, sign, whole, fraction = ''] = match;
  const amount = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
  if (!Number.isSafeInteger(amount)) return null;
  return sign ? -amount : amount;
}

/** Formats minor units for people, in a locale ('en-US', 'fr-FR'). */
export function formatMoney(money: Money, locale = 'en-US'): string {
  const digits = minorUnitDigits(money.currency);
  return currencyFormat(locale, money.currency).format(money.amount / 10 ** digits);
}

/** Adds amounts of one currency; refuses to mix currencies. */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`Cannot add ${a.currency} and ${b.currency}`);
  return { amount: a.amount + b.amount, currency: a.currency };
}

/** A share of an amount (a percentage, a quantity), rounded half away from zero to the minor unit. */
export function multiplyMoney(money: Money, factor: number): Money {
  const exact = money.amount * factor;
  return { amount: Math.sign(exact) * Math.round(Math.abs(exact)), currency: money.currency };
}
