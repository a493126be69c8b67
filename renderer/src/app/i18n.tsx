/**
 * The back office's language: the signed-in person's (Profile), else their browser's. `t` says a text
 * of the back-office catalogs (shared/i18n/admin-catalogs.ts) in it; the format helpers write dates,
 * numbers and money in its locale. `t` reads the language the shell set, so it is called while
 * rendering or in event handlers, never when a module loads (screens remount when the language changes).
 */
import { adminCatalogs, type AdminMessageKey } from '@shared/i18n/admin-catalogs';
import { defaultLangCode, localeOf, preferredLanguage, type LangCode } from '@shared/i18n/languages';
import { fillPlaceholders } from '@shared/i18n/placeholders';
import { formatMoney } from '@shared/money';
import { Fragment, useEffect, type ReactNode } from 'react';

export type { AdminMessageKey };

/** The first of the browser's languages the back office speaks, else English. */
export function browserLanguage(): LangCode {
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  return preferredLanguage(tags) ?? defaultLangCode;
}

let current: LangCode = browserLanguage();

export const currentLanguage = (): LangCode => current;
/** The BCP 47 locale of the current language, for Intl ('fr-FR'). */
export const currentLocale = (): string => localeOf(current);

/** The back-office text `key` in the current language, each `%s` replaced by the next argument. */
export function t(key: AdminMessageKey, ...args: Array<string | number>): string {
  return tIn(current, key, ...args);
}

/** The back-office text `key` in `lang` (a notice about the change of language, in the new one). */
export function tIn(lang: LangCode, key: AdminMessageKey, ...args: Array<string | number>): string {
  return fillPlaceholders(adminCatalogs[lang][key] ?? adminCatalogs.en_US[key] ?? key, args);
}

const pluralRules = new Map<LangCode, Intl.PluralRules>();

/**
 * A text about a count: `one` or `other` as the language's plural rules pick them (French counts 0 in
 * the singular, English and Spanish in the plural), the count (formatted) as its first %s.
 */
export function tCount(
  count: number,
  one: AdminMessageKey,
  other: AdminMessageKey,
  ...args: Array<string | number>
): string {
  return t(isSingular(count) ? one : other, formatNumber(count), ...args);
}

/** Whether the current language says `count` things in the singular (1 in English; 0 and 1 in French). */
export function isSingular(count: number): boolean {
  let rules = pluralRules.get(current);
  if (!rules) {
    rules = new Intl.PluralRules(localeOf(current));
    pluralRules.set(current, rules);
  }
  return rules.select(count) === 'one';
}

/**
 * Shows the back office in `lang`. Its children are remounted when the language changes, so every
 * screen renders its texts, dates and amounts again in the new one.
 */
export function LanguageProvider({ lang, children }: { lang: LangCode; children: ReactNode }) {
  current = lang;
  useEffect(() => {
    document.documentElement.lang = localeOf(lang);
  }, [lang]);
  return <Fragment key={lang}>{children}</Fragment>;
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** An Intl format of the current locale, made once per locale and options. */
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind} ${current} ${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', options, () => new Intl.NumberFormat(currentLocale(), options));

export const dateTimeFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', options, () => new Intl.DateTimeFormat(currentLocale(), options));

/** A count or measure, grouped as the locale groups digits: 1,234 · 1 234 · 1.234. */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  numberFormat(options).format(value);

/** A share in basis points (10000 = 100 %), as the locale writes it: 12.3 % · 12,3 %. */
export const formatShare = (basisPoints: number): string =>
  `${formatNumber(basisPoints / 100, { maximumFractionDigits: 1 })} %`;

/** An amount in minor units, with its currency, as the locale writes money: $12.50 · 12,50 €. */
export const formatAmount = (amount: number, currency: string): string =>
  formatMoney({ amount, currency }, currentLocale());

function parseDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment, date and time, in the locale's short style; '—' when there is none. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const date = parseDate(iso);
  return date ? dateTimeFormat({ dateStyle: 'short', timeStyle: 'short' }).format(date) : iso;
}

/** A calendar day written YYYY-MM-DD (no time, no zone), in the locale's medium style; '—' when none. */
export function formatDay(day: string | null): string {
  if (!day) return '—';
  const date = parseDate(`${day}T00:00:00Z`);
  return date ? dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(date) : day;
}

/** A day in the locale's medium style (3 Mar 2026, 3 mars 2026); '—' when there is none. */
export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const date = parseDate(iso);
  return date ? dateTimeFormat({ dateStyle: 'medium' }).format(date) : iso;
}
