/**
 * What the server hands every route of the public site through React Router's load context
 * (`context.vitrine`). The web slice owns these types; the server implements them in
 * site-server/src/core/http/site-context.ts. Types only: this file must stay free of server imports,
 * because route modules (bundled for the browser too) import it.
 */
import type { Role } from '@shared/api/admin';
import type { BlogSiteContext } from '@shared/blog/contract';
import type { ChatterSiteContext } from '@shared/chatter/contract';
import type { FormsSiteContext } from '@shared/forms/contract';
import type { LinksSiteContext } from '@shared/links/contract';
import type { NewsletterSiteContext } from '@shared/newsletter/contract';
import type { MenuItemView, PageView } from '@shared/website/contract';
import type { CartView, ProductPageView, ShopListQuery, ShopListView } from '@shared/catalog/contract';
import type { LangCode, LangUrlCode } from '@shared/i18n';

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
}

/** A website page (e.g. /aboutus) in the visitor's language, with its blocks (shared/website/contract.ts). */
export type { PageView };

/** Outcome of an auth call that either works or gives a message to show as is (already translated). */
export type AuthResult = { ok: true } | { ok: false; message: string };
export type SignInResult = { ok: true; staff: boolean } | { ok: false; message: string };
export type SignUpResult = { ok: true } | { ok: false; message: string; fields?: Record<string, string> };

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Session-changing calls; they set or clear the session cookie on the current response. */
export interface SiteAuth {
  signIn(login: string, password: string): Promise<SignInResult>;
  /** Creates a portal user and signs them in. */
  signUp(input: SignUpInput): Promise<SignUpResult>;
  signOut(): Promise<void>;
  /** Always succeeds from the visitor's view: it never tells whether the address has an account. */
  requestPasswordReset(email: string): Promise<void>;
  resetPassword(token: string, password: string): Promise<AuthResult>;
}

export interface SitePages {
  byUrl(url: string): Promise<PageView | null>;
}

/** The website module's part: the header menu and the drafts of the back office's live preview. */
export interface SiteWebsite {
  /** The header menu in the visitor's language, with the entries they may open. */
  menu: MenuItemView[];
  /** A draft posted by the page editor for its live preview (publishers only; null when unknown or expired). */
  draft(token: string): Promise<PageView | null>;
}

/** The shop's catalogue (filled by the catalog module's siteContext hook). */
export interface SiteShop {
  list(query: ShopListQuery): Promise<ShopListView>;
  /** The product page of a template; null when unknown, or unpublished and the user is no shop manager. */
  product(templateId: number): Promise<ProductPageView | null>;
}

/** The visitor's cart (the cart module fills it). */
export interface SiteCart {
  view(): Promise<CartView>;
  /** Units of a variant already in the cart (the combination info's cart_qty). */
  quantityOf(productId: number): Promise<number>;
}

/** Search engines (the SEO module fills it). */
export interface SiteSeo {
  /** schema.org Organization of the company (name, address, contact, logo), for the home page's JSON-LD. */
  organization(): Promise<Record<string, unknown>>;
}

export interface SiteContext {
  lang: LangCode;
  defaultLang: LangCode;
  /** The active languages, in display order. */
  languages: SiteLanguage[];
  /** URL prefix of the current language: '' for the default one. */
  urlPrefix: '' | '/fr' | '/es';
  user: SiteUser | null;
  /** The session's CSRF token, sent back as the `csrf_token` field of every form post. */
  csrfToken: string;
  company: SiteCompany;
  /** Number of items in the visitor's cart (0 until the shop exists). */
  cartCount: number;
  /** The visitor's cart, once the cart module is on. */
  cart?: SiteCart;
  publicUrl: string;
  auth: SiteAuth;
  pages: SitePages;
  /** The link tracker's pages (/r, /r/{code}+): filled by the links module's siteContext hook. */
  links?: LinksSiteContext;
  /** The shop's catalogue: filled by the catalog module's siteContext hook. */
  shop?: SiteShop;
  /** Newsletters (subscribe block, popup, unsubscribe page): filled by the newsletter module. */
  newsletter?: NewsletterSiteContext;
  /** Website forms (the form block): filled by the forms module's siteContext hook. */
  forms?: FormsSiteContext;
  /** Chatter and follow state of a record, for server rendering (the chatter module fills it). */
  chatter?: ChatterSiteContext;
  /** The website's menu and live-preview drafts: filled by the website module's siteContext hook. */
  website?: SiteWebsite;
  /** Search engines: filled by the SEO module's siteContext hook. */
  seo?: SiteSeo;
  /** Blogs and posts (pages, latest posts): filled by the blog module's siteContext hook. */
  blog?: BlogSiteContext;
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
