import type { NewsletterSiteContext } from '@shared/newsletter/contract';

declare module '../../../core/site/context' {
  interface SiteContext {
    /** Newsletters (subscribe block, popup, unsubscribe page): filled by the newsletter feature. */
    newsletter?: NewsletterSiteContext;
  }
}
