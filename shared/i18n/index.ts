/**
 * Languages of the public site and the UI string catalogs, shared by the server, the site and the
 * back office. Catalogs are keyed by message id; en_US is the source every other catalog translates.
 */
import { catalogs } from './catalogs';
import type { en_US } from './en_US';
import { languages, type LangCode, type LangUrlCode, type LanguageInfo } from './languages';
import { fillPlaceholders } from './placeholders';

export * from './languages';
export { catalogs, loadCatalog } from './catalogs';

export type MessageKey = keyof typeof en_US;
/** A translation: any subset of the en_US keys (missing ones fall back to English). */
export type Catalog = Partial<Record<MessageKey, string>>;

export function isLangCode(value: string): value is LangCode {
  return languages.some((language) => language.code === value);
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogs.en_US, value);
}

export function languageByCode(code: LangCode): LanguageInfo {
  return languages.find((language) => language.code === code) ?? languages[0]!;
}

/**
 * The UI string `key` in `lang`, each `%s` replaced by the next argument in order.
 * Falls back to English, then to the key itself, so a missing translation never breaks a page.
 */
export function t(lang: LangCode, key: MessageKey, ...args: Array<string | number>): string {
  return fillPlaceholders(catalogs[lang]?.[key] ?? catalogs.en_US[key] ?? key, args);
}

/**
 * Splits a site path into its language prefix and the rest: '/fr/aboutus' → {urlCode: 'fr', path:
 * '/aboutus'}, '/fr' → {urlCode: 'fr', path: '/'}, '/aboutus' → {urlCode: '', path: '/aboutus'}.
 * Also reads React Router's data requests ('/fr.data' is the French home page's data).
 */
export function splitLangPrefix(pathname: string): { urlCode: LangUrlCode; path: string } {
  for (const { urlCode } of languages) {
    if (!urlCode) continue;
    const prefix = `/${urlCode}`;
    if (pathname === prefix || pathname === `${prefix}.data`) return { urlCode, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { urlCode, path: pathname.slice(prefix.length) };
  }
  return { urlCode: '', path: pathname || '/' };
}
