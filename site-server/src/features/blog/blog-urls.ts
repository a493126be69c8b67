import { slugify } from '../../../../shared/slug';

/** Odoo-style addresses: the id finds the record, the slug is for people (a wrong one redirects). */
export const blogUrl = (blog: { id: number; slug: string }) => `/blog/${blog.slug}-${blog.id}`;

export const postUrl = (blog: { id: number; slug: string }, post: { id: number; slug: string }) =>
  `${blogUrl(blog)}/post/${post.slug}-${post.id}`;

/** The slug of a name or title ('Hello, world!' → 'hello-world'). */
export const blogSlug = (text: string) => slugify(text, 'post');
