import type { SitePage } from '../../../core/site/site-page';

/** The checkout feature's pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  { name: 'shop-address', path: 'shop/address', file: 'shop-address.tsx' },
  { name: 'shop-checkout', path: 'shop/checkout', file: 'shop-checkout.tsx' },
  { name: 'shop-confirm-order', path: 'shop/confirm_order', file: 'shop-confirm-order.tsx' },
  { name: 'shop-payment', path: 'shop/payment', file: 'shop-payment.tsx' },
  { name: 'shop-confirmation', path: 'shop/confirmation', file: 'shop-confirmation.tsx' },
];
