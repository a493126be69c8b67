/**
 * The card form's rules (SPEC §5, §9), shared by the payment page (as the shopper types) and the server
 * (which decides): the nine card types and their lengths, the Luhn checksum (not for UnionPay), the
 * CVC's length, the expiry in the future, digits only, the number grouped with spaces and the expiry
 * shown 'MM / YY'.
 */
export const cardTypes = [
  'maestro',
  'dinersclub',
  'laser',
  'jcb',
  'unionpay',
  'discover',
  'mastercard',
  'amex',
  'visa',
] as const;
export type CardType = (typeof cardTypes)[number];

/** SPEC §5: the lengths each type allows. */
export const CARD_LENGTHS: Readonly<Record<CardType, readonly number[]>> = {
  maestro: [12, 13, 14, 15, 16, 17, 18, 19],
  dinersclub: [14],
  laser: [16, 17, 18, 19],
  jcb: [16],
  unionpay: [16, 17, 18, 19],
  discover: [16],
  mastercard: [16],
  amex: [15],
  visa: [13, 14, 15, 16],
};

/** SPEC §9: a number has at most 16 digits unless its type allows more; a CVC 4; an expiry 6. */
export const CARD_NUMBER_MAX = 16;
export const CVC_MAX = 4;
export const EXPIRY_MAX = 6;

/** Issuer prefixes, tried in this order (the narrower ranges first). */
const PREFIXES: ReadonlyArray<[CardType, RegExp]> = [
  ['laser', /^(6304|6706|6709|6771)/],
  ['maestro', /^(5018|5020|5038|5893|6759|676[1-3]|0604)/],
  ['unionpay', /^62/],
  ['discover', /^(6011|64[4-9]|65)/],
  ['amex', /^3[47]/],
  ['dinersclub', /^3(0[0-5]|[68])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['visa', /^4/],
];

export const digitsOf = (text: string) => text.replace(/\D+/g, '');

/** The card's type from its first digits, or null. */
export function cardTypeOf(number: string): CardType | null {
  const digits = digitsOf(number);
  return PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}

/** The Luhn checksum (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card number of a known type, of one of its lengths, passing Luhn (UnionPay has no checksum). */
export function validCardNumber(number: string): boolean {
  if (/[^\d\s]/.test(number)) return false;
  const digits = digitsOf(number);
  const type = cardTypeOf(digits);
  if (!type || !CARD_LENGTHS[type].includes(digits.length)) return false;
  return type === 'unionpay' || luhnValid(digits);
}

/** SPEC §5: 3 digits; American Express 3 or 4; 3 or 4 when the type is not known yet. */
export function validCvc(cvc: string, type: CardType | null): boolean {
  if (!/^\d+$/.test(cvc)) return false;
  return type === 'amex' || type === null ? cvc.length === 3 || cvc.length === 4 : cvc.length === 3;
}

/** 'MM / YY', 'MM/YYYY', 'MMYY'… → month and full year; a two-digit year is in this century. */
export function parseExpiry(text: string, now = new Date()): { month: number; year: number } | null {
  const digits = digitsOf(text);
  if (digits.length !== 4 && digits.length !== 6) return null;
  const month = Number(digits.slice(0, 2));
  let year = Number(digits.slice(2));
  if (digits.length === 4) year += Math.floor(now.getFullYear() / 100) * 100;
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A month from 1 to 12 not yet past (a card works to the end of its month). */
export function validExpiry(text: string, now = new Date()): boolean {
  const expiry = parseExpiry(text, now);
  if (!expiry) return false;
  return (
    expiry.year > now.getFullYear() ||
    (expiry.year === now.getFullYear() && expiry.month >= now.getMonth() + 1)
  );
}

/** The number as typed, digits only, cut to its type's longest length, grouped with spaces (Amex 4-6-5). */
export function formatCardNumber(text: string): string {
  const type = cardTypeOf(text);
  const max = type ? Math.max(...CARD_LENGTHS[type]) : CARD_NUMBER_MAX;
  const digits = digitsOf(text).slice(0, max);
  if (type === 'amex')
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed, shown 'MM / YY' (or 'MM / YYYY'). */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, EXPIRY_MAX);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
