import type { SitePage } from '../../../core/site/site-page';

/** The blog feature's pages on the public site (routes.ts mounts them under each language prefix). */
export const pages: SitePage[] = [
  // The blog: every blog's posts, one blog's posts, one post (Odoo-style slugs; a wrong one redirects).
  { name: 'blog', path: 'blog', file: 'blog.tsx' },
  { name: 'blog-blog', path: 'blog/:blogSlug', file: 'blog.tsx' },
  { name: 'blog-post', path: 'blog/:blogSlug/post/:postSlug', file: 'blog-post.tsx' },
];
