import { z } from 'zod';
import { defineAdminCall, idParam } from '../api/admin-call';
import { taxInputSchema, taxSchema } from './contract';

/** The Taxes screen's calls (/api/admin/taxes…; shop managers). */
export const taxesAdminCalls = {
  list: defineAdminCall({ method: 'get', path: '/taxes', result: z.array(taxSchema) }),
  create: defineAdminCall({ method: 'post', path: '/taxes', body: taxInputSchema, result: taxSchema }),
  update: defineAdminCall({
    method: 'put',
    path: '/taxes/:id',
    params: { id: idParam },
    body: taxInputSchema,
    result: taxSchema,
  }),
  /** Products that had it fall back to the default tax; orders keep the rates they were made with. */
  remove: defineAdminCall({
    method: 'delete',
    path: '/taxes/:id',
    params: { id: idParam },
    result: z.void(),
  }),
};
