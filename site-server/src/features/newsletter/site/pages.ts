import type { SitePage } from '../../../core/site/site-page';

/** The newsletter feature's pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  // Newsletters: the subscribe page (and the block's form post without JavaScript), the unsubscribe link.
  { name: 'newsletter-subscribe', path: 'newsletter/subscribe', file: 'subscribe-page.tsx' },
  { name: 'newsletter-unsubscribe', path: 'mailing/unsubscribe', file: 'unsubscribe-page.tsx' },
];
