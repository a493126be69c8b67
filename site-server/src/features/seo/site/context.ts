/** Search engines (the SEO feature fills it). */
export interface SiteSeo {
  /** schema.org Organization of the company (name, address, contact, logo), for the home page's JSON-LD. */
  organization(): Promise<Record<string, unknown>>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    /** Search engines: filled by the SEO feature's siteContext hook. */
    seo?: SiteSeo;
  }
}
