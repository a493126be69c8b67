import { formatMoney, minorUnitDigits } from '../money';
import type { PriceView } from './contract';

/**
 * A price in minor units as the shop shows it, everywhere (listing, product page, options, cart):
 * the decimal amount (the currency's precision, SPEC §9) and the text in the language's format.
 */
export function priceView(amount: number, currency: string, lang: string): PriceView {
  return {
    amount: Math.round(amount) / 10 ** minorUnitDigits(currency),
    formatted: formatMoney({ amount, currency }, lang.replace('_', '-')),
  };
}
