import type { EntityManager } from 'typeorm';
import { couponInputSchema, type CouponInput, type CouponRow } from '../../../../shared/coupons/contract';
import { MissingError, ValidationError } from '../../core/errors';
import { Coupon } from './coupon.entity';

export const COUPON_MISSING = 'This promo code does not exist.';
export const CODE_TAKEN = 'Another promo code has this code.';
export const COUPON_USED = 'This promo code has been used: turn it off instead of deleting it.';

const row = (coupon: Coupon): CouponRow => ({
  id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.value,
  minimumAmount: coupon.minimumAmount,
  validFrom: coupon.validFrom?.toISOString() ?? null,
  validUntil: coupon.validUntil?.toISOString() ?? null,
  usageLimit: coupon.usageLimit,
  timesUsed: coupon.timesUsed,
  active: coupon.active,
});

/** The Coupons screen: promo codes written by shop managers. */
export class CouponAdminService {
  async list(em: EntityManager): Promise<CouponRow[]> {
    return (await em.getRepository(Coupon).find({ order: { active: 'DESC', code: 'ASC' } })).map(row);
  }

  async save(em: EntityManager, id: number | null, raw: CouponInput): Promise<CouponRow> {
    const input = couponInputSchema.parse(raw);
    const repository = em.getRepository(Coupon);
    const coupon = id === null ? repository.create({ timesUsed: 0 }) : await repository.findOneBy({ id });
    if (!coupon) throw new MissingError(COUPON_MISSING);
    const same = await repository.findOneBy({ code: input.code });
    if (same && same.id !== coupon.id) throw new ValidationError(CODE_TAKEN, { code: CODE_TAKEN });
    Object.assign(coupon, {
      ...input,
      validFrom: input.validFrom ? new Date(input.validFrom) : null,
      validUntil: input.validUntil ? new Date(input.validUntil) : null,
    });
    return row(await repository.save(coupon));
  }

  async remove(em: EntityManager, id: number): Promise<void> {
    const coupon = await em.getRepository(Coupon).findOneBy({ id });
    if (!coupon) throw new MissingError(COUPON_MISSING);
    if (coupon.timesUsed > 0) throw new ValidationError(COUPON_USED);
    await em.getRepository(Coupon).delete({ id });
  }
}
