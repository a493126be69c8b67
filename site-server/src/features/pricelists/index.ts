import type { EntityManager } from 'typeorm';
import { pricelistsAdminCalls as calls } from '../../../../shared/pricelists/admin-calls';
import { convert, roundToStep } from '../../../../shared/pricelists/pricing';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { catalogFeature, CatalogPricingReads, type CatalogExports } from '../catalog';
import { PricelistAdminService } from './pricelist-admin.service';
import { PricelistBook, pricelistOf, Pricer } from './pricelist-book';
import { pricelistEntities } from './pricelist.entity';
import { pricelistsRoutes } from './pricelists.routes';
import { seedPricelists } from './pricelists.seed';
import { VisitorPricing } from './visitor-pricing';

export { Pricer } from './pricelist-book';
export { Currency, Pricelist, PricelistAccount, PricelistRule } from './pricelist.entity';

/** What other features may use of price lists: the pricer of a visitor or of a cart's price list. */
export interface PricelistsExports {
  /** The pricer of a price list id; null, unknown or inactive: the default price list's. */
  pricerOf(em: EntityManager, pricelistId: number | null): Promise<Pricer>;
  /**
   * The pricer of a customer as staff price for them (a quotation): their account's price list (B2B),
   * else the default; null (no account): the default.
   */
  pricerOfAccount(em: EntityManager, userId: number | null): Promise<Pricer>;
  /** The visitor's pricing: their price list, the switcher's choices, promo codes. */
  visitors: VisitorPricing;
  /** An amount of the shop's currency in `currency` at its rate, rounded as it rounds (a shipping price). */
  inCurrency(em: EntityManager, amount: number, currency: string): Promise<number>;
  /** An amount of `currency` in the shop's currency at today's rate (an order's revenue). */
  inShopCurrency(em: EntityManager, amount: number, currency: string): Promise<number>;
}

/**
 * Price lists and currencies (product.pricelist, res.currency): rules by variant, product, category
 * or all, quantity breaks, dates; chosen by the visitor, their account, their country or a code.
 * Every price of the catalog and the cart goes through their pricer (docs/pricelists.md).
 */
function createPricelistsModule(
  platform: Platform,
  { catalog }: { catalog: CatalogExports },
): FeatureModule<PricelistsExports> {
  const shopCurrency = async (em: EntityManager) => (await platform.company.mainCompany(em)).currency;
  const book = new PricelistBook(platform.events, shopCurrency);
  const visitors = new VisitorPricing({ book, geo: platform.geo, secret: platform.config.sessionSecret });
  const catalogReads = new CatalogPricingReads(catalog.catalog);
  const admin = new PricelistAdminService({ book, catalog: catalogReads, shopCurrency });
  catalog.usePricing({
    forRequest: (req, em, asked) => visitors.forRequest(req, em, asked),
    choices: (req, em) => visitors.choicesOf(req, em),
  });
  const pricerOf = async (em: EntityManager, pricelistId: number | null) => {
    const snapshot = await book.read(em);
    const pricelist =
      (pricelistId !== null ? snapshot.byId.get(pricelistId) : undefined) ??
      snapshot.pricelists.find((candidate) => candidate.isDefault) ??
      snapshot.pricelists[0] ??
      null;
    return new Pricer(snapshot, pricelist);
  };
  const pricerOfAccount = async (em: EntityManager, userId: number | null) => {
    const snapshot = await book.read(em);
    const visitor = { userId, countryCode: null, chosenId: null, byCode: false };
    return new Pricer(snapshot, pricelistOf(snapshot, visitor));
  };
  return {
    name: 'pricelists',
    exports: {
      pricerOf,
      pricerOfAccount,
      visitors,
      async inCurrency(em, amount, currency) {
        const snapshot = await book.read(em);
        const to = snapshot.rates.get(currency);
        return to ? roundToStep(convert(amount, snapshot.shopCurrency, to), to.rounding) : amount;
      },
      async inShopCurrency(em, amount, currency) {
        const snapshot = await book.read(em);
        const from = snapshot.rates.get(currency);
        return from ? convert(amount, from, snapshot.shopCurrency) : amount;
      },
    },
    // Prices differ by price list: the pages of each are cached apart ('' for the default's).
    pageVariant: (req) => visitors.pageVariant(req, platform.dataSource.manager),
    siteRoutes: (router) => pricelistsRoutes(router, { platform, pricing: visitors }),
    adminRoutes(router) {
      const { kit } = platform;
      kit.api(router, calls.list, 'sales', (ctx) => admin.list(ctx.em));
      kit.api(router, calls.create, 'shop_manager', (ctx, { body }) => admin.save(ctx.em, null, body));
      kit.api(router, calls.update, 'shop_manager', (ctx, { params, body }) =>
        admin.save(ctx.em, params.id, body),
      );
      kit.api(router, calls.remove, 'shop_manager', (ctx, { params }) => admin.remove(ctx.em, params.id));
      kit.api(router, calls.preview, 'sales', (ctx, { query }) =>
        admin.preview(ctx.em, query.templateId, query.quantity),
      );
      kit.api(router, calls.currencies, 'sales', (ctx) => admin.currencies(ctx.em));
      kit.api(router, calls.createCurrency, 'shop_manager', (ctx, { body }) =>
        admin.saveCurrency(ctx.em, null, body),
      );
      kit.api(router, calls.updateCurrency, 'shop_manager', (ctx, { params, body }) =>
        admin.saveCurrency(ctx.em, params.id, body),
      );
      kit.api(router, calls.removeCurrency, 'shop_manager', (ctx, { params }) =>
        admin.removeCurrency(ctx.em, params.id),
      );
    },
    seedDemo: (em) => seedPricelists(em, admin, catalogReads),
  };
}

export const pricelistsFeature = defineFeature({
  name: 'pricelists',
  entities: pricelistEntities,
  needs: { catalog: catalogFeature },
  create: createPricelistsModule,
});
