import { z } from 'zod';
import { defineAdminCall, idParam } from '../api/admin-call';
import {
  linkCodeInputSchema,
  linkCreateInputSchema,
  linkDetailSchema,
  linkListQuerySchema,
  linkPageSchema,
  linkRowSchema,
  utmKindSchema,
  utmNameInputSchema,
  utmValueListSchema,
  utmValueRowSchema,
} from './admin-contract';
import { performanceQuerySchema, performanceSchema } from './performance';
import { linkPreviewInputSchema, linkPreviewSchema, linkRulesSchema, type LinkRulesInput } from './rules';

const linkParams = { id: idParam };
const utmParams = { kind: utmKindSchema, id: idParam };

/** The link tracker's back-office calls (/api/admin/links…, /api/admin/utm…; staff). */
export const linksAdminCalls = {
  /** What links bring: clicks, leads, orders, revenue per link, campaign, medium or source (sales staff). */
  performance: defineAdminCall({
    method: 'get',
    path: '/links/performance',
    query: performanceQuerySchema,
    result: performanceSchema,
  }),
  list: defineAdminCall({
    method: 'get',
    path: '/links',
    query: linkListQuerySchema,
    result: linkPageSchema,
  }),
  /** The list's links as CSV (linkCsvColumns), same filters, no page. */
  exportCsv: defineAdminCall({
    method: 'get',
    path: '/links.csv',
    query: linkListQuerySchema,
    result: z.void(),
  }),
  create: defineAdminCall({
    method: 'post',
    path: '/links',
    body: linkCreateInputSchema,
    result: linkRowSchema,
  }),
  get: defineAdminCall({ method: 'get', path: '/links/:id', params: linkParams, result: linkDetailSchema }),
  /** The link's clicks as CSV (clickCsvColumns). */
  clicksCsv: defineAdminCall({
    method: 'get',
    path: '/links/:id/clicks.csv',
    params: linkParams,
    result: z.void(),
  }),
  archive: defineAdminCall({
    method: 'post',
    path: '/links/:id/archive',
    params: linkParams,
    result: linkRowSchema,
  }),
  unarchive: defineAdminCall({
    method: 'post',
    path: '/links/:id/unarchive',
    params: linkParams,
    result: linkRowSchema,
  }),
  renameCode: defineAdminCall({
    method: 'put',
    path: '/links/:id/code',
    params: linkParams,
    body: linkCodeInputSchema,
    result: linkRowSchema,
  }),
  /** The link's rules (issue 32): lifetime, password (whether it has one), targeting and split. */
  rules: defineAdminCall({
    method: 'get',
    path: '/links/:id/rules',
    params: linkParams,
    result: linkRulesSchema,
  }),
  /**
   * Saves them. The body is checked by the server with linkRulesInputSchema, which answers its
   * refusals in the staff member's language (a 400 with field messages), hence no schema here.
   */
  updateRules: defineAdminCall({
    method: 'put',
    path: '/links/:id/rules',
    params: linkParams,
    body: z.custom<LinkRulesInput>(),
    result: linkRulesSchema,
  }),
  /** "Test a click": where a visitor (country, device, language) goes, by the redirect's own rules. */
  previewClick: defineAdminCall({
    method: 'post',
    path: '/links/:id/preview',
    params: linkParams,
    body: linkPreviewInputSchema,
    result: linkPreviewSchema,
  }),
  utmValues: defineAdminCall({
    method: 'get',
    path: '/utm/:kind',
    params: { kind: utmKindSchema },
    result: utmValueListSchema,
  }),
  createUtm: defineAdminCall({
    method: 'post',
    path: '/utm/:kind',
    params: { kind: utmKindSchema },
    body: utmNameInputSchema,
    result: utmValueRowSchema,
  }),
  renameUtm: defineAdminCall({
    method: 'put',
    path: '/utm/:kind/:id',
    params: utmParams,
    body: utmNameInputSchema,
    result: utmValueRowSchema,
  }),
  deleteUtm: defineAdminCall({
    method: 'delete',
    path: '/utm/:kind/:id',
    params: utmParams,
    result: z.void(),
  }),
};
