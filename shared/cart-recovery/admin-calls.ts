import { defineAdminCall, idParam } from '../api/admin-call';
import {
  recoveryListQuerySchema,
  recoveryListSchema,
  recoverySettingsInputSchema,
  recoverySettingsSchema,
  sendNowResultSchema,
} from './contract';

/** The Abandoned carts screen's calls, and its settings' card on the Settings screen (/api/admin/abandoned-carts…; shop managers). */
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
  /** Settings → Recovery mails: on or off, and the delay. */
  settings: defineAdminCall({
    method: 'get',
    path: '/abandoned-carts/settings',
    result: recoverySettingsSchema,
  }),
  updateSettings: defineAdminCall({
    method: 'put',
    path: '/abandoned-carts/settings',
    body: recoverySettingsInputSchema,
    result: recoverySettingsSchema,
  }),
};
