import { z } from 'zod';
import { defineAdminCall } from './admin-call';
import {
  adminSessionSchema,
  idParamSchema,
  outboxListQuerySchema,
  outboxMailSchema,
  outboxPageSchema,
  outboxRowSchema,
  signInInputSchema,
} from './admin';

/** The back office's session: who is signed in, sign-in and sign-out. */
export const sessionAdminCalls = {
  /** Staff only; 401 when the session has ended. */
  get: defineAdminCall({ method: 'get', path: '/session', result: adminSessionSchema }),
  signIn: defineAdminCall({
    method: 'post',
    path: '/session',
    body: signInInputSchema,
    result: adminSessionSchema,
  }),
  signOut: defineAdminCall({ method: 'delete', path: '/session', result: z.void() }),
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
