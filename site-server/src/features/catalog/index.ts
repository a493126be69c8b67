import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import type { ProductPageView, ShopListQuery, ShopListView } from '../../../../shared/catalog/contract';
import { dialectOf } from '../../core/db/data-source';
import type { FeatureModule, Platform } from '../../platform';
import { catalogAdminRoutes } from './catalog.admin.routes';
import { CatalogAdminService } from './catalog-admin.service';
import { catalogRenderers } from './catalog.render';
import { catalogRoutes, type CartQuantitySource } from './catalog.routes';
import { sitemapProducts } from './catalog-sitemap';
import { seedCatalog } from './catalog.seed';
import { CatalogCache } from './catalog-cache';
import { CatalogService, type CatalogLists, type TemplateStructure } from './catalog.service';
import { ProductImage } from './product-image.entity';
import { ProductTemplate } from './product-template.entity';

export { catalogEntities } from './entities';
export { CatalogService, type CatalogContext, type VariantForCart } from './catalog.service';
export type { CartQuantitySource } from './catalog.routes';
export * from './availability';

interface CatalogOfPlatform {
  catalog: CatalogService;
  admin: CatalogAdminService;
  cartQuantity: CartQuantitySource | null;
}
const perPlatform = new WeakMap<Platform, CatalogOfPlatform>();

function catalogState(platform: Platform): CatalogOfPlatform {
  let state = perPlatform.get(platform);
  if (!state) {
    // Template structures, categories and attributes shared between requests; the admin service
    // (the catalog's writer) drops them.
    const cache = new CatalogCache<TemplateStructure>().attach(platform.dataSource);
    const listsCache = new CatalogCache<CatalogLists>().attach(platform.dataSource);
    const catalog = new CatalogService({
      dialect: dialectOf(platform.config),
      renderers: catalogRenderers,
      cache,
      listsCache,
    });
    const changed = {
      changed(em: EntityManager) {
        cache.changed(em);
        listsCache.changed(em);
      },
    };
    state = { catalog, admin: new CatalogAdminService(platform.files, changed), cartQuantity: null };
    perPlatform.set(platform, state);
  }
  return state;
}

/** The catalog of one app, for other modules (the cart): `catalogOf(platform).variantForCart(…)`. */
export const catalogOf = (platform: Platform): CatalogService => catalogState(platform).catalog;

/** The cart module tells the configurator what the visitor's cart holds (combination info's cart_qty). */
export function useCartQuantities(platform: Platform, source: CartQuantitySource) {
  catalogState(platform).cartQuantity = source;
}

export function createCatalogModule(platform: Platform): FeatureModule {
  const state = catalogState(platform);
  const { catalog } = state;

  platform.publish.register('product.template', {
    role: 'shop_manager',
    toggle: (ctx, id) => catalog.togglePublished(ctx, id),
  });
  platform.imageFields.register('product.template', 'image', (em, id) => catalog.templateImageSha(em, id));
  platform.imageFields.register('product.product', 'image', (em, id) => catalog.variantImageSha(em, id));
  // /sitemap.xml: the shop and every published product at its one address.
  platform.sitemap.register(
    async (em) => [{ path: '/shop', lastmod: null }, ...(await sitemapProducts(em))],
    {
      reads: [ProductTemplate],
    },
  );
  platform.imageFields.register(
    'product.image',
    'image',
    async (em, id) => (await em.getRepository(ProductImage).findOneBy({ id }))?.fileSha ?? null,
  );

  return {
    name: 'catalog',
    siteRoutes(router) {
      catalogRoutes(router, { kit: platform.kit, catalog, cartQuantity: () => state.cartQuantity });
    },
    adminRoutes(router) {
      catalogAdminRoutes(router, {
        kit: platform.kit,
        admin: state.admin,
        maxUploadBytes: platform.config.maxUploadBytes,
      });
    },
    async seedDemo(em) {
      const company = await platform.accounts.mainCompany(em);
      await seedCatalog(em, platform.files, company.currency);
    },
    siteContext(req: Request, site) {
      const context = () => {
        const user = req.vitrine.user;
        const ctx = { user, lang: site.lang, ip: req.ip ?? null, em: platform.dataSource.manager };
        const source = state.cartQuantity;
        return source ? { ...ctx, cartQuantityOf: (productId: number) => source(req, ctx, productId) } : ctx;
      };
      return {
        shop: {
          list: (query: ShopListQuery): Promise<ShopListView> => catalog.list(context(), query),
          product: (templateId: number): Promise<ProductPageView | null> =>
            catalog.productPage(context(), templateId, platform.baseUrl(req)),
        },
      };
    },
  };
}
