/** What other features' pages may use of the coupons: the cart page's promo-code form. */
export { CouponForm } from './coupon-form';
