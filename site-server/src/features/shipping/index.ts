import type { EntityManager } from 'typeorm';
import { shippingAdminCalls as calls } from '../../../../shared/shipping/admin-calls';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { pricelistsFeature, type PricelistsExports } from '../pricelists';
import { ShippingMethod } from './shipping-method.entity';
import { ShippingService } from './shipping.service';

export { ShippingMethod, ShippingService };

/** What other features may use of shipping: the choices for a checkout, and what the chosen one costs. */
export interface ShippingExports {
  shipping: ShippingService;
}

/** Shipping methods (delivery.carrier): flat rate, free from an amount, pick-up in store. */
function createShippingModule(
  platform: Platform,
  { pricelists }: { pricelists: PricelistsExports },
): FeatureModule<ShippingExports> {
  const shipping = new ShippingService(pricelists.inCurrency);
  // The log reads a method's price as money of the shop's currency.
  platform.audit.describe(ShippingMethod, {
    money: {
      fields: ['price', 'freeAbove'],
      currency: async (em) => (await platform.company.mainCompany(em)).currency,
    },
  });
  return {
    name: 'shipping',
    exports: { shipping },
    adminRoutes(router) {
      const { kit } = platform;
      kit.api(router, calls.list, 'sales', async (ctx) => ({
        currency: (await platform.company.mainCompany(ctx.em)).currency,
        methods: await shipping.list(ctx.em),
      }));
      kit.api(router, calls.create, 'shop_manager', (ctx, { body }) => shipping.save(ctx.em, null, body));
      kit.api(router, calls.update, 'shop_manager', (ctx, { params, body }) =>
        shipping.save(ctx.em, params.id, body),
      );
      kit.api(router, calls.remove, 'shop_manager', (ctx, { params }) => shipping.remove(ctx.em, params.id));
    },
    async seedDemo(em: EntityManager) {
      await em.getRepository(ShippingMethod).save([
        {
          name: 'Standard delivery',
          kind: 'delivery',
          price: 500,
          freeAbove: 10_000,
          description: '3–5 business days; free from $100.',
          sequence: 1,
        },
        {
          name: 'Express delivery',
          kind: 'delivery',
          price: 1500,
          description: 'Next business day.',
          sequence: 2,
        },
        {
          name: 'Pick-up in store',
          kind: 'pickup',
          price: 0,
          description: 'Ready within 2 hours.',
          sequence: 3,
        },
      ]);
    },
  };
}

export const shippingFeature = defineFeature({
  name: 'shipping',
  entities: [ShippingMethod],
  needs: { pricelists: pricelistsFeature },
  create: createShippingModule,
});
