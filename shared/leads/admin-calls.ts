import { z } from 'zod';
import { pageSchema } from '../api/admin';
import { defineAdminCall, idParam } from '../api/admin-call';
import {
  leadBoardSchema,
  leadListQuerySchema,
  leadQuotationInputSchema,
  leadRowSchema,
  leadStageInputSchema,
  newLeadsQuerySchema,
  newLeadsSchema,
} from './contract';

/** The leads screens' calls (/api/admin/leads…; sales staff). */
export const leadsAdminCalls = {
  list: defineAdminCall({
    method: 'get',
    path: '/leads',
    query: leadListQuerySchema,
    result: pageSchema(leadRowSchema),
  }),
  /** The pipeline: each stage with its count and newest leads. */
  board: defineAdminCall({ method: 'get', path: '/leads/board', result: leadBoardSchema }),
  /** The list's leads (same filters) as a CSV download. */
  exportCsv: defineAdminCall({
    method: 'get',
    path: '/leads/export.csv',
    query: leadListQuerySchema.omit({ page: true }),
    result: z.void(),
  }),
  /** Leads newer than `after` (the back office's new-lead notifications). */
  newLeads: defineAdminCall({
    method: 'get',
    path: '/leads/new',
    query: newLeadsQuerySchema,
    result: newLeadsSchema,
  }),
  get: defineAdminCall({ method: 'get', path: '/leads/:id', params: { id: idParam }, result: leadRowSchema }),
  setStage: defineAdminCall({
    method: 'post',
    path: '/leads/:id/stage',
    params: { id: idParam },
    body: leadStageInputSchema,
    result: leadRowSchema,
  }),
  /** The quotation made from the lead: linked to it, and the lead moves to 'proposition'. */
  linkQuotation: defineAdminCall({
    method: 'post',
    path: '/leads/:id/quotation',
    params: { id: idParam },
    body: leadQuotationInputSchema,
    result: leadRowSchema,
  }),
};
