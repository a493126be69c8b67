import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { CouponKind } from '../../../../shared/coupons/contract';
import { BaseRecord, MoneyColumn, TIMESTAMP } from '../../core/db/columns';

/** A promo code: a percentage or a fixed amount off, from a minimum, between dates, so many times. */
@Entity('coupon')
export class Coupon extends BaseRecord {
  /** Upper case, no spaces (normalizeCouponCode). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 40 })
  code!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: CouponKind;

  /** Percent (1–100) for 'percent', minor units for 'fixed'. */
  @Column({ type: 'integer' })
  value!: number;

  /** The cart's products must add up to this (minor units) for the code to apply. */
  @MoneyColumn()
  minimumAmount!: number;

  @Column({ type: TIMESTAMP, nullable: true })
  validFrom!: Date | null;

  @Column({ type: TIMESTAMP, nullable: true })
  validUntil!: Date | null;

  /** null: no limit. */
  @Column({ type: 'integer', nullable: true })
  usageLimit!: number | null;

  @Column({ type: 'integer', default: 0 })
  timesUsed!: number;

  @Column({ type: 'boolean', default: true })
  active!: boolean;
}

/** The code a cart carries. */
@Entity('cart_coupon')
export class CartCoupon {
  @PrimaryColumn({ type: 'integer' })
  cartId!: number;

  @Column({ type: 'integer' })
  couponId!: number;
}

/**
 * The use of a code a cart's order counts (one per cart): confirming the same cart again, after going
 * back to it, counts no second use; another code, or none, gives this one back.
 */
@Entity('coupon_claim')
export class CouponClaim {
  @PrimaryColumn({ type: 'integer' })
  cartId!: number;

  @Column({ type: 'integer' })
  couponId!: number;
}
