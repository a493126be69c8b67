import { data } from 'react-router';
import type { ProductPageView, ShopListQuery, ShopListView } from '@shared/catalog/contract';
import type { PricelistChoice } from '@shared/pricelists/contract';
import { hasRole } from '@shared/roles';
import type { SiteContext, SiteUser } from '../../../core/site/context';

/** The shop's catalogue (filled by the catalog feature's siteContext hook). */
export interface SiteShop {
  list(query: ShopListQuery): Promise<ShopListView>;
  /** The product page of a template; null when unknown, or unpublished and the user is no shop manager. */
  product(templateId: number): Promise<ProductPageView | null>;
  /** The price lists the visitor may switch between (the switcher shows when there are several). */
  pricelists(): Promise<PricelistChoice[]>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    /** The shop's catalogue: filled by the catalog feature's siteContext hook. */
    shop?: SiteShop;
  }
}

/** The shop's services in the load context; a site without them answers 404 for the shop pages. */
export function siteShop(site: SiteContext): SiteShop {
  if (!site.shop) throw data(null, { status: 404 });
  return site.shop;
}

/** SPEC §6: the product publish toggle is for shop managers; they (and admins) see unpublished products. */
export function canSeeUnpublishedProducts(user: Pick<SiteUser, 'role'> | null): boolean {
  return hasRole(user?.role, 'shop_manager');
}
