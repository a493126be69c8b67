import { pageSchema } from '../api/admin';
import { defineAdminCall, idParam } from '../api/admin-call';
import { orderDetailSchema, orderListQuerySchema, orderRowSchema } from './contract';
import { quotationInputSchema } from './quotations';

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
  /** A quotation confirmed by hand (paid outside the shop): stock taken, the buyer mailed. */
  confirm: defineAdminCall({
    method: 'post',
    path: '/orders/:id/confirm',
    params: { id: idParam },
    result: orderDetailSchema,
  }),
  /** Cancelled, its stock given back; refused while a payment is under way (refund a paid one). */
  cancel: defineAdminCall({
    method: 'post',
    path: '/orders/:id/cancel',
    params: { id: idParam },
    result: orderDetailSchema,
  }),
  /** A delivered sales order marked done (locked): the review request counts its delay from then. */
  markDone: defineAdminCall({
    method: 'post',
    path: '/orders/:id/done',
    params: { id: idParam },
    result: orderDetailSchema,
  }),
  resendConfirmation: defineAdminCall({
    method: 'post',
    path: '/orders/:id/resend-confirmation',
    params: { id: idParam },
    result: orderDetailSchema,
  }),
  /** A quotation made by staff for a customer (their account's, or a new customer record). */
  createQuotation: defineAdminCall({
    method: 'post',
    path: '/orders/quotations',
    body: quotationInputSchema,
    result: orderDetailSchema,
  }),
  /** Mails the quotation's portal link to its customer; a draft becomes 'sent'. */
  sendQuotation: defineAdminCall({
    method: 'post',
    path: '/orders/:id/send',
    params: { id: idParam },
    result: orderDetailSchema,
  }),
  /** A new access token: the link mailed before stops opening the document (the customer signed in still does). */
  revokeLink: defineAdminCall({
    method: 'post',
    path: '/orders/:id/revoke_link',
    params: { id: idParam },
    result: orderDetailSchema,
  }),
};
