/**
 * /shop/confirm_order (SPEC §2 Shop): the checkout's "Confirm order" button posts here; the cart with
 * its addresses becomes an order (once, however often it is posted) and the shopper goes on to pay.
 */
import { redirect } from 'react-router';
import { readSiteForm } from '../../../core/site/forms.server';
import { sitePath } from '../../../core/site/shell-data';
import { siteCheckout } from './context';
import type { Route } from './+types/shop-confirm-order';

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(sitePath(context.vitrine.urlPrefix, '/shop/checkout'));
}

export async function action({ request, context }: Route.ActionArgs) {
  await readSiteForm(request, context);
  const outcome = await siteCheckout(context.vitrine).confirmOrder();
  const next = {
    ordered: '/shop/payment',
    noAddress: '/shop/address',
    empty: '/shop/cart',
    // The promo code's last use went to another order: the cart says so.
    couponUsedUp: '/shop/cart?promo=usedUp',
  }[outcome];
  throw redirect(sitePath(context.vitrine.urlPrefix, next));
}
