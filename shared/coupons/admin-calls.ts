import { z } from 'zod';
import { defineAdminCall, idParam } from '../api/admin-call';
import { couponInputSchema, couponRowSchema } from './contract';

/** The Coupons screen's calls (/api/admin/coupons…; shop managers). */
export const couponsAdminCalls = {
  /** The codes, and the currency fixed amounts are in. */
  list: defineAdminCall({
    method: 'get',
    path: '/coupons',
    result: z.object({ currency: z.string(), coupons: z.array(couponRowSchema) }),
  }),
  create: defineAdminCall({
    method: 'post',
    path: '/coupons',
    body: couponInputSchema,
    result: couponRowSchema,
  }),
  update: defineAdminCall({
    method: 'put',
    path: '/coupons/:id',
    params: { id: idParam },
    body: couponInputSchema,
    result: couponRowSchema,
  }),
  /** Refused once used: archive it (active: false) instead, the orders keep their discount lines. */
  remove: defineAdminCall({
    method: 'delete',
    path: '/coupons/:id',
    params: { id: idParam },
    result: z.void(),
  }),
};
