import type { EntityManager } from 'typeorm';
import { COUPON_USED_UP, normalizeCouponCode, type CouponOutcome } from '../../../../shared/coupons/contract';
import { formatMoney } from '../../../../shared/money';
import { ValidationError } from '../../core/errors';
import type { Cart, CartDiscount, CartDiscountSource } from '../cart';
import { CartCoupon, Coupon, CouponClaim } from './coupon.entity';

/** An amount of the shop's currency in a cart's (its price list's): the pricelists feature converts it. */
export type CartCurrencyAmount = (em: EntityManager, cart: Cart, amount: number) => Promise<number>;

/**
 * Promo codes on carts: checked when applied and again whenever the cart is priced. A code's fixed
 * value and minimum are in the shop's currency; a cart in another one converts them.
 */
export class CouponService implements CartDiscountSource {
  constructor(private readonly inCartCurrency: CartCurrencyAmount = async (_em, _cart, amount) => amount) {}

  /** The coupon as it applies to this cart: its fixed value and minimum in the cart's currency. */
  private async inCart(em: EntityManager, cart: Cart, coupon: Coupon): Promise<Coupon> {
    const value = coupon.kind === 'fixed' ? await this.inCartCurrency(em, cart, coupon.value) : coupon.value;
    const minimumAmount = await this.inCartCurrency(em, cart, coupon.minimumAmount);
    return Object.assign(Object.create(Coupon.prototype) as Coupon, coupon, { value, minimumAmount });
  }

  /** Puts the code on the cart when it applies now; answers why not otherwise (the cart keeps no code then). */
  async apply(em: EntityManager, cart: Cart, typed: string, productsTotal: number): Promise<CouponOutcome> {
    const coupon = await em
      .getRepository(Coupon)
      .findOneBy({ code: normalizeCouponCode(typed), active: true });
    const outcome = coupon ? this.check(await this.inCart(em, cart, coupon), productsTotal) : 'unknown';
    if (outcome === 'applied')
      await em.getRepository(CartCoupon).save({ cartId: cart.id, couponId: coupon!.id });
    return outcome;
  }

  async discountOf(em: EntityManager, cart: Cart, productsTotal: number): Promise<CartDiscount | null> {
    const coupon = await this.couponOf(em, cart);
    if (!coupon) return null;
    const inCart = await this.inCart(em, cart, coupon);
    const outcome = this.check(inCart, productsTotal);
    // A use the cart's order already counts is the cart's, even if it was the last one.
    const held = outcome === 'usedUp' && (await this.claimOf(em, cart))?.couponId === coupon.id;
    return outcome === 'applied' || held ? this.discount(inCart, cart, productsTotal) : null;
  }

  /**
   * The order's discount, its use counted by a conditional update: of two orders racing for the last
   * use, one gets it and the other is refused (COUPON_USED_UP). The cart's order counts one use
   * however often it is priced again; a code taken off the cart (or no longer applying) gives its use
   * back.
   */
  async claim(em: EntityManager, cart: Cart, productsTotal: number): Promise<CartDiscount | null> {
    const stored = await this.couponOf(em, cart);
    const coupon = stored ? await this.inCart(em, cart, stored) : null;
    const outcome = coupon ? this.check(coupon, productsTotal) : null;
    const wanted = coupon && (outcome === 'applied' || outcome === 'usedUp') ? coupon : null;
    const held = await this.claimOf(em, cart);
    if (held && held.couponId === wanted?.id) return this.discount(wanted, cart, productsTotal);
    if (held) await this.release(em, held);
    if (!wanted) return null;
    const result = await em
      .getRepository(Coupon)
      .createQueryBuilder()
      .update()
      .set({ timesUsed: () => '"timesUsed" + 1' })
      .where('id = :id AND ("usageLimit" IS NULL OR "timesUsed" < "usageLimit")', { id: wanted.id })
      .execute();
    if (result.affected !== 1) throw new ValidationError(COUPON_USED_UP);
    await em.getRepository(CouponClaim).save({ cartId: cart.id, couponId: wanted.id });
    return this.discount(wanted, cart, productsTotal);
  }

  /** Gives back the use a cart's order counted. */
  private async release(em: EntityManager, held: CouponClaim) {
    await em
      .getRepository(Coupon)
      .createQueryBuilder()
      .update()
      .set({ timesUsed: () => '"timesUsed" - 1' })
      .where('id = :id AND "timesUsed" > 0', { id: held.couponId })
      .execute();
    await em.getRepository(CouponClaim).delete({ cartId: held.cartId });
  }

  private claimOf(em: EntityManager, cart: Cart) {
    return em.getRepository(CouponClaim).findOneBy({ cartId: cart.id });
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
