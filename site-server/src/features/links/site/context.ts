import type { LinksSiteContext } from '@shared/links/contract';

/** The link tracker's part of the site's load context: its pages /r and /r/{code}+. */
declare module '../../../core/site/context' {
  interface SiteContext {
    /** The link tracker's pages (/r, /r/{code}+): filled by the links feature's siteContext hook. */
    links?: LinksSiteContext;
  }
}
