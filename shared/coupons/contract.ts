/**
 * Contract of promo codes (SPEC §2 Shop: the coupon form on the cart, revealed by its link). A code
 * takes a percentage or a fixed amount off the cart's products, from a minimum amount, between its
 * validity dates, a limited number of times (counted when an order is made with it).
 *
 * The cart's form posts `promo` (and csrf_token) to POST /shop/pricelist, which goes back to the cart
 * with `?promo=` one of couponOutcomes: the cart says it in the visitor's language.
 */
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
