import { z } from 'zod';
import {
  changePasswordInputSchema,
  companyInputSchema,
  companyListSchema,
  companyRefSchema,
  idParamSchema,
  profileInputSchema,
  profileSchema,
  settingsInputSchema,
  settingsSchema,
  userCreateInputSchema,
  userListQuerySchema,
  userPageSchema,
  userRowSchema,
  userUpdateInputSchema,
} from '../api/admin';
import { defineAdminCall } from '../api/admin-call';
import {
  recoveryCodesSchema,
  twoFactorCodeInputSchema,
  twoFactorDisableInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from './contract';

/** The accounts screens' calls: the profile, companies, settings (admins) and users (admins). */
export const accountsAdminCalls = {
  profile: defineAdminCall({ method: 'get', path: '/profile', result: profileSchema }),
  updateProfile: defineAdminCall({
    method: 'put',
    path: '/profile',
    body: profileInputSchema,
    result: profileSchema,
  }),
  changePassword: defineAdminCall({
    method: 'post',
    path: '/profile/password',
    body: changePasswordInputSchema,
    result: z.void(),
  }),
  /** Two-factor sign-in of the signed-in user: status, set-up, confirm (answers the recovery codes), off. */
  twoFactor: defineAdminCall({ method: 'get', path: '/profile/two-factor', result: twoFactorStatusSchema }),
  setUpTwoFactor: defineAdminCall({
    method: 'post',
    path: '/profile/two-factor/setup',
    result: twoFactorSetupSchema,
  }),
  enableTwoFactor: defineAdminCall({
    method: 'post',
    path: '/profile/two-factor',
    body: twoFactorCodeInputSchema,
    result: recoveryCodesSchema,
  }),
  disableTwoFactor: defineAdminCall({
    method: 'post',
    path: '/profile/two-factor/disable',
    body: twoFactorDisableInputSchema,
    result: z.void(),
  }),
  newRecoveryCodes: defineAdminCall({
    method: 'post',
    path: '/profile/two-factor/recovery-codes',
    body: twoFactorCodeInputSchema,
    result: recoveryCodesSchema,
  }),
  /** The signed-in user's companies. */
  companies: defineAdminCall({ method: 'get', path: '/companies', result: companyListSchema }),
  createCompany: defineAdminCall({
    method: 'post',
    path: '/companies',
    body: companyInputSchema,
    result: companyRefSchema,
  }),
  settings: defineAdminCall({ method: 'get', path: '/settings', result: settingsSchema }),
  updateSettings: defineAdminCall({
    method: 'put',
    path: '/settings',
    body: settingsInputSchema,
    result: settingsSchema,
  }),
  /** Multipart (logoUpload): the file in field `file`, the CSRF token in X-CSRF-Token. */
  uploadLogo: defineAdminCall({ method: 'post', path: '/settings/logo', result: settingsSchema }),
  /** The site and documents go back to the company's name alone. */
  removeLogo: defineAdminCall({ method: 'delete', path: '/settings/logo', result: settingsSchema }),
  users: defineAdminCall({
    method: 'get',
    path: '/users',
    query: userListQuerySchema,
    result: userPageSchema,
  }),
  user: defineAdminCall({ method: 'get', path: '/users/:id', params: idParamSchema, result: userRowSchema }),
  createUser: defineAdminCall({
    method: 'post',
    path: '/users',
    body: userCreateInputSchema,
    result: userRowSchema,
  }),
  /** Turns off the two-factor sign-in of a user who lost their authenticator and recovery codes. */
  resetUserTwoFactor: defineAdminCall({
    method: 'delete',
    path: '/users/:id/two-factor',
    params: idParamSchema,
    result: z.void(),
  }),
  updateUser: defineAdminCall({
    method: 'put',
    path: '/users/:id',
    params: idParamSchema,
    body: userUpdateInputSchema,
    result: userRowSchema,
  }),
};
