import { defineAdminCall } from '../api/admin-call';
import { wishlistSettingsSchema } from './contract';

/** Settings → Wishlists (/api/admin/wishlists/settings; shop managers). */
export const wishlistsAdminCalls = {
  settings: defineAdminCall({ method: 'get', path: '/wishlists/settings', result: wishlistSettingsSchema }),
  updateSettings: defineAdminCall({
    method: 'put',
    path: '/wishlists/settings',
    body: wishlistSettingsSchema,
    result: wishlistSettingsSchema,
  }),
};
