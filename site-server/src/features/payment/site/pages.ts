import type { SitePage } from '../../../core/site/site-page';

/** The payment feature's pages on the public site. */
export const pages: SitePage[] = [
  { name: 'payment-process', path: 'payment/process', file: 'payment-process.tsx' },
  { name: 'my-payment-methods', path: 'my/payment_method', file: 'my-payment-methods.tsx' },
];
