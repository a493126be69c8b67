import type { EntityManager } from 'typeorm';
import { taxesAdminCalls as calls } from '../../../../shared/taxes/admin-calls';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { Tax } from './tax.entity';
import { TaxService } from './tax.service';

export { Tax, TaxService };
export type { LineTaxRate } from './tax.service';

/** What other features may use of taxes: the rate each product pays where it is shipped. */
export interface TaxesExports {
  taxes: TaxService;
}

/** Percentage taxes (account.tax): included in prices or added, a default, a rate per country. */
function createTaxesModule(platform: Platform): FeatureModule<TaxesExports> {
  const taxes = new TaxService();
  return {
    name: 'taxes',
    exports: { taxes },
    adminRoutes(router) {
      const { kit } = platform;
      kit.api(router, calls.list, 'sales', (ctx) => taxes.list(ctx.em));
      kit.api(router, calls.create, 'shop_manager', (ctx, { body }) => taxes.save(ctx.em, null, body));
      kit.api(router, calls.update, 'shop_manager', (ctx, { params, body }) =>
        taxes.save(ctx.em, params.id, body),
      );
      kit.api(router, calls.remove, 'shop_manager', (ctx, { params }) => taxes.remove(ctx.em, params.id));
    },
    async seedDemo(em: EntityManager) {
      // A US shop: sales tax added at checkout, as American shoppers expect.
      await em
        .getRepository(Tax)
        .save({ name: 'Sales tax', rate: 725, priceIncluded: false, isDefault: true, countryRates: [] });
    },
  };
}

export const taxesFeature = defineFeature({
  name: 'taxes',
  entities: [Tax],
  create: createTaxesModule,
});
