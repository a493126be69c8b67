import type { SitePage } from '../../../core/site/site-page';

/** The projects' pages: the customer's projects in the portal, and the rating's feedback page. */
export const pages: SitePage[] = [
  { name: 'my-projects', path: 'my/projects', file: 'my-projects.tsx' },
  { name: 'rate-feedback', path: 'rate/feedback', file: 'rate-feedback.tsx' },
];
