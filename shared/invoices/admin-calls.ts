import { z } from 'zod';
import { defineAdminCall } from '../api/admin-call';
import { invoiceCreateSchema, invoiceRowSchema } from './contract';

/** The back office's Invoices screen (/api/admin/invoices…; sales staff). */
export const invoicesAdminCalls = {
  list: defineAdminCall({ method: 'get', path: '/invoices', result: z.array(invoiceRowSchema) }),
  /** Invoices a confirmed order (once: an order has one invoice). */
  create: defineAdminCall({
    method: 'post',
    path: '/invoices',
    body: invoiceCreateSchema,
    result: invoiceRowSchema,
  }),
};
