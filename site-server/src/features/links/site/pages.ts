import type { SitePage } from '../../../core/site/site-page';

/** The links feature's pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  // The link tracker; the server's fast path answers /r/{code} itself, so 'r/*' only sees /r/{code}+.
  { name: 'links-tracker', path: 'r', file: 'links-tracker.tsx' },
  { name: 'links-statistics', path: 'r/*', file: 'links-statistics.tsx' },
  // Where a visitor's link to another site goes first (the fast path redirects /r/{code} here).
  { name: 'links-leaving', path: 'r/:code/leave', file: 'links-leaving.tsx' },
  // A link's rules (issue 32): outside its life without a fallback (410), and its password.
  { name: 'links-expired', path: 'r/:code/expired', file: 'links-expired.tsx' },
  { name: 'links-password', path: 'r/:code/password', file: 'links-password.tsx' },
];
