import type { SitePage } from '../../../core/site/site-page';

/** The checkout feature's pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  { name: 'shop-address', path: 'shop/address', file: 'shop-address.tsx' },
  { name: 'shop-checkout', path: 'shop/checkout', file: 'shop-checkout.tsx' },
];
