/**
 * Absolute addresses of one page in each language of the site, for canonical links, hreflang
 * alternates and the sitemap. Pure functions: the server's sitemap uses them too.
 */
import { languageByCode, type LangCode } from '@shared/i18n';

/** One language's address of a page. */
export interface LanguageUrl {
  lang: LangCode;
  /** The hreflang value: 'en-US', 'fr-FR'. */
  hreflang: string;
  href: string;
}

/** The public origin without a trailing slash: 'https://shop.example.com'. */
export function originOf(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** BCP 47 tag of a language code: 'fr_FR' → 'fr-FR'. */
export function hreflangOf(lang: LangCode): string {
  return lang.replace('_', '-');
}

/**
 * The URL prefix of a language: '' for the default one, '/fr' for French otherwise (as the language
 * switch of /website/lang does); null when the language has no prefix of its own and is not the default.
 */
export function languagePrefix(lang: LangCode, defaultLang: LangCode): string | null {
  if (lang === defaultLang) return '';
  const { urlCode } = languageByCode(lang);
  return urlCode ? `/${urlCode}` : null;
}

/** `path` ('/aboutus', '/' or '/shop?page=2', no language prefix) in `lang`, absolute. */
export function absoluteUrl(origin: string, prefix: string, path: string): string {
  const [pathname = '/', query] = splitQuery(path);
  const localized = pathname === '/' ? prefix || '/' : `${prefix}${pathname}`;
  return `${originOf(origin)}${localized}${query ? `?${query}` : ''}`;
}

/** The page's address in every active language that has one, in the site's language order. */
export function languageUrls(
  path: string,
  site: { languages: ReadonlyArray<{ code: LangCode }>; defaultLang: LangCode; publicUrl: string },
): LanguageUrl[] {
  const urls: LanguageUrl[] = [];
  for (const { code } of site.languages) {
    const prefix = languagePrefix(code, site.defaultLang);
    if (prefix === null) continue;
    urls.push({ lang: code, hreflang: hreflangOf(code), href: absoluteUrl(site.publicUrl, prefix, path) });
  }
  return urls;
}

function splitQuery(path: string): [string, string | undefined] {
  const at = path.indexOf('?');
  return at < 0 ? [path || '/', undefined] : [path.slice(0, at) || '/', path.slice(at + 1)];
}
