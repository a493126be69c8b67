import { In, type EntityManager } from 'typeorm';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { cartFeature, type CartExports } from '../cart';
import { pricelistsFeature, type PricelistsExports } from '../pricelists';
import { CartCoupon, Coupon, CouponClaim } from './coupon.entity';
import { CouponService } from './coupon.service';
import { CouponAdminService } from './coupon-admin.service';
import { couponsAdminCalls as calls } from '../../../../shared/coupons/admin-calls';
import { couponsRoutes } from './coupons.routes';

export { Coupon, CouponService };

/** Promo codes (SPEC §2 Shop: the cart's coupon form): the cart's discounts come from here. */
function createCouponsModule(
  platform: Platform,
  { cart, pricelists }: { cart: CartExports; pricelists: PricelistsExports },
): FeatureModule {
  const coupons = new CouponService(async (em, forCart, amount) =>
    (await pricelists.pricerOf(em, forCart.pricelistId)).fromShopCurrency(amount),
  );
  const admin = new CouponAdminService();
  cart.carts.useDiscounts(coupons);
  // Abandoned carts removed by the retention: their code and its use go (they never became an order).
  platform.events.beforeCommit('cart.removed', async ({ cartIds }, em) => {
    await em.getRepository(CartCoupon).delete({ cartId: In(cartIds) });
    await em.getRepository(CouponClaim).delete({ cartId: In(cartIds) });
  });
  return {
    name: 'coupons',
    siteRoutes: (router) => couponsRoutes(router, { platform, carts: cart.carts, coupons, pricelists }),
    adminRoutes(router) {
      const { kit } = platform;
      kit.api(router, calls.list, 'shop_manager', async (ctx) => ({
        currency: (await platform.company.mainCompany(ctx.em)).currency,
        coupons: await admin.list(ctx.em),
      }));
      kit.api(router, calls.create, 'shop_manager', (ctx, { body }) => admin.save(ctx.em, null, body));
      kit.api(router, calls.update, 'shop_manager', (ctx, { params, body }) =>
        admin.save(ctx.em, params.id, body),
      );
      kit.api(router, calls.remove, 'shop_manager', (ctx, { params }) => admin.remove(ctx.em, params.id));
    },
    async seedDemo(em: EntityManager) {
      // 10 % off from $50, for a year, 1,000 uses.
      await em.getRepository(Coupon).save({
        code: 'WELCOME10',
        kind: 'percent',
        value: 10,
        minimumAmount: 5000,
        validFrom: null,
        validUntil: new Date(Date.now() + 365 * 24 * 3600 * 1000),
        usageLimit: 1000,
        timesUsed: 0,
        active: true,
      });
    },
  };
}

export const couponsFeature = defineFeature({
  name: 'coupons',
  entities: [Coupon, CartCoupon, CouponClaim],
  needs: { cart: cartFeature, pricelists: pricelistsFeature },
  create: createCouponsModule,
});
