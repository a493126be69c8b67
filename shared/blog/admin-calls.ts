import { z } from 'zod';
import type { Page } from '../api/admin';
import { defineAdminCall, idParam } from '../api/admin-call';
import {
  blogInputSchema,
  blogListQuerySchema,
  postInputSchema,
  postListQuerySchema,
  type BlogAuthor,
  type BlogDetail,
  type BlogRow,
  type PostDetail,
  type PostRow,
} from './contract';

const byId = { id: idParam };
// The answers are described by the contract's interfaces: typed, not parsed.
const blogRow = z.custom<BlogRow>();
const postDetail = z.custom<PostDetail>();

/** The blog screens' calls (/api/admin/blog/…; publishers). */
export const blogAdminCalls = {
  /** The blogs (the page editor's latest-posts block picks from them too). */
  blogs: defineAdminCall({
    method: 'get',
    path: '/blog/blogs',
    query: blogListQuerySchema,
    result: z.custom<Page<BlogRow>>(),
  }),
  createBlog: defineAdminCall({
    method: 'post',
    path: '/blog/blogs',
    body: blogInputSchema,
    result: blogRow,
  }),
  blog: defineAdminCall({
    method: 'get',
    path: '/blog/blogs/:id',
    params: byId,
    result: z.custom<BlogDetail>(),
  }),
  updateBlog: defineAdminCall({
    method: 'put',
    path: '/blog/blogs/:id',
    params: byId,
    body: blogInputSchema,
    result: blogRow,
  }),
  deleteBlog: defineAdminCall({ method: 'delete', path: '/blog/blogs/:id', params: byId, result: z.void() }),
  posts: defineAdminCall({
    method: 'get',
    path: '/blog/posts',
    query: postListQuerySchema,
    result: z.custom<Page<PostRow>>(),
  }),
  createPost: defineAdminCall({
    method: 'post',
    path: '/blog/posts',
    body: postInputSchema,
    result: postDetail,
  }),
  post: defineAdminCall({ method: 'get', path: '/blog/posts/:id', params: byId, result: postDetail }),
  updatePost: defineAdminCall({
    method: 'put',
    path: '/blog/posts/:id',
    params: byId,
    body: postInputSchema,
    result: postDetail,
  }),
  deletePost: defineAdminCall({ method: 'delete', path: '/blog/posts/:id', params: byId, result: z.void() }),
  /** Multipart: the image in field `file`, the CSRF token in X-CSRF-Token. */
  uploadCover: defineAdminCall({
    method: 'post',
    path: '/blog/posts/:id/cover',
    params: byId,
    result: postDetail,
  }),
  clearCover: defineAdminCall({
    method: 'delete',
    path: '/blog/posts/:id/cover',
    params: byId,
    result: postDetail,
  }),
  /** Staff who can sign a post. */
  authors: defineAdminCall({ method: 'get', path: '/blog/authors', result: z.custom<BlogAuthor[]>() }),
  /** The tags in use, for suggestions. */
  tags: defineAdminCall({ method: 'get', path: '/blog/tags', result: z.array(z.string()) }),
};
