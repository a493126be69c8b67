import { defineAdminCall } from '../api/admin-call';
import { retentionSettingsSchema } from './contract';

/** Settings → Privacy and retention (/api/admin/retention…; administrators). */
export const retentionAdminCalls = {
  settings: defineAdminCall({
    method: 'get',
    path: '/retention/settings',
    result: retentionSettingsSchema,
  }),
  updateSettings: defineAdminCall({
    method: 'put',
    path: '/retention/settings',
    body: retentionSettingsSchema,
    result: retentionSettingsSchema,
  }),
};
