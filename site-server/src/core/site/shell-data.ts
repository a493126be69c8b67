/** What every page of the public site knows about the visitor and the shop, and helpers to use it. */
import { useRouteLoaderData } from 'react-router';
import type { MenuItemView } from '@shared/website/contract';
import { t as translate, type LangCode, type MessageKey } from '@shared/i18n';
import type { SiteCompany, SiteContext, SiteLanguage, SiteUser } from './context';

/** The root loader's data: the page shell's part of the load context, safe to send to the browser. */
export interface ShellData {
  lang: LangCode;
  defaultLang: LangCode;
  languages: SiteLanguage[];
  urlPrefix: SiteContext['urlPrefix'];
  user: Pick<SiteUser, 'name' | 'email' | 'role'> | null;
  csrfToken: string;
  company: SiteCompany;
  cartCount: number;
  /** The products on the visitor's wishlist: the header's count and the hearts' state. */
  wishlistIds: number[];
  /** For the footer's copyright, from the server clock so the hydrated page says the same. */
  year: number;
  /** The header menu (website module), in the visitor's language. */
  menu?: MenuItemView[];
  /** The public origin without a trailing slash (PUBLIC_URL or the request's): canonical and OG URLs. */
  publicUrl: string;
}

export function shellData(site: SiteContext): ShellData {
  return {
    lang: site.lang,
    defaultLang: site.defaultLang,
    languages: site.languages,
    urlPrefix: site.urlPrefix,
    user: site.user && { name: site.user.name, email: site.user.email, role: site.user.role },
    csrfToken: site.csrfToken,
    company: site.company,
    cartCount: site.cartCount,
    wishlistIds: site.wishlistIds,
    year: new Date().getFullYear(),
    menu: site.website?.menu ?? [],
    publicUrl: site.publicUrl.replace(/\/+$/, ''),
  };
}

/** The shell data, or undefined when the root loader itself failed (only the root error page sees that). */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData<ShellData>('root');
}

export function useSite(): ShellData {
  const shell = useShellData();
  if (!shell)
    throw new Error('The site shell data is missing: useSite() is only for pages under the root route.');
  return shell;
}

export type Translate = (key: MessageKey, ...args: Array<string | number>) => string;

export function translator(lang: LangCode): Translate {
  return (key, ...args) => translate(lang, key, ...args);
}

export function useT(): Translate {
  return translator(useSite().lang);
}

/** `path` ('/aboutus') in the current language: '/fr/aboutus'; the home page is '/fr'. */
export function sitePath(urlPrefix: string, path: string): string {
  if (path === '/') return urlPrefix || '/';
  return `${urlPrefix}${path}`;
}

export function useSitePath(): (path: string) => string {
  const { urlPrefix } = useSite();
  return (path) => sitePath(urlPrefix, path);
}

/** Who may see unpublished pages (SPEC §6: publishers; admins may do everything). */
export function canSeeUnpublished(user: Pick<SiteUser, 'role'> | null): boolean {
  return user?.role === 'publisher' || user?.role === 'admin';
}
