/**
 * The shop's services in the load context (context.vitrine.shop from the catalog module,
 * context.vitrine.cart from the cart module). A site without them answers 404 for the shop pages.
 */
import { data } from 'react-router';
import { hasRole } from '@shared/roles';
import type { SiteCart, SiteContext, SiteShop, SiteUser } from '../../../core/site/context';

export function siteShop(site: SiteContext): SiteShop {
  if (!site.shop) throw data(null, { status: 404 });
  return site.shop;
}

export function siteCart(site: SiteContext): SiteCart {
  if (!site.cart) throw data(null, { status: 404 });
  return site.cart;
}

/** SPEC §6: the product publish toggle is for shop managers; they (and admins) see unpublished products. */
export function canSeeUnpublishedProducts(user: Pick<SiteUser, 'role'> | null): boolean {
  return hasRole(user?.role, 'shop_manager');
}
