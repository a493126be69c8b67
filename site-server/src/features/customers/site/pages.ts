import type { SitePage } from '../../../core/site/site-page';

/** The customers' page of the portal: the account's details and address. */
export const pages: SitePage[] = [{ name: 'my-account', path: 'my/account', file: 'my-account.tsx' }];
