import type { SitePage } from '../../../core/site/site-page';

/** The invoices' pages of the customer portal. */
export const pages: SitePage[] = [
  { name: 'my-invoices', path: 'my/invoices', file: 'my-invoices.tsx' },
  { name: 'my-invoice', path: 'my/invoices/:invoiceId', file: 'my-invoice.tsx' },
];
