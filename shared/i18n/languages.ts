/**
 * The languages of the site, in display order: every language list, type and address pattern of the
 * server, the site and the back office derives from this one.
 */
const languageList = [
  {
    code: 'en_US',
    name: 'English',
    urlCode: '',
    dateFormat: '%m/%d/%Y',
    timeFormat: '%H:%M:%S',
    decimalPoint: '.',
    thousandsSep: ',',
    direction: 'ltr',
  },
  {
    code: 'fr_FR',
    name: 'Français',
    urlCode: 'fr',
    dateFormat: '%d/%m/%Y',
    timeFormat: '%H:%M:%S',
    decimalPoint: ',',
    thousandsSep: '\u202f',
    direction: 'ltr',
  },
  {
    code: 'es_ES',
    name: 'Español',
    urlCode: 'es',
    dateFormat: '%d/%m/%Y',
    timeFormat: '%H:%M:%S',
    decimalPoint: ',',
    thousandsSep: '.',
    direction: 'ltr',
  },
] as const;

export type LangCode = (typeof languageList)[number]['code'];
/** Path prefix of a language on the public site, without slashes ('' = no prefix). */
export type LangUrlCode = (typeof languageList)[number]['urlCode'];
/** A language's prefix of the site's addresses: '' for the default one, '/fr'. */
export type UrlPrefix = '' | `/${Exclude<LangUrlCode, ''>}`;

export interface LanguageInfo {
  code: LangCode;
  /** The language's own name, as shown in the language switch. */
  name: string;
  urlCode: LangUrlCode;
  /** strftime-style formats, as served by /web/webclient/locale/{lang}. */
  dateFormat: string;
  timeFormat: string;
  decimalPoint: string;
  thousandsSep: string;
  direction: 'ltr' | 'rtl';
}

export const languages: readonly LanguageInfo[] = languageList;

export const langCodes = languageList.map((language) => language.code) as [LangCode, ...LangCode[]];
export const langUrlCodes = languageList.map((language) => language.urlCode) as [
  LangUrlCode,
  ...LangUrlCode[],
];

/** The address prefixes of the languages that have one: ['/fr', '/es']. */
export const langUrlPrefixes = langUrlCodes.flatMap((code): UrlPrefix[] => (code ? [`/${code}`] : []));

/** An optional language prefix of a path ('', '/fr', '/es'), as a regular expression's source. */
export const langPrefixPattern = `(?:/(?:${langUrlCodes.filter(Boolean).join('|')}))?`;

/** `path` (a regular expression's source, '/web/login') under any language prefix, whole path only. */
export function underLangPrefix(path: string): RegExp {
  return new RegExp(`^${langPrefixPattern}${path}$`);
}

export const defaultLangCode: LangCode = 'en_US';

/** A language's BCP 47 tag, as Intl and the HTML lang attribute want it: 'fr_FR' → 'fr-FR'. */
export const localeOf = (code: LangCode): string => code.replace('_', '-');

/**
 * The first of a person's languages (a browser's navigator.languages, or an Accept-Language header's
 * tags best first) that Vitrine speaks, matched on the language alone ('fr-CA' and 'fr' are French);
 * null when it speaks none of them.
 */
export function preferredLanguage(tags: readonly string[]): LangCode | null {
  for (const tag of tags) {
    const wanted = tag.trim().toLowerCase().split(/[-_]/)[0];
    const found = languageList.find((language) => language.code.toLowerCase().startsWith(`${wanted}_`));
    if (found) return found.code;
  }
  return null;
}
