import type { SitePage } from '../../../core/site/site-page';

/** The forms feature's pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  // A website form on a page of its own; its posts go to /website/form/{model} (the forms module).
  { name: 'website-form', path: 'website/form/:formId', file: 'website-form-page.tsx' },
];
