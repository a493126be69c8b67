import type { FormsSiteContext } from '@shared/forms/contract';

declare module '../../../core/site/context' {
  interface SiteContext {
    /** Website forms (the form block): filled by the forms feature's siteContext hook. */
    forms?: FormsSiteContext;
  }
}
