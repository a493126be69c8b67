import type { SitePage } from '../../../core/site/site-page';

/** The wishlists' pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  { name: 'shop-wishlist', path: 'shop/wishlist', file: 'shop-wishlist.tsx' },
  { name: 'shop-wishlist-shared', path: 'shop/wishlist/shared/:token', file: 'shop-wishlist-shared.tsx' },
];
