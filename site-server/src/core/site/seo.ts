/**
 * What search engines and link previews read in a page's head: `seoMeta` builds a route's `meta`
 * export (title, description, canonical URL, hreflang alternates, Open Graph, Twitter card) and
 * `JsonLd` embeds schema.org data.
 *
 *   export const meta: Route.MetaFunction = (args) =>
 *     pageSeo(args, () => args.loaderData && { title: args.loaderData.post.name, path: args.loaderData.post.url, type: 'article' });
 */
import { createElement } from 'react';
import type { MetaDescriptor } from 'react-router';
import { useNonce } from './nonce';
import { absoluteUrl, languagePrefix, languageUrls, originOf } from './seo-urls';
import { translator, type ShellData, type Translate } from './shell-data';
import { splitLangPrefix, type MessageKey } from '@shared/i18n';

/** The few shell fields the head needs (the root loader's ShellData has them all). */
export type SeoSite = Pick<ShellData, 'lang' | 'defaultLang' | 'languages' | 'publicUrl'> & {
  company: Pick<ShellData['company'], 'name'>;
};

export interface SeoPage {
  /** The page's own title ('About us'); the document title adds the site name unless it is the site name. */
  title: string;
  description?: string | null;
  /** The page's address without language prefix: '/', '/aboutus', '/shop/product/desk-3'. */
  path: string;
  site: SeoSite;
  /** An image URL, absolute or on this site ('/web/image/…'). */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /**
   * Kept out of search engines: true for pages that are the visitor's own (cart, sign-in,
   * portal: 'noindex, nofollow'); 'follow' for another view of public content (a filtered
   * listing), whose links are still followed.
   */
  noindex?: boolean | 'follow';
}

/** Private pages (cart, sign-in, portal, errors): kept out of search results, their links not followed. */
const NOINDEX: MetaDescriptor = { name: 'robots', content: 'noindex, nofollow' };
/** Another view of public content: not indexed, its links followed. */
const NOINDEX_FOLLOW: MetaDescriptor = { name: 'robots', content: 'noindex, follow' };

/** The ShellData among a meta function's matches (the root route's loader data), if it loaded. */
export function shellOfMatches(matches: ReadonlyArray<{ id: string; data: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === 'root');
  const data = root?.data as ShellData | undefined | null;
  return data && typeof data.publicUrl === 'string' ? data : undefined;
}

/**
 * A route's `meta` from the root's shell data: `describe` says what the page is, or null when it has
 * nothing to say. On an error page (`error` set) it says nothing: the error page writes its own title.
 *
 *   export const meta: Route.MetaFunction = (args) =>
 *     pageSeo(args, (site, t) => ({ title: t('login.title'), path: '/web/login', noindex: true }));
 */
export function pageSeo(
  args: { matches: Parameters<typeof shellOfMatches>[0]; error?: unknown },
  describe: (site: ShellData, t: Translate) => Omit<SeoPage, 'site'> | null | undefined,
): MetaDescriptor[] {
  const site = args.error ? undefined : shellOfMatches(args.matches);
  const page = site && describe(site, translator(site.lang));
  return site && page ? seoMeta({ ...page, site }) : [];
}

/**
 * Pages without a `meta` export of their own, by address (no language prefix): the layout's default
 * meta gives them their title and robots line, and they render no <title> themselves.
 */
const PAGES_WITHOUT_META: Readonly<Record<string, { title: MessageKey; noindex: boolean }>> = {
  '/web/reset_password': { title: 'reset.title', noindex: true },
  '/web/session/logout': { title: 'logout.title', noindex: true },
};

/**
 * The site layout's `meta`, which React Router uses for every page without a `meta` of its own (it
 * only sees the root's and the layout's matches, hence the table by address). On an error page (404
 * included) it writes the noindex line alone: the error page writes its own title, so a page never
 * has two <title>s.
 */
export function defaultPageMeta(args: {
  matches: Parameters<typeof shellOfMatches>[0];
  location: { pathname: string };
  error?: unknown;
}): MetaDescriptor[] {
  if (args.error) return [NOINDEX];
  const path = splitLangPrefix(args.location.pathname).path;
  const page = PAGES_WITHOUT_META[path];
  if (!page) return [];
  return pageSeo({ matches: args.matches }, (_site, t) => ({
    title: t(page.title),
    path,
    noindex: page.noindex,
  }));
}

/** The document title: "About us | My Company", or the company's name alone on its home page. */
export function documentTitle(title: string, siteName: string): string {
  return !title || title === siteName ? siteName : `${title} | ${siteName}`;
}

/** The head descriptors of one page in the current language (React Router `meta` export). */
export function seoMeta(page: SeoPage): MetaDescriptor[] {
  const { site } = page;
  const siteName = site.company.name;
  const descriptors: MetaDescriptor[] = [{ title: documentTitle(page.title, siteName) }];
  const description = page.description?.trim();
  if (description) descriptors.push({ name: 'description', content: description });

  const prefix = languagePrefix(site.lang, site.defaultLang) ?? '';
  const url = absoluteUrl(site.publicUrl, prefix, page.path);
  if (page.noindex) {
    descriptors.push(page.noindex === 'follow' ? NOINDEX_FOLLOW : NOINDEX);
  } else {
    descriptors.push({ tagName: 'link', rel: 'canonical', href: url });
    const alternates = languageUrls(page.path, site);
    if (alternates.length > 1) {
      for (const alternate of alternates)
        descriptors.push({
          tagName: 'link',
          rel: 'alternate',
          hrefLang: alternate.hreflang,
          href: alternate.href,
        });
      const fallback = alternates.find((alternate) => alternate.lang === site.defaultLang) ?? alternates[0]!;
      descriptors.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: fallback.href });
    }
  }

  const image = page.image ? absoluteImage(site.publicUrl, page.image) : null;
  descriptors.push(
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title || siteName },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: site.lang },
  );
  for (const { code } of site.languages)
    if (code !== site.lang) descriptors.push({ property: 'og:locale:alternate', content: code });
  if (description) descriptors.push({ property: 'og:description', content: description });
  if (image) descriptors.push({ property: 'og:image', content: image });
  descriptors.push({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });
  return descriptors;
}

function absoluteImage(publicUrl: string, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  return `${originOf(publicUrl)}${image.startsWith('/') ? '' : '/'}${image}`;
}

/**
 * JSON for a <script> element: '<' is written as \u003c, so no text inside (a product name holding
 * "</script>") can close the element early; U+2028/2029 are escaped for old parsers.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * schema.org data in a <script type="application/ld+json">, rendered on the server with the page's
 * CSP nonce. The browser hides nonce values and has none to render, hence no hydration warning.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return createElement('script', {
    type: 'application/ld+json',
    nonce,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: jsonLdText(data) },
  });
}
