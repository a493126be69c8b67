import type { SitePage } from '../../../core/site/site-page';

/** The website feature's pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  { name: 'home', path: null, file: 'home.tsx' },
  { name: 'aboutus', path: 'aboutus', file: 'aboutus.tsx' },
  // Pages made in the back office at any other address ('/services'); an unknown address is a 404.
  { name: 'website-page', path: '*', file: 'website-page.tsx' },
];
