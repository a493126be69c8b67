import { markPagePersonal } from '../../core/http/page-cache';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { catalogFeature, type CatalogExports } from '../catalog';
import { pricelistsFeature, type PricelistsExports } from '../pricelists';
import { wishlistEntities } from './entities';
import { defineStockAlertJobs } from './stock-alert-jobs';
import { StockAlerts } from './stock-alerts.service';
import { OwnerNotices } from './owner-notices';
import { wishlistsAdminCalls as calls } from '../../../../shared/wishlists/admin-calls';
import { WISHLIST_COOKIE, wishlistOwnerOf } from './wishlist-cookie';
import { wishlistRoutes } from './wishlists.routes';
import { WishlistService } from './wishlist.service';
import { wishlistViews } from './wishlist-views';

export { StockAlert } from './stock-alert.entity';
export { Wishlist, WishlistItem } from './wishlist.entity';

/**
 * Wishlists (the hearts, /shop/wishlist, its share link) and back-in-stock alerts (issue 29, items 4
 * and 5): docs/shop.md, "Wishlists and back-in-stock alerts".
 */
function createWishlistsModule(
  platform: Platform,
  { catalog, pricelists }: { catalog: CatalogExports; pricelists: PricelistsExports },
): FeatureModule {
  const wishlists = new WishlistService(platform.config.sessionSecret);
  const alerts = new StockAlerts({
    catalog: catalog.catalog,
    mail: platform.mail,
    publicUrl: () => platform.publicUrl(),
    companyName: async (em) => (await platform.company.siteCompany(em)).name,
  });
  const owners = new OwnerNotices({
    catalog: catalog.catalog,
    pricerOfAccount: (em, userId) => pricelists.pricerOfAccount(em, userId),
    mail: platform.mail,
    publicUrl: () => platform.publicUrl(),
    companyName: async (em) => (await platform.company.siteCompany(em)).name,
  });
  defineStockAlertJobs({
    jobs: platform.jobs,
    events: platform.events,
    transaction: platform.transaction,
    alerts,
    owners,
    manager: () => platform.dataSource.manager,
    logger: platform.logger,
  });
  const views = wishlistViews({
    catalog: catalog.catalog,
    pricelists,
    wishlists,
    publicUrl: () => platform.publicUrl(),
    manager: () => platform.dataSource.manager,
  });
  platform.portal.register({
    key: 'wishlist',
    title: 'wishlist.title',
    path: '/shop/wishlist',
    order: 90,
    count: async (em, userId) => wishlists.count(em, await wishlists.peek(em, { userId, token: null })),
  });
  return {
    name: 'wishlists',
    personalCookies: [WISHLIST_COOKIE],
    // The hearts and the header's count show which products are on the list: visitors with the same list share pages.
    async pageVariant(req) {
      const manager = platform.dataSource.manager;
      const ids = await wishlists.templateIds(manager, await wishlists.peek(manager, wishlistOwnerOf(req)));
      return ids.length ? `wishlist=${ids.join(',')}` : '';
    },
    adminRoutes(router) {
      platform.kit.api(router, calls.settings, 'shop_manager', (ctx) => owners.settings(ctx.em), {
        readOnly: true,
      });
      platform.kit.api(router, calls.updateSettings, 'shop_manager', (ctx, { body }) =>
        owners.updateSettings(ctx.em, body),
      );
    },
    siteRoutes(router) {
      wishlistRoutes(router, {
        kit: platform.kit,
        wishlists,
        alerts,
        catalog: catalog.catalog,
        visitorPricer: (req, em) => pricelists.visitors.forRequest(req, em),
        sessionSecret: platform.config.sessionSecret,
        maxFormBytes: Math.min(platform.config.maxBodyBytes, 16 * 1024),
      });
    },
    async siteContext(req, site) {
      const owner = wishlistOwnerOf(req);
      const manager = platform.dataSource.manager;
      // Signed in with a visitor's list still in the cookie: it joins the account's now.
      if (await wishlists.needsJoin(manager, owner))
        await platform.transaction((em) => wishlists.joinIfNeeded(em, owner));
      if (owner.userId !== null && owner.token) req.res?.clearCookie(WISHLIST_COOKIE, { path: '/' });
      const list = await wishlists.peek(manager, {
        ...owner,
        token: owner.userId !== null ? null : owner.token,
      });
      return {
        wishlistIds: await wishlists.templateIds(manager, list),
        wishlist: {
          view: () => {
            markPagePersonal(req);
            return views.own(req, site.lang, list);
          },
          shared: (token: string) => views.shared(req, site.lang, token),
        },
      };
    },
  };
}

export const wishlistsFeature = defineFeature({
  name: 'wishlists',
  entities: wishlistEntities,
  needs: { catalog: catalogFeature, pricelists: pricelistsFeature },
  create: createWishlistsModule,
});
