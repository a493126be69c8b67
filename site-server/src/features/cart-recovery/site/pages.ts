import type { SitePage } from '../../../core/site/site-page';

/** The recovery mail's pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  // A restore link that could not restore (the link's own route hands a good one's cart over first).
  { name: 'cart-recovery-restore', path: 'shop/cart/recover', file: 'restore-page.tsx' },
  { name: 'cart-recovery-unsubscribe', path: 'shop/cart/recovery/unsubscribe', file: 'unsubscribe-page.tsx' },
];
