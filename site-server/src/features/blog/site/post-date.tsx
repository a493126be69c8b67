import type { LangCode } from '@shared/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/** '12 March 2026' in the page's language; UTC, so the server and the browser write the same. */
export function formatPostDate(iso: string, lang: LangCode): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(lang, format);
  }
  return format.format(new Date(iso));
}

const monthNames = new Map<string, string[]>();

/**
 * 'March' in the page's language (the archive's months). The twelve names are made once per language:
 * an Intl.DateTimeFormat per call was the blog page's largest cost of its own (issue 28).
 */
export function monthName(month: number, lang: LangCode): string {
  let names = monthNames.get(lang);
  if (!names) {
    const format = new Intl.DateTimeFormat(lang.replace('_', '-'), { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
    monthNames.set(lang, names);
  }
  return names[month - 1] ?? '';
}

export function PostDate({ iso, lang }: { iso: string; lang: LangCode }) {
  return <time dateTime={iso}>{formatPostDate(iso, lang)}</time>;
}
