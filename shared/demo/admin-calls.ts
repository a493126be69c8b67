import { defineAdminCall } from '../api/admin-call';
import { demoDataSchema, demoRemovalSchema } from './contract';

/** Settings → Demo data (/api/admin/demo-data; administrators). */
export const demoAdminCalls = {
  overview: defineAdminCall({ method: 'get', path: '/demo-data', result: demoDataSchema }),
  /** Removes every demo record in one transaction; answers what went. */
  remove: defineAdminCall({ method: 'delete', path: '/demo-data', result: demoRemovalSchema }),
};
