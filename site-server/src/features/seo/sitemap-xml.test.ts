/** The sitemap's XML writer (sitemap-xml.ts): escaping, dates, and the sitemaps.org limit per file. */
import { describe, expect, it } from 'vitest';
import { sitemapParts, urlsetXml, w3cDatetime, xmlEscape } from './sitemap-xml';
import { PUBLIC_URL, schemaErrors, xmllint } from './seo-test-support';

describe('sitemap XML', () => {
  const site = {
    publicUrl: PUBLIC_URL,
    languages: [{ code: 'en_US' as const }],
    defaultLang: 'en_US' as const,
  };

  it('escapes what XML would read as markup', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = urlsetXml([{ path: '/shop?search=a&order=name', lastmod: null }], site);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/shop?search=a&amp;order=name</loc>`);
    if (xmllint) expect(schemaErrors(xml, 'sitemap.xsd')).toBe('');
  });

  it('writes lastmod as a W3C datetime in UTC', () => {
    expect(w3cDatetime(new Date('2024-03-05T06:07:08.123+02:00'))).toBe('2024-03-05T04:07:08Z');
  });

  it('keeps 50,000 URLs a file at most', () => {
    const three = {
      ...site,
      languages: [{ code: 'en_US' as const }, { code: 'fr_FR' as const }, { code: 'es_ES' as const }],
    };
    const entries = Array.from({ length: 20_000 }, (_, index) => ({ path: `/p${index}`, lastmod: null }));
    const parts = sitemapParts(entries, three);
    expect(parts.map((part) => part.length)).toEqual([16_666, 3_334]);
  });
});
