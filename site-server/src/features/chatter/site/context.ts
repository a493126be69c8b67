import type { ChatterSiteContext } from '@shared/chatter/contract';

declare module '../../../core/site/context' {
  interface SiteContext {
    /** Chatter and follow state of a record, for server rendering (the chatter feature fills it). */
    chatter?: ChatterSiteContext;
  }
}
