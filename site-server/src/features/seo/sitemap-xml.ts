/**
 * sitemaps.org 0.9 documents: a urlset with one <url> per page and language (each with its
 * xhtml:link hreflang alternates), and the sitemap index that lists the parts of a larger site.
 */
import type { LangCode } from '../../../../shared/i18n';
import type { SitemapEntry } from '../../core/records';
import { languagePrefix, languageUrls, originOf } from '../../core/site/seo-urls';

/** sitemaps.org: at most 50,000 URLs per sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

export interface SitemapSite {
  /** The public origin: 'https://shop.example.com'. */
  publicUrl: string;
  languages: ReadonlyArray<{ code: LangCode }>;
  defaultLang: LangCode;
}

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Text or attribute value inside XML (URLs may hold '&' from a query string). */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);
}
const escapeIfNeeded = (text: string) => (/[&<>"']/.test(text) ? xmlEscape(text) : text);
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** W3C datetime (sitemaps.org lastmod): '2024-05-01T12:30:00Z', second precision, UTC. */
export function w3cDatetime(date: Date): string {
  // toISOString is 'YYYY-MM-DDTHH:mm:ss.sssZ'.
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** One entry per path, where it first came, with the newest lastmod any source gave it. */
export function uniqueEntries(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    const seen = byPath.get(entry.path);
    if (!seen) byPath.set(entry.path, entry);
    else if (entry.lastmod && (!seen.lastmod || entry.lastmod > seen.lastmod))
      byPath.set(entry.path, { path: entry.path, lastmod: entry.lastmod });
  }
  return [...byPath.values()];
}

/** How many <url> elements the entries make (one per language). */
export function urlCount(entries: readonly SitemapEntry[], site: SitemapSite): number {
  return entries.length * Math.max(1, languageUrls('/', site).length);
}

/**
 * Entries split so that no part holds more than `maxUrls` <url> elements; a page's languages stay
 * in the same part.
 */
export function sitemapParts(
  entries: readonly SitemapEntry[],
  site: SitemapSite,
  maxUrls = MAX_URLS_PER_SITEMAP,
): SitemapEntry[][] {
  const perEntry = Math.max(1, languageUrls('/', site).length);
  const entriesPerPart = Math.max(1, Math.floor(maxUrls / perEntry));
  const parts: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += entriesPerPart)
    parts.push(entries.slice(start, start + entriesPerPart));
  return parts.length ? parts : [[]];
}

export const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/**
 * Writes the <url> elements of one site: each language's escaped address prefix ('https://x.com/fr')
 * and hreflang are worked out once, so a page costs a few string concatenations per language.
 */
export class UrlWriter {
  private readonly languages: ReadonlyArray<{ hreflang: string; base: string; prefix: string }>;
  /** The language x-default points to: the default one, else the first. */
  private readonly fallback: number;

  constructor(private readonly site: SitemapSite) {
    const origin = escapeIfNeeded(originOf(site.publicUrl));
    this.languages = languageUrls('/', site).map((url) => {
      const prefix = languagePrefix(url.lang, site.defaultLang) ?? '';
      return { hreflang: url.hreflang, base: origin + prefix, prefix };
    });
    this.fallback = Math.max(
      0,
      languageUrls('/', site).findIndex((url) => url.lang === site.defaultLang),
    );
  }

  /** The <url> elements of `entries`: each page once per language, with its alternates when there are several. */
  write(entries: readonly SitemapEntry[]): string {
    const { languages } = this;
    let out = '';
    for (const entry of entries) {
      const hrefs = this.hrefs(entry.path);
      const lastmod = entry.lastmod ? `<lastmod>${w3cDatetime(entry.lastmod)}</lastmod>` : '';
      let alternates = '';
      if (hrefs.length > 1) {
        for (let index = 0; index < hrefs.length; index++)
          alternates += `<xhtml:link rel="alternate" hreflang="${languages[index]!.hreflang}" href="${hrefs[index]}"/>`;
        alternates += `<xhtml:link rel="alternate" hreflang="x-default" href="${hrefs[this.fallback]}"/>`;
      }
      const tail = `</loc>${lastmod}${alternates}</url>\n`;
      for (const href of hrefs) out += `<url><loc>${href}${tail}`;
    }
    return out;
  }

  /** The page's escaped address in each language. */
  private hrefs(path: string): string[] {
    // The home page (with or without a query) takes the prefix alone: '/fr', not '/fr/'.
    if (path === '' || path === '/' || path.startsWith('/?'))
      return languageUrls(path, this.site).map((url) => escapeIfNeeded(url.href));
    const tail = escapeIfNeeded(path);
    return this.languages.map((language) => language.base + tail);
  }
}

/** The <url> elements of `entries` (see UrlWriter). */
export function urlElements(entries: readonly SitemapEntry[], site: SitemapSite): string {
  return new UrlWriter(site).write(entries);
}

/** The whole urlset document of `entries`. */
export function urlsetXml(entries: readonly SitemapEntry[], site: SitemapSite): string {
  return URLSET_OPEN + urlElements(entries, site) + URLSET_CLOSE;
}

/** The sitemap index of a site split into parts: each part's address and its newest lastmod. */
export function sitemapIndexXml(parts: ReadonlyArray<{ loc: string; lastmod: Date | null }>): string {
  const chunks: string[] = [XML_HEAD, `<sitemapindex xmlns="${SITEMAP_NS}">\n`];
  for (const part of parts) {
    const lastmod = part.lastmod ? `<lastmod>${w3cDatetime(part.lastmod)}</lastmod>` : '';
    chunks.push(`<sitemap><loc>${xmlEscape(part.loc)}</loc>${lastmod}</sitemap>\n`);
  }
  chunks.push('</sitemapindex>\n');
  return chunks.join('');
}

/** The newest lastmod of some entries, or null when none has one. */
export function newestLastmod(entries: readonly SitemapEntry[]): Date | null {
  let newest: Date | null = null;
  for (const entry of entries)
    if (entry.lastmod && (!newest || entry.lastmod > newest)) newest = entry.lastmod;
  return newest;
}
