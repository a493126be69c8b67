import { pageSchema } from '../api/admin';
import { defineAdminCall, idParam } from '../api/admin-call';
import { leadListQuerySchema, leadRowSchema } from './contract';

/** The leads screen's calls (/api/admin/leads…; sales staff). */
export const leadsAdminCalls = {
  list: defineAdminCall({
    method: 'get',
    path: '/leads',
    query: leadListQuerySchema,
    result: pageSchema(leadRowSchema),
  }),
  get: defineAdminCall({ method: 'get', path: '/leads/:id', params: { id: idParam }, result: leadRowSchema }),
};
