import type { SitePage } from '../../../core/site/site-page';

/** The orders' pages of the customer portal (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  { name: 'my-quotes', path: 'my/quotes', file: 'my-quotes.tsx' },
  { name: 'my-orders', path: 'my/orders', file: 'my-orders.tsx' },
  { name: 'my-order', path: 'my/orders/:orderId', file: 'my-order.tsx' },
  // A quotation line's −, + and × links (SPEC §2) without JavaScript or in a new tab: confirm, then post.
  {
    name: 'my-order-line',
    path: 'my/orders/:orderId/update_line/:lineId/:change?',
    file: 'quotation-line-page.tsx',
  },
];
