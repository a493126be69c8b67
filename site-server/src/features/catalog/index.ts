import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import type { ProductPageView, ShopListQuery, ShopListView } from '../../../../shared/catalog/contract';
import { dialectOf } from '../../core/db/data-source';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { catalogAdminRoutes } from './catalog.admin.routes';
import { CatalogAdminService } from './catalog-admin.service';
import { CatalogTaxonomyService } from './catalog-taxonomy.service';
import { ProductCsvService } from './product-csv.service';
import { catalogRenderers } from './catalog.render';
import { catalogRoutes, type CartQuantitySource } from './catalog.routes';
import type { CatalogPricing } from './catalog-pricing';
import { sitemapProducts } from './catalog-sitemap';
import { seedCatalog } from './catalog.seed';
import { CatalogCache } from './catalog-cache';
import type { PriceEndsCache } from './price-filter';
import { CatalogStock } from './catalog-stock';
import { publishStockRaised } from './stock-raised';
import { CatalogService, type CatalogLists, type TemplateStructure } from './catalog.service';
import { registerCatalogImages } from './catalog-images';
import { ProductTemplate } from './product-template.entity';

import { catalogEntities } from './entities';

export { CatalogService, type CatalogContext, type VariantForCart } from './catalog.service';
export { ProductVariant } from './product-variant.entity';
export { ProductTemplate } from './product-template.entity';
export { CatalogStock } from './catalog-stock';
export type { StockRaised } from './stock-raised';
export type { CartQuantitySource } from './catalog.routes';
export {
  CatalogPricingReads,
  listedPrices,
  type CatalogPricer,
  type CatalogPricing,
} from './catalog-pricing';
export * from './availability';

/** What the catalog offers other features: its read side, and the seat of the cart's quantities. */
export interface CatalogExports {
  catalog: CatalogService;
  /** The stock that confirmed orders take (CatalogStock). */
  stock: CatalogStock;
  /** The cart tells the configurator what the visitor's cart holds (combination info's cart_qty). */
  useCartQuantities(source: CartQuantitySource): void;
  /** The pricelists feature prices what the catalog shows (without it: the catalogue's own prices). */
  usePricing(pricing: CatalogPricing): void;
  /** The reviews feature keeps a product's average and count here, in its transaction: the listing sorts by them. */
  setRating(em: EntityManager, templateId: number, average: number, count: number): Promise<void>;
}

function createCatalogModule(platform: Platform): FeatureModule<CatalogExports> {
  // Template structures, categories and attributes shared between requests; the admin service
  // (the catalog's writer) drops them.
  const cache = new CatalogCache<TemplateStructure>(platform.events);
  const listsCache = new CatalogCache<CatalogLists>(platform.events);
  const priceEndsCache: PriceEndsCache = new CatalogCache(platform.events);
  const changed = {
    changed(em: EntityManager) {
      cache.changed(em);
      listsCache.changed(em);
      priceEndsCache.changed(em);
    },
    stockRaised: (em: EntityManager, productIds: number[]) =>
      publishStockRaised(platform.events, em, productIds),
  };
  const catalog = new CatalogService({
    dialect: dialectOf(platform.config),
    renderers: catalogRenderers,
    cache,
    listsCache,
    priceEndsCache,
    changed: (em) => changed.changed(em),
  });
  const admin = new CatalogAdminService(platform.files, changed);
  const taxonomy = new CatalogTaxonomyService(changed);
  const csv = new ProductCsvService(admin, changed);
  const state: { cartQuantity: CartQuantitySource | null; pricing: CatalogPricing | null } = {
    cartQuantity: null,
    pricing: null,
  };

  platform.publish.register('product.template', {
    role: 'shop_manager',
    toggle: (ctx, id) => catalog.togglePublished(ctx, id),
  });
  registerCatalogImages(platform.imageFields);
  // /sitemap.xml: the shop and every published product at its one address.
  platform.sitemap.register(
    async (em) => [{ path: '/shop', lastmod: null }, ...(await sitemapProducts(em))],
    {
      reads: [ProductTemplate],
    },
  );

  return {
    name: 'catalog',
    exports: {
      catalog,
      stock: new CatalogStock(changed),
      useCartQuantities(source) {
        state.cartQuantity = source;
      },
      usePricing(pricing) {
        state.pricing = pricing;
      },
      async setRating(em, templateId, average, count) {
        await em
          .createQueryBuilder()
          .update(ProductTemplate)
          .set({ ratingAverage: average, ratingCount: count })
          .where('id = :templateId', { templateId })
          .updateEntity(false)
          .execute();
      },
    },
    siteRoutes(router) {
      catalogRoutes(router, {
        kit: platform.kit,
        catalog,
        cartQuantity: () => state.cartQuantity,
        pricing: () => state.pricing,
      });
    },
    adminRoutes(router) {
      catalogAdminRoutes(router, {
        kit: platform.kit,
        admin,
        taxonomy,
        csv,
        maxUploadBytes: platform.config.maxUploadBytes,
      });
    },
    async seedDemo(em) {
      const company = await platform.company.mainCompany(em);
      await seedCatalog(em, platform.files, company.currency);
    },
    siteContext(req: Request, site) {
      const context = async () => {
        const user = req.vitrine.user;
        const em = platform.dataSource.manager;
        const ctx = { user, lang: site.lang, ip: req.ip ?? null, em };
        const source = state.cartQuantity;
        const pricer = await state.pricing?.forRequest(req, em);
        return {
          ...ctx,
          ...(pricer ? { pricer } : {}),
          ...(source ? { cartQuantityOf: (productId: number) => source(req, ctx, productId) } : {}),
        };
      };
      return {
        shop: {
          list: async (query: ShopListQuery): Promise<ShopListView> => catalog.list(await context(), query),
          product: async (templateId: number): Promise<ProductPageView | null> =>
            catalog.productPage(await context(), templateId, platform.publicUrl()),
          pricelists: async () => (await state.pricing?.choices(req, platform.dataSource.manager)) ?? [],
        },
      };
    },
  };
}

export const catalogFeature = defineFeature({
  name: 'catalog',
  entities: catalogEntities,
  create: createCatalogModule,
});
