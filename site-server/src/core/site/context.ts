/**
 * What the server hands every route of the public site through React Router's load context
 * (`context.vitrine`). The web slice owns these types; the server implements them in
 * site-server/src/core/http/site-context.ts. Types only: this file must stay free of server imports,
 * because route modules (bundled for the browser too) import it.
 */
import type { Role } from '@shared/api/admin';
import type { LangCode, LangUrlCode, UrlPrefix } from '@shared/i18n';
import type { PortalSectionView } from './portal-section';

export type { LangCode, LangUrlCode };

/** An active language of the site. */
export interface SiteLanguage {
  code: LangCode;
  name: string;
  urlCode: LangUrlCode;
}

export interface SiteUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export interface SiteCompany {
  name: string;
  logoUrl: string | null;
  /** One line for the footer ("12 Market Street, 75001 Paris"); optional until the server fills it. */
  address?: string | null;
  /** The header's behaviour (settings): the shop's, or the marketing site's (sticky at 120 px, folding menu). */
  headerStyle?: 'shop' | 'marketing';
}

/**
 * The platform's part of the load context. Each feature adds its own field (`shop`, `blog`, …) from
 * its folder, by declaration merging in features/<feature>/site/context.ts, and fills it from its
 * server module's `siteContext` hook.
 */
export interface SiteContext {
  lang: LangCode;
  defaultLang: LangCode;
  /** The active languages, in display order. */
  languages: SiteLanguage[];
  /** URL prefix of the current language: '' for the default one. */
  urlPrefix: UrlPrefix;
  user: SiteUser | null;
  /** The session's CSRF token, sent back as the `csrf_token` field of every form post. */
  csrfToken: string;
  company: SiteCompany;
  /** Number of items in the visitor's cart (0 until the shop exists). */
  cartCount: number;
  /** The products (template ids) on the visitor's wishlist, latest first (none until the wishlists feature fills it). */
  wishlistIds: number[];
  publicUrl: string;
  /** The portal home's sections the signed-in customer has documents in (none when signed out). */
  portalSections(): Promise<PortalSectionView[]>;
}

declare module 'react-router' {
  interface AppLoadContext {
    vitrine: SiteContext;
    /** Added by the server's site handler (web-app.ts): the CSP nonce for this page's inline scripts. */
    cspNonce?: string;
    /** Added by the server's site handler: the csrf_token of the posted form, once the server checked it. */
    verifiedCsrfToken?: string;
  }
}
