import { z } from 'zod';
import { MAX_ID, numeric } from '../api/numeric';
import { defineAdminCall } from '../api/admin-call';
import { pageSchema } from '../api/admin';

export const CUSTOMERS_PAGE_SIZE = 50;

export const customerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** A signed-in account's customer, or a guest's. */
  hasAccount: z.boolean(),
  orderCount: z.number(),
  /** What their confirmed orders came to, minor units of `currency`. */
  amountTotal: z.number(),
  currency: z.string(),
  lastOrderAt: z.string().nullable(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: numeric(z.number().int().positive().max(MAX_ID)).default(1),
});

/** The Customers screen's calls (/api/admin/customers; sales staff). */
export const customersAdminCalls = {
  list: defineAdminCall({
    method: 'get',
    path: '/customers',
    query: customerListQuerySchema,
    result: pageSchema(customerRowSchema),
  }),
};
