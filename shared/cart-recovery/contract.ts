/**
 * Abandoned-cart recovery (issue 29, items 1–3): a cart whose shopper's e-mail is known and that has
 * not become an order after a delay gets one recovery mail, keyed on the cart. The back office lists
 * the carts with their state and the reason a cart gets no mail.
 */
import { z } from 'zod';
import { numeric } from '../api/numeric';

/** The delay after the cart's last change before its mail goes (Settings; default 1 hour). */
export const RECOVERY_DEFAULT_DELAY_SECONDS = 3600;
/** A short delay is for trying the feature out (and the browser test); a week is the longest. */
export const RECOVERY_MIN_DELAY_SECONDS = 5;
export const RECOVERY_MAX_DELAY_SECONDS = 7 * 24 * 3600;
/** The mail's restore link works this long. */
export const RESTORE_LINK_DAYS = 7;
/** A shopper who ordered within this many days before the mail would go gets none. */
export const ORDERED_LOOKBACK_DAYS = 7;

/**
 * waiting: the delay runs or the scan has not looked yet; sent: its mail went out; recovered: an
 * order was placed from its link; not_eligible: no mail, for `reason`.
 */
export const recoveryStates = ['waiting', 'sent', 'recovered', 'not_eligible'] as const;
export type RecoveryState = (typeof recoveryStates)[number];

/** Why a cart gets no mail (issue 29, item 1's "not sent when"), shown to staff. */
export const recoveryReasons = [
  'ordered',
  'empty',
  'free',
  'unavailable',
  'unsubscribed',
  'bounced',
  'disabled',
  /** Its mail could not be queued (the outbox refused it: the job failed for good); never retried by itself. */
  'undeliverable',
] as const;
export type RecoveryReason = (typeof recoveryReasons)[number];

export const recoverySettingsSchema = z.object({
  enabled: z.boolean(),
  delaySeconds: z.number(),
});
export type RecoverySettings = z.infer<typeof recoverySettingsSchema>;

/** Checked by the server, which words its refusal in the staff member's language. */
export const recoverySettingsInputSchema = z.object({
  enabled: z.boolean(),
  delaySeconds: z.number(),
});

export const recoveryListQuerySchema = z.object({
  state: z.enum(recoveryStates).optional(),
  page: numeric(z.number().int().min(1).max(100_000)).default(1),
});
export type RecoveryListQuery = z.infer<typeof recoveryListQuerySchema>;

export const recoveryRowSchema = z.object({
  cartId: z.number(),
  email: z.string(),
  /** The cart's value (its lines at the cart's price list) in minor units of `currency`. */
  value: z.number(),
  currency: z.string(),
  /** ISO time of the cart's last change: its age. */
  lastActivityAt: z.string(),
  state: z.enum(recoveryStates),
  reason: z.enum(recoveryReasons).nullable(),
  sentAt: z.string().nullable(),
  /** The order placed from the link (recovered), its amount before tax. */
  orderId: z.number().nullable(),
  recoveredAmount: z.number().nullable(),
});
export type RecoveryRow = z.infer<typeof recoveryRowSchema>;

export const RECOVERY_PAGE_SIZE = 50;

export const recoveryListSchema = z.object({
  items: z.array(recoveryRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type RecoveryList = z.infer<typeof recoveryListSchema>;

/** "Send the recovery mail now": sent, or the reason it was not. */
export const sendNowResultSchema = z.object({ row: recoveryRowSchema });
