import { z } from 'zod';
import { numeric } from '../api/numeric';
import type { Page } from '../api/admin';
import { defineAdminCall, idParam } from '../api/admin-call';
import {
  menuAddPageInputSchema,
  menuInputSchema,
  pageInputSchema,
  pagePreviewInputSchema,
  type MenuItemRow,
  type PageDetail,
  type PageRow,
} from './contract';

const byId = { id: idParam };
// The answers are described by the contract's types: typed, not parsed.
const pageDetail = z.custom<PageDetail>();
const menuRows = z.custom<MenuItemRow[]>();

/** The Pages and Menu screens' calls (/api/admin/website/…; publishers). */
export const websiteAdminCalls = {
  pages: defineAdminCall({
    method: 'get',
    path: '/website/pages',
    query: z.object({
      search: z.string().max(200).default(''),
      page: numeric(z.number().int().min(1)).default(1),
    }),
    result: z.custom<Page<PageRow>>(),
  }),
  createPage: defineAdminCall({
    method: 'post',
    path: '/website/pages',
    body: pageInputSchema,
    result: pageDetail,
  }),
  page: defineAdminCall({ method: 'get', path: '/website/pages/:id', params: byId, result: pageDetail }),
  updatePage: defineAdminCall({
    method: 'put',
    path: '/website/pages/:id',
    params: byId,
    body: pageInputSchema,
    result: pageDetail,
  }),
  deletePage: defineAdminCall({
    method: 'delete',
    path: '/website/pages/:id',
    params: byId,
    result: z.void(),
  }),
  /** Keeps a draft for its author; the preview frame opens `url` (?enable_editor=1&draft=token). */
  preview: defineAdminCall({
    method: 'post',
    path: '/website/preview',
    body: pagePreviewInputSchema,
    result: z.object({ token: z.string(), url: z.string() }),
  }),
  menu: defineAdminCall({ method: 'get', path: '/website/menu', result: menuRows }),
  /** The whole menu, in display order, saved at once. */
  saveMenu: defineAdminCall({
    method: 'put',
    path: '/website/menu',
    body: menuInputSchema,
    result: menuRows,
  }),
  /** "Add to menu" from the page editor. */
  addPageToMenu: defineAdminCall({
    method: 'post',
    path: '/website/menu/pages',
    body: menuAddPageInputSchema,
    result: menuRows,
  }),
  /** Multipart: a block's image in field `file`, the CSRF token in X-CSRF-Token. */
  uploadImage: defineAdminCall({
    method: 'post',
    path: '/website/images',
    result: z.object({ id: z.number(), url: z.string() }),
  }),
};
