import { defineAdminCall, idParam } from '../api/admin-call';
import {
  recoveryListQuerySchema,
  recoveryListSchema,
  recoverySettingsInputSchema,
  recoverySettingsSchema,
  sendNowResultSchema,
} from './contract';

/** The Abandoned carts screen's calls (/api/admin/abandoned-carts…; shop managers). */
export const cartRecoveryAdminCalls = {
  list: defineAdminCall({
    method: 'get',
    path: '/abandoned-carts',
    query: recoveryListQuerySchema,
    result: recoveryListSchema,
  }),
  /** Sends the cart's recovery mail now, whatever the delay; the eligibility rules still hold. */
  sendNow: defineAdminCall({
    method: 'post',
    path: '/abandoned-carts/:id/send',
    params: { id: idParam },
    result: sendNowResultSchema,
  }),
  updateSettings: defineAdminCall({
    method: 'put',
    path: '/abandoned-carts/settings',
    body: recoverySettingsInputSchema,
    result: recoverySettingsSchema,
  }),
};
