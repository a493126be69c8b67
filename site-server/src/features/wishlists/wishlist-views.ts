import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import type { LangCode } from '../../../../shared/i18n';
import { WISHLIST_SHARED_PATH } from '../../../../shared/wishlists/paths';
import type { SharedWishlistView, WishlistView } from '../../../../shared/wishlists/views';
import type { CatalogService } from '../catalog';
import type { PricelistsExports } from '../pricelists';
import type { Wishlist } from './wishlist.entity';
import type { WishlistService } from './wishlist.service';

/** What /shop/wishlist and a share link's page show: the products, priced in the visitor's price list. */
export function wishlistViews(deps: {
  catalog: CatalogService;
  pricelists: PricelistsExports;
  wishlists: WishlistService;
  publicUrl: () => string;
  /** The shared (read) manager. */
  manager: () => EntityManager;
}) {
  const { catalog, pricelists, wishlists } = deps;
  const items = async (req: Request, lang: LangCode, list: Wishlist | null) => {
    const em = deps.manager();
    if (!list) return [];
    const pricer = await pricelists.visitors.forRequest(req, em);
    return catalog.cardsOf(em, await wishlists.templateIds(em, list), lang, pricer);
  };
  return {
    async own(req: Request, lang: LangCode, list: Wishlist | null): Promise<WishlistView> {
      const shown = await items(req, lang, list);
      return {
        items: shown,
        shareUrl:
          list && shown.length
            ? `${deps.publicUrl().replace(/\/+$/, '')}${WISHLIST_SHARED_PATH}/${wishlists.shareToken(list)}`
            : null,
      };
    },
    async shared(req: Request, lang: LangCode, token: string): Promise<SharedWishlistView> {
      const em = deps.manager();
      const list = await wishlists.shared(em, token);
      return list ? { items: await items(req, lang, list) } : null;
    },
  };
}
