import type { SitePage } from '../../../core/site/site-page';

/** The payment feature's pages on the public site. */
export const pages: SitePage[] = [
  { name: 'payment-process', path: 'payment/process', file: 'payment-process.tsx' },
];
