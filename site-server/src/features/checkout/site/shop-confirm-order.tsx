/**
 * /shop/confirm_order (SPEC §2 Shop): the checkout's "Confirm order" button posts here; the cart with
 * its addresses and shipping becomes an order (one per cart: confirming again updates it while it is
 * unpaid) and the shopper goes on to pay. The cart stays theirs until the order is paid.
 */
import { redirect } from 'react-router';
import { idFrom } from '@shared/api/numeric';
import { readSiteForm } from '../../../core/site/forms.server';
import { sitePath } from '../../../core/site/shell-data';
import { siteCheckout } from './context';
import type { Route } from './+types/shop-confirm-order';

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(sitePath(context.vitrine.urlPrefix, '/shop/checkout'));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readSiteForm(request, context);
  // The shipping method the checkout's radios post (the page saved it already when JavaScript runs).
  const outcome = await siteCheckout(context.vitrine).confirmOrder(idFrom(form.text('carrier_id')));
  const next = {
    ordered: '/shop/payment',
    noAddress: '/shop/address',
    empty: '/shop/cart',
    // The promo code's last use went to another order: the cart says so.
    couponUsedUp: '/shop/cart?promo=usedUp',
  }[outcome];
  throw redirect(sitePath(context.vitrine.urlPrefix, next));
}
