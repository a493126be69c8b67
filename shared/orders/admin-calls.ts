import { pageSchema } from '../api/admin';
import { defineAdminCall, idParam } from '../api/admin-call';
import { orderDetailSchema, orderListQuerySchema, orderRowSchema } from './contract';

/** The orders screens' calls (/api/admin/orders…; sales staff). */
export const ordersAdminCalls = {
  list: defineAdminCall({
    method: 'get',
    path: '/orders',
    query: orderListQuerySchema,
    result: pageSchema(orderRowSchema),
  }),
  get: defineAdminCall({
    method: 'get',
    path: '/orders/:id',
    params: { id: idParam },
    result: orderDetailSchema,
  }),
};
