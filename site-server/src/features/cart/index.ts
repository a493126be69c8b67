import type { Request } from 'express';
import { isLangCode, type LangCode } from '../../../../shared/i18n';
import { markPagePersonal } from '../../core/http/page-cache';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { catalogFeature, type CatalogExports } from '../catalog';
import { cartCatalogOf } from './cart-catalog.adapter';
import { CART_COOKIE, cartOwnerOf, type CartOwner } from './cart-cookie';
import { pricelistsFeature, type PricelistsExports } from '../pricelists';
import { cartQuantityOf } from './cart-quantity';
import { Cart, CartLine } from './cart.entity';
import { cartRoutes } from './cart.routes';
import { CartService } from './cart.service';
import { DEMO_CART, removeDemoCarts } from './demo';
import { removeAbandonedCarts } from './cart-retention';
import { retentionFeature, type RetentionExports } from '../retention';

export { Cart, CartLine };
export { DEMO_CART } from './demo';
export { CART_COOKIE, cartCookieOptions, cartOwnerOf, type CartOwner } from './cart-cookie';
export { cartQuantityOf } from './cart-quantity';
export { CartService, MAX_LINE_QUANTITY, type CartChangeListener, type RecoveryLines } from './cart.service';
export type { CartDiscount, CartDiscountSource } from './cart-order';

/** What other features may use of the carts (the checkout: the visitor's cart and its count). */
export interface CartExports {
  carts: CartService;
}

/** The visitor's cart (SPEC §7 cart calls) and its part of the site's load context. */
function createCartModule(
  platform: Platform,
  {
    catalog,
    pricelists,
    retention,
  }: { catalog: CatalogExports; pricelists: PricelistsExports; retention: RetentionExports },
): FeatureModule<CartExports> {
  const carts = new CartService(cartCatalogOf(catalog.catalog, platform.company, pricelists.pricerOf));
  /** The visitor as the cart's owner, with their price list: the cart follows it. */
  const ownerOf = async (req: Request): Promise<CartOwner> => ({
    ...cartOwnerOf(req),
    pricelistId: (await pricelists.visitors.forRequest(req, platform.dataSource.manager)).pricelistId,
  });
  // The configurator's combination info counts what the visitor's cart already holds.
  catalog.useCartQuantities((req, ctx, productId) => cartQuantityOf(ctx.em, req, productId));
  const defaultLang = async (em: Parameters<typeof platform.company.siteCompany>[0]): Promise<LangCode> => {
    const lang = (await platform.company.siteCompany(em)).defaultLang;
    return isLangCode(lang) ? lang : 'en_US';
  };
  platform.demo.removes(DEMO_CART, removeDemoCarts);
  retention.purges.add('abandonedCarts', (em, before, limit) =>
    removeAbandonedCarts(em, platform.events, before, limit),
  );
  /**
   * The visitor's cart as a page request finds it (no merge) and its units, read once: the page
   * cache's variant asks first, the page's header badge then (two round trips each on PostgreSQL).
   */
  const pageCarts = new WeakMap<Request, Promise<{ cart: Cart | null; count: number }>>();
  const pageCartOf = (req: Request) => {
    let read = pageCarts.get(req);
    if (!read) {
      const manager = platform.dataSource.manager;
      read = carts
        .peek(manager, cartOwnerOf(req))
        .then(async (cart) => ({ cart, count: await carts.count(manager, cart) }));
      pageCarts.set(req, read);
    }
    return read;
  };
  return {
    name: 'cart',
    exports: { carts },
    personalCookies: [CART_COOKIE],
    // Pages show the cart's number of items (the header badge): visitors with as many share them.
    async pageVariant(req) {
      const { count } = await pageCartOf(req);
      return count ? `cart=${count}` : '';
    },
    siteRoutes(router) {
      cartRoutes(router, {
        cart: carts,
        ownerOf,
        kit: platform.kit,
        sessionSecret: platform.config.sessionSecret,
        defaultLang,
        maxFormBytes: Math.min(platform.config.maxBodyBytes, 256 * 1024),
      });
    },
    async siteContext(req, site) {
      const owner = await ownerOf(req);
      const manager = platform.dataSource.manager;
      // Signed in with an anonymous cart still in the cookie, or a cart on another price list than
      // the visitor's: merge it or move it now, in a transaction of its own.
      const peeked = await pageCartOf(req);
      const cart =
        (await carts.needsMerge(manager, owner)) ||
        (peeked.cart && peeked.cart.pricelistId !== owner.pricelistId)
          ? await platform.transaction((em) => carts.find(em, owner))
          : peeked.cart;
      if (owner.userId !== null && owner.token) req.res?.clearCookie(CART_COOKIE, { path: '/' });
      return {
        cartCount: cart === peeked.cart ? peeked.count : await carts.count(manager, cart),
        cart: {
          view: () => {
            markPagePersonal(req);
            return carts.view(manager, cart, site.lang);
          },
          quantityOf: (productId: number) => carts.quantityOf(manager, cart, productId),
        },
      };
    },
  };
}

export const cartFeature = defineFeature({
  name: 'cart',
  entities: [Cart, CartLine],
  needs: { catalog: catalogFeature, pricelists: pricelistsFeature, retention: retentionFeature },
  create: createCartModule,
});
