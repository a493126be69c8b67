import type { SitePage } from '../../../core/site/site-page';

/** The cart feature's pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [{ name: 'shop-cart', path: 'shop/cart', file: 'shop-cart.tsx' }];
