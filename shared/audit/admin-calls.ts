import { z } from 'zod';
import { pageSchema } from '../api/admin';
import { defineAdminCall } from '../api/admin-call';
import { auditFiltersSchema, auditListQuerySchema, auditRowSchema } from './contract';

/** The audit log's calls (/api/admin/audit…; administrators only). */
export const auditAdminCalls = {
  list: defineAdminCall({
    method: 'get',
    path: '/audit',
    query: auditListQuerySchema,
    result: pageSchema(auditRowSchema),
  }),
  /** The people and kinds of record the filters offer. */
  filters: defineAdminCall({ method: 'get', path: '/audit/filters', result: auditFiltersSchema }),
  /** The list's entries (same filters) as a CSV download. */
  exportCsv: defineAdminCall({
    method: 'get',
    path: '/audit/export.csv',
    query: auditListQuerySchema.omit({ page: true }),
    result: z.void(),
  }),
};
