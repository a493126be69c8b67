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
