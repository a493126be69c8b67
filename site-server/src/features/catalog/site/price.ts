/** Prices of the configurator's answers: decimal amounts in the shop currency (SPEC §9: precision 2). */
import { languageByCode, type LangCode } from '@shared/i18n';
import { formatMoney, minorUnitDigits } from '@shared/money';

export function formatPrice(amount: number, currency: string, lang: LangCode): string {
  const digits = minorUnitDigits(currency);
  return formatMoney(
    { amount: Math.round(amount * 10 ** digits), currency },
    languageByCode(lang).code.replace('_', '-'),
  );
}

/** SPEC §9: a discount is shown when list price minus price is at least 0.01. */
export function showsDiscount(price: number, listPrice: number): boolean {
  return Math.round((listPrice - price) * 100) >= 1;
}
