import type { SitePage } from '../../../core/site/site-page';

/** The hosted instances' page of the customer portal. */
export const pages: SitePage[] = [{ name: 'my-instances', path: 'my/instances', file: 'my-instances.tsx' }];
