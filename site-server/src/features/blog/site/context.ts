import type { BlogSiteContext } from '@shared/blog/contract';

declare module '../../../core/site/context' {
  interface SiteContext {
    /** Blogs and posts (pages, latest posts): filled by the blog feature's siteContext hook. */
    blog?: BlogSiteContext;
  }
}
