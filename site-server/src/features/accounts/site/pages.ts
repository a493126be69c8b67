import type { SitePage } from '../../../core/site/site-page';

/** The accounts feature's pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  { name: 'login', path: 'web/login', file: 'login.tsx' },
  { name: 'signup', path: 'web/signup', file: 'signup.tsx' },
  { name: 'reset-password', path: 'web/reset_password', file: 'reset-password.tsx' },
  { name: 'logout', path: 'web/session/logout', file: 'logout.tsx' },
  { name: 'my', path: 'my', file: 'my.tsx' },
];
