import { z } from 'zod';
import { defineAdminCall, idParam } from '../api/admin-call';
import { shippingMethodInputSchema, shippingMethodSchema } from './contract';

/** The Shipping methods screen's calls (/api/admin/shipping-methods…; shop managers write). */
export const shippingAdminCalls = {
  /** The methods, and the currency their prices are in (the shop's). */
  list: defineAdminCall({
    method: 'get',
    path: '/shipping-methods',
    result: z.object({ currency: z.string(), methods: z.array(shippingMethodSchema) }),
  }),
  create: defineAdminCall({
    method: 'post',
    path: '/shipping-methods',
    body: shippingMethodInputSchema,
    result: shippingMethodSchema,
  }),
  update: defineAdminCall({
    method: 'put',
    path: '/shipping-methods/:id',
    params: { id: idParam },
    body: shippingMethodInputSchema,
    result: shippingMethodSchema,
  }),
  /** Orders keep their shipping lines. */
  remove: defineAdminCall({
    method: 'delete',
    path: '/shipping-methods/:id',
    params: { id: idParam },
    result: z.void(),
  }),
};
