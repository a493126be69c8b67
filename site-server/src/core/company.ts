import type { EntityManager } from 'typeorm';

/** The business the site speaks for, as every part of the platform reads it. */
export interface CompanyProfile {
  id: number;
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  zip: string;
  countryCode: string;
  /** ISO 4217 code: the currency of prices, carts and orders. */
  currency: string;
  defaultLang: string;
  /** Language codes the site offers. */
  languages: string[];
  /** sha256 of the logo in the file store. */
  logoSha: string | null;
  /** How the site's header behaves (settings): 'shop' or 'marketing'. */
  headerStyle: 'shop' | 'marketing';
}

/** Where the platform finds the company: a port the accounts feature provides (features/accounts). */
export interface CompanyDirectory {
  /** The company the public site speaks for, always read from the database. */
  mainCompany(em: EntityManager): Promise<CompanyProfile>;
  /** The same, kept for a few seconds: read on every page view. */
  siteCompany(em: EntityManager): Promise<CompanyProfile>;
}
