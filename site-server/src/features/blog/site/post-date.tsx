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

/** 'March' in the page's language (the archive's months). */
export function monthName(month: number, lang: LangCode): string {
  return new Intl.DateTimeFormat(lang.replace('_', '-'), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

export function PostDate({ iso, lang }: { iso: string; lang: LangCode }) {
  return <time dateTime={iso}>{formatPostDate(iso, lang)}</time>;
}
