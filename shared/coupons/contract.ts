/**
 * Contract of promo codes (SPEC §2 Shop: the coupon form on the cart, revealed by its link). A code
 * takes a percentage or a fixed amount off the cart's products, from a minimum amount, between its
 * validity dates, a limited number of times (counted when an order is made with it).
 *
 * The cart's form posts `promo` (and csrf_token) to POST /shop/pricelist, which goes back to the cart
 * with `?promo=` one of couponOutcomes: the cart says it in the visitor's language.
 */
import { z } from 'zod';

export const couponKinds = ['percent', 'fixed'] as const;
export type CouponKind = (typeof couponKinds)[number];

export const couponOutcomes = ['applied', 'unknown', 'expired', 'notYet', 'usedUp', 'minimum'] as const;
export type CouponOutcome = (typeof couponOutcomes)[number];

/** The query parameter the cart reads the outcome from. */
export const PROMO_PARAM = 'promo';

export const MAX_COUPON_CODE = 40;

/** A code as typed: spaces dropped, upper case (codes compare so). */
export const normalizeCouponCode = (code: string) =>
  code.replace(/\s+/g, '').toUpperCase().slice(0, MAX_COUPON_CODE);

/** Why an order could not be made with the cart's code (its last use went to another order). */
export const COUPON_USED_UP = 'This promo code has been used up.';

// ----- Back office: /api/admin/coupons… (shop managers) ---------------------------------------

const amount = z.number().int().min(0).max(1_000_000_000_00);
const moment = z.iso.datetime({ offset: true }).nullable().default(null);

export const couponInputSchema = z
  .object({
    code: z
      .string()
      .transform(normalizeCouponCode)
      .pipe(
        z
          .string()
          .min(3, { message: 'A code has at least 3 characters.' })
          .regex(/^[A-Z0-9_-]+$/, { message: 'Use letters, digits, - and _ only.' }),
      ),
    kind: z.enum(couponKinds),
    /** Percent (1–100) for 'percent', minor units for 'fixed'. */
    value: z.number().int().positive({ message: 'The discount must be more than 0.' }),
    minimumAmount: amount.default(0),
    validFrom: moment,
    validUntil: moment,
    /** null: no limit. */
    usageLimit: z.number().int().positive().max(1_000_000_000).nullable().default(null),
    active: z.boolean().default(true),
  })
  .refine((input) => input.kind !== 'percent' || input.value <= 100, {
    message: 'A percentage is at most 100.',
    path: ['value'],
  })
  .refine((input) => !input.validFrom || !input.validUntil || input.validFrom < input.validUntil, {
    message: 'The end comes after the start.',
    path: ['validUntil'],
  });
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(couponKinds),
  value: z.number(),
  minimumAmount: z.number(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().nullable(),
  timesUsed: z.number(),
  active: z.boolean(),
});
export type CouponRow = z.infer<typeof couponRowSchema>;
