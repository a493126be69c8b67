import type { EntityManager } from 'typeorm';
import { COUPON_USED_UP, normalizeCouponCode, type CouponOutcome } from '../../../../shared/coupons/contract';
import { formatMoney } from '../../../../shared/money';
import { ValidationError } from '../../core/errors';
import type { Cart, CartDiscount, CartDiscountSource } from '../cart';
import { CartCoupon, Coupon } from './coupon.entity';

/** Promo codes on carts: checked when applied and again whenever the cart is priced. */
export class CouponService implements CartDiscountSource {
  /** Puts the code on the cart when it applies now; answers why not otherwise (the cart keeps no code then). */
  async apply(em: EntityManager, cart: Cart, typed: string, productsTotal: number): Promise<CouponOutcome> {
    const coupon = await em
      .getRepository(Coupon)
      .findOneBy({ code: normalizeCouponCode(typed), active: true });
    const outcome = coupon ? this.check(coupon, productsTotal) : 'unknown';
    if (outcome === 'applied')
      await em.getRepository(CartCoupon).save({ cartId: cart.id, couponId: coupon!.id });
    return outcome;
  }

  async discountOf(em: EntityManager, cart: Cart, productsTotal: number): Promise<CartDiscount | null> {
    const coupon = await this.couponOf(em, cart);
    return coupon && this.check(coupon, productsTotal) === 'applied'
      ? this.discount(coupon, cart, productsTotal)
      : null;
  }

  /**
   * The order's discount, one use more counted by a conditional update: of two orders racing for the
   * last use, one gets it and the other is refused (COUPON_USED_UP).
   */
  async claim(em: EntityManager, cart: Cart, productsTotal: number): Promise<CartDiscount | null> {
    const coupon = await this.couponOf(em, cart);
    if (!coupon) return null;
    const outcome = this.check(coupon, productsTotal);
    if (outcome !== 'applied' && outcome !== 'usedUp') return null;
    const result = await em
      .getRepository(Coupon)
      .createQueryBuilder()
      .update()
      .set({ timesUsed: () => '"timesUsed" + 1' })
      .where('id = :id AND ("usageLimit" IS NULL OR "timesUsed" < "usageLimit")', { id: coupon.id })
      .execute();
    if (result.affected !== 1) throw new ValidationError(COUPON_USED_UP);
    return this.discount(coupon, cart, productsTotal);
  }

  async detach(em: EntityManager, cart: Cart): Promise<void> {
    await em.getRepository(CartCoupon).delete({ cartId: cart.id });
  }

  private discount(coupon: Coupon, cart: Cart, productsTotal: number): CartDiscount | null {
    const amount =
      coupon.kind === 'percent'
        ? Math.round((productsTotal * Math.min(coupon.value, 100)) / 100)
        : Math.min(coupon.value, productsTotal);
    const off =
      coupon.kind === 'percent'
        ? `${coupon.value} %`
        : formatMoney({ amount: coupon.value, currency: cart.currency });
    return amount > 0 ? { label: `${coupon.code} (−${off})`, amount } : null;
  }

  private async couponOf(em: EntityManager, cart: Cart): Promise<Coupon | null> {
    const link = await em.getRepository(CartCoupon).findOneBy({ cartId: cart.id });
    return link ? em.getRepository(Coupon).findOneBy({ id: link.couponId, active: true }) : null;
  }

  private check(coupon: Coupon, productsTotal: number, now = new Date()): CouponOutcome {
    if (coupon.validFrom && coupon.validFrom > now) return 'notYet';
    if (coupon.validUntil && coupon.validUntil < now) return 'expired';
    if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'usedUp';
    if (productsTotal < coupon.minimumAmount) return 'minimum';
    return 'applied';
  }
}
