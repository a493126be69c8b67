import type { SitePage } from '../../../core/site/site-page';

/** The catalog feature's pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  // The shop (issue 4); the cart module serves /shop/cart/update*, and GET /shop/cart?type=popover itself.
  { name: 'shop', path: 'shop', file: 'shop.tsx' },
  { name: 'shop-category', path: 'shop/category/:slug', file: 'shop.tsx' },
  { name: 'shop-product', path: 'shop/product/:slugId', file: 'shop-product.tsx' },
];
