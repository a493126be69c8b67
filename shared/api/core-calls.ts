import { z } from 'zod';
import { defineAdminCall } from './admin-call';
import {
  adminSessionSchema,
  idParamSchema,
  outboxListQuerySchema,
  outboxMailSchema,
  outboxPageSchema,
  outboxRowSchema,
  passwordResetRequestSchema,
  signInInputSchema,
  twoFactorCodeInputSchema,
} from './admin';

/** The back office's session: who is signed in, sign-in and sign-out. */
export const sessionAdminCalls = {
  /** Staff only; 401 when the session has ended. */
  get: defineAdminCall({ method: 'get', path: '/session', result: adminSessionSchema }),
  /** Answers { twoFactorRequired: true } instead of a session when the account has a second factor. */
  signIn: defineAdminCall({
    method: 'post',
    path: '/session',
    body: signInInputSchema,
    result: adminSessionSchema.or(z.object({ twoFactorRequired: z.literal(true) })),
  }),
  /** The second step of such a sign-in: the authenticator or recovery code. */
  signInWithCode: defineAdminCall({
    method: 'post',
    path: '/session/code',
    body: twoFactorCodeInputSchema,
    result: adminSessionSchema,
  }),
  signOut: defineAdminCall({ method: 'delete', path: '/session', result: z.void() }),
  /**
   * "Forgot password?": mails the address a link to set a new password (the site's reset link) when
   * it has an account. Answers the same either way, so it never tells whether the address has one.
   */
  requestPasswordReset: defineAdminCall({
    method: 'post',
    path: '/session/password-reset',
    body: passwordResetRequestSchema,
    result: z.void(),
  }),
};

/** The mail outbox (admins). */
export const outboxAdminCalls = {
  list: defineAdminCall({
    method: 'get',
    path: '/outbox',
    query: outboxListQuerySchema,
    result: outboxPageSchema,
  }),
  get: defineAdminCall({
    method: 'get',
    path: '/outbox/:id',
    params: idParamSchema,
    result: outboxMailSchema,
  }),
  resend: defineAdminCall({
    method: 'post',
    path: '/outbox/:id/resend',
    params: idParamSchema,
    result: outboxRowSchema,
  }),
};
