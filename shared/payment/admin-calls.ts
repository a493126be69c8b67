import { z } from 'zod';
import { defineAdminCall, idParam } from '../api/admin-call';
import { transactionStates } from './contract';

export const transactionRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  provider: z.string(),
  state: z.enum(transactionStates),
  /** Minor units. */
  amount: z.number(),
  currency: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

/** Payments' back-office calls (sales staff). */
export const paymentAdminCalls = {
  /** An order's payment attempts, newest first. */
  orderTransactions: defineAdminCall({
    method: 'get',
    path: '/orders/:id/transactions',
    params: { id: idParam },
    result: z.array(transactionRowSchema),
  }),
  /** A bank transfer arrived: its pending transaction is done and the order confirmed (stock taken, mail sent). */
  markTransferPaid: defineAdminCall({
    method: 'post',
    path: '/orders/:id/transfer-received',
    params: { id: idParam },
    result: transactionRowSchema,
  }),
};
