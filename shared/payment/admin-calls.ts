import { z } from 'zod';
import { defineAdminCall, idParam } from '../api/admin-call';
import { paymentProviders, transactionStates } from './contract';

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

/** A provider as the Payment providers screen shows it: secrets masked, never sent back whole. */
export const providerSettingsSchema = z.object({
  code: z.enum(paymentProviders),
  label: z.string(),
  enabled: z.boolean(),
  sequence: z.number(),
  publishableKey: z.string(),
  /** 'sk_test_…abcd', or '' when none is set. */
  secretKeyHint: z.string(),
  webhookSecretHint: z.string(),
  /** The bank details a transfer's instructions give. */
  instructions: z.string(),
  /** The bank transfer's: days an unpaid transfer is awaited before its order is cancelled. */
  pendingDays: z.number(),
  /** Where Stripe must send its events (the address to enter in Stripe's dashboard). */
  webhookUrl: z.string(),
});
export type ProviderSettingsView = z.infer<typeof providerSettingsSchema>;

const key = z.string().trim().max(300);
export const TRANSFER_DAYS_RANGE = 'Wait 1 to 90 whole days for a transfer.';
export const providerSettingsInputSchema = z.object({
  enabled: z.boolean(),
  sequence: z.number().int().min(0).max(1_000_000),
  publishableKey: key.default(''),
  /** Empty: keep the one set. */
  secretKey: key.default(''),
  webhookSecret: key.default(''),
  instructions: z.string().trim().max(2000).default(''),
  /** The bank transfer's wait, in days; absent: kept. */
  pendingDays: z
    .number()
    .int(TRANSFER_DAYS_RANGE)
    .min(1, TRANSFER_DAYS_RANGE)
    .max(90, TRANSFER_DAYS_RANGE)
    .optional(),
});
export type ProviderSettingsInput = z.input<typeof providerSettingsInputSchema>;

export const refundInputSchema = z.object({
  /** Minor units; absent: what is left to refund. */
  amount: z.number().int().positive().max(1_000_000_000_00).optional(),
});

/** Payments' back-office calls (sales staff; providers' settings: administrators). */
export const paymentAdminCalls = {
  providers: defineAdminCall({
    method: 'get',
    path: '/payment-providers',
    result: z.array(providerSettingsSchema),
  }),
  updateProvider: defineAdminCall({
    method: 'put',
    path: '/payment-providers/:code',
    params: { code: z.enum(paymentProviders) },
    body: providerSettingsInputSchema,
    result: providerSettingsSchema,
  }),
  /** Gives money back through the provider that took it (Stripe), or records a refund made by hand. */
  refund: defineAdminCall({
    method: 'post',
    path: '/orders/:id/refund',
    params: { id: idParam },
    body: refundInputSchema,
    result: transactionRowSchema,
  }),
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
