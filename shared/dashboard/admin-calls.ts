import { defineAdminCall } from '../api/admin-call';
import { dashboardListsSchema, dashboardQuerySchema, dashboardSchema } from './contract';

/** The dashboard's calls (/api/admin/dashboard…; sales staff, the outbox's list for administrators). */
export const dashboardAdminCalls = {
  figures: defineAdminCall({
    method: 'get',
    path: '/dashboard',
    query: dashboardQuerySchema,
    result: dashboardSchema,
  }),
  lists: defineAdminCall({ method: 'get', path: '/dashboard/lists', result: dashboardListsSchema }),
};
