import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LangCode } from '@shared/i18n';
import { NonceContext } from './nonce';
import { defaultPageMeta, JsonLd, jsonLdText, pageSeo, seoMeta, type SeoSite } from './seo';
import { absoluteUrl, languagePrefix, languageUrls } from './seo-urls';

const languages = [
  { code: 'en_US' as const, name: 'English', urlCode: '' as const },
  { code: 'fr_FR' as const, name: 'Français', urlCode: 'fr' as const },
  { code: 'es_ES' as const, name: 'Español', urlCode: 'es' as const },
];

function site(lang: LangCode, overrides: Partial<SeoSite> = {}): SeoSite {
  return {
    lang,
    defaultLang: 'en_US',
    languages,
    publicUrl: 'https://shop.example.com',
    company: { name: 'Acme & Sons' },
    ...overrides,
  };
}

/** The descriptors as [key, value] pairs, in order: ['title', …], ['canonical', href], ['hreflang:fr-FR', href]… */
function pairs(descriptors: MetaDescriptor[]): Array<[string, string]> {
  return descriptors.map((descriptor) => {
    const d = descriptor as Record<string, string>;
    if ('title' in d) return ['title', d.title!];
    if (d.tagName === 'link' && d.rel === 'canonical') return ['canonical', d.href!];
    if (d.tagName === 'link' && d.rel === 'alternate') return [`hreflang:${d.hrefLang}`, d.href!];
    if (d.property) return [d.property, d.content!];
    return [d.name!, d.content!];
  });
}
const value = (descriptors: MetaDescriptor[], key: string) =>
  pairs(descriptors).find(([name]) => name === key)?.[1];

describe('seoMeta', () => {
  it('gives the canonical URL in the current language and the same alternates from every language', () => {
    const english = seoMeta({ site: site('en_US'), title: 'About us', path: '/aboutus' });
    const french = seoMeta({ site: site('fr_FR'), title: 'À propos', path: '/aboutus' });
    expect(value(english, 'canonical')).toBe('https://shop.example.com/aboutus');
    expect(value(french, 'canonical')).toBe('https://shop.example.com/fr/aboutus');
    const alternates = (descriptors: MetaDescriptor[]) =>
      pairs(descriptors).filter(([key]) => key.startsWith('hreflang:'));
    expect(alternates(english)).toEqual([
      ['hreflang:en-US', 'https://shop.example.com/aboutus'],
      ['hreflang:fr-FR', 'https://shop.example.com/fr/aboutus'],
      ['hreflang:es-ES', 'https://shop.example.com/es/aboutus'],
      ['hreflang:x-default', 'https://shop.example.com/aboutus'],
    ]);
    expect(alternates(french)).toEqual(alternates(english));
    // og:url is the canonical address; og:locale the page's language, the others as alternates.
    expect(value(french, 'og:url')).toBe('https://shop.example.com/fr/aboutus');
    expect(value(french, 'og:locale')).toBe('fr_FR');
    expect(pairs(french).filter(([key]) => key === 'og:locale:alternate')).toEqual([
      ['og:locale:alternate', 'en_US'],
      ['og:locale:alternate', 'es_ES'],
    ]);
  });

  it('writes the home page as the bare language prefix, and keeps a query string', () => {
    expect(value(seoMeta({ site: site('es_ES'), title: 'Acme', path: '/' }), 'canonical')).toBe(
      'https://shop.example.com/es',
    );
    expect(value(seoMeta({ site: site('en_US'), title: 'Acme', path: '/' }), 'canonical')).toBe(
      'https://shop.example.com/',
    );
    expect(value(seoMeta({ site: site('fr_FR'), title: 'Shop', path: '/shop?page=2' }), 'canonical')).toBe(
      'https://shop.example.com/fr/shop?page=2',
    );
  });

  it('follows the default language: with French as default, French has no prefix and English none at all', () => {
    const frenchSite = site('fr_FR', { defaultLang: 'fr_FR' });
    expect(languagePrefix('fr_FR', 'fr_FR')).toBe('');
    expect(languagePrefix('en_US', 'fr_FR')).toBeNull();
    const meta = seoMeta({ site: frenchSite, title: 'Services', path: '/services' });
    expect(value(meta, 'canonical')).toBe('https://shop.example.com/services');
    expect(pairs(meta).filter(([key]) => key.startsWith('hreflang:'))).toEqual([
      ['hreflang:fr-FR', 'https://shop.example.com/services'],
      ['hreflang:es-ES', 'https://shop.example.com/es/services'],
      ['hreflang:x-default', 'https://shop.example.com/services'],
    ]);
  });

  it('leaves hreflang out on a one-language site', () => {
    const meta = seoMeta({
      site: site('en_US', { languages: [languages[0]!] }),
      title: 'About us',
      path: '/aboutus',
    });
    expect(pairs(meta).some(([key]) => key.startsWith('hreflang:'))).toBe(false);
    expect(pairs(meta).some(([key]) => key === 'og:locale:alternate')).toBe(false);
  });

  it('writes the title, description, Open Graph and Twitter card', () => {
    const meta = seoMeta({
      site: site('en_US', { publicUrl: 'https://shop.example.com/' }),
      title: 'Desk',
      description: '  A desk.  ',
      path: '/shop/product/desk-3',
      image: '/web/image/product.image/4/image',
      type: 'product',
    });
    expect(pairs(meta)).toEqual(
      expect.arrayContaining([
        ['title', 'Desk | Acme & Sons'],
        ['description', 'A desk.'],
        ['og:type', 'product'],
        ['og:title', 'Desk'],
        ['og:description', 'A desk.'],
        ['og:site_name', 'Acme & Sons'],
        ['og:image', 'https://shop.example.com/web/image/product.image/4/image'],
        ['twitter:card', 'summary_large_image'],
        ['canonical', 'https://shop.example.com/shop/product/desk-3'],
      ]),
    );
    // The home page's title is the site's name alone; no description, no image: none written.
    const home = seoMeta({ site: site('en_US'), title: 'Acme & Sons', path: '/' });
    expect(value(home, 'title')).toBe('Acme & Sons');
    expect(value(home, 'description')).toBeUndefined();
    expect(value(home, 'og:image')).toBeUndefined();
    expect(value(home, 'og:type')).toBe('website');
    expect(value(home, 'twitter:card')).toBe('summary');
    // An absolute image stays as it is.
    expect(
      value(
        seoMeta({ site: site('en_US'), title: 'A', path: '/a', image: 'https://cdn.example.com/a.png' }),
        'og:image',
      ),
    ).toBe('https://cdn.example.com/a.png');
  });

  it('keeps private pages out of search engines: noindex, and no canonical or alternates', () => {
    const meta = seoMeta({ site: site('fr_FR'), title: 'Panier', path: '/shop/cart', noindex: true });
    expect(value(meta, 'robots')).toBe('noindex, nofollow');
    expect(value(meta, 'canonical')).toBeUndefined();
    expect(pairs(meta).some(([key]) => key.startsWith('hreflang:'))).toBe(false);
    expect(value(meta, 'title')).toBe('Panier | Acme & Sons');
    expect(value(seoMeta({ site: site('en_US'), title: 'A', path: '/a' }), 'robots')).toBeUndefined();
    // Another view of public content (a filtered listing): not indexed, its links followed.
    const filtered = seoMeta({ site: site('en_US'), title: 'Shop', path: '/shop', noindex: 'follow' });
    expect(value(filtered, 'robots')).toBe('noindex, follow');
  });
});

describe('pageSeo', () => {
  const shell = { ...site('fr_FR'), urlPrefix: '/fr' };
  const matches = [{ id: 'root', data: shell }, { id: 'fr/layout', data: null }, undefined];

  it('reads the shell data of the root route and translates with its language', () => {
    const meta = pageSeo({ matches }, (_site, t) => ({ title: t('login.title'), path: '/web/login' }));
    expect(value(meta, 'title')).toBe('Connexion | Acme & Sons');
  });

  it('says nothing on an error page, without shell data, or when the page has nothing to say', () => {
    const describePage = () => ({ title: 'X', path: '/x' });
    expect(pageSeo({ matches, error: new Error('boom') }, describePage)).toEqual([]);
    expect(pageSeo({ matches: [{ id: 'root', data: undefined }] }, describePage)).toEqual([]);
    expect(pageSeo({ matches }, () => null)).toEqual([]);
  });
});

describe("defaultPageMeta (the layout's, for pages without their own meta)", () => {
  const shell = { ...site('fr_FR'), urlPrefix: '/fr' };
  const matches = [
    { id: 'root', data: shell },
    { id: 'fr/layout', data: null },
  ];
  const at = (pathname: string, error?: unknown) =>
    defaultPageMeta({ matches, location: { pathname }, error });

  it('gives the reset-password and sign-out pages their title and keeps them out of search results', () => {
    const reset = at('/fr/web/reset_password');
    expect(pairs(reset).filter(([key]) => key === 'title')).toEqual([
      ['title', 'Réinitialiser le mot de passe | Acme & Sons'],
    ]);
    expect(value(reset, 'robots')).toBe('noindex, nofollow');
    expect(value(reset, 'canonical')).toBeUndefined();
    expect(value(at('/web/session/logout'), 'title')).toMatch(/ \| Acme & Sons$/);
    expect(value(at('/web/session/logout'), 'robots')).toBe('noindex, nofollow');
  });

  it('writes only noindex on an error page (its own <title> is the one title), nothing on other pages', () => {
    expect(at('/fr/no-such-page', new Error('404'))).toEqual([
      { name: 'robots', content: 'noindex, nofollow' },
    ]);
    expect(at('/newsletter/subscribe')).toEqual([]);
  });
});

describe('JSON-LD', () => {
  const hostile = { '@type': 'Product', name: 'Chair</script><script>alert(1)</script> & <!-- \u2028' };

  it('cannot be closed by the text it carries, and reads back the same', () => {
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('renders one script element with the page nonce on the server', () => {
    const html = renderToString(
      createElement(NonceContext.Provider, { value: 'n0nce' }, createElement(JsonLd, { data: hostile })),
    );
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="n0nce">[^<]*<\/script>$/);
    const body = /<script[^>]*>([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(body)).toEqual(hostile);
  });
});

describe('seo-urls', () => {
  it('joins the origin, the prefix and the path without doubled slashes', () => {
    expect(absoluteUrl('https://a.example/', '', '/')).toBe('https://a.example/');
    expect(absoluteUrl('https://a.example', '/fr', '/')).toBe('https://a.example/fr');
    expect(absoluteUrl('https://a.example', '/fr', '/?x=1')).toBe('https://a.example/fr?x=1');
    expect(
      languageUrls('/blog', { languages: [{ code: 'es_ES' }], defaultLang: 'en_US', publicUrl: 'http://h' }),
    ).toEqual([{ lang: 'es_ES', hreflang: 'es-ES', href: 'http://h/es/blog' }]);
  });
});
