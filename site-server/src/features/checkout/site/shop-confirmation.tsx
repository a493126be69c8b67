/**
 * /shop/confirmation (SPEC §2 Shop): the order's status after payment, with the order's number: paid,
 * waiting for the bank, or refused (with the way back to pay).
 */
import { Link, redirect } from 'react-router';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import { siteCheckout } from './context';
import { OrderSummary } from './order-summary';
import type { Route } from './+types/shop-confirmation';
import checkoutCss from './checkout.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({
    title: t('checkout.confirmation.title'),
    path: '/shop/confirmation',
    noindex: true,
  }));

export async function loader({ context }: Route.LoaderArgs) {
  const order = await siteCheckout(context.vitrine).order();
  if (!order) throw redirect(sitePath(context.vitrine.urlPrefix, '/shop/cart'));
  return { order };
}

export default function ConfirmationPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const t = useT();
  const to = useSitePath();
  const state = order.transaction?.state ?? 'draft';
  return (
    <section className="checkout-confirmation" data-order-id={order.id} data-order-state={order.state}>
      <h1>
        {t('checkout.confirmation.title')} <span>{order.name}</span>
      </h1>
      {order.state === 'sale' || order.state === 'done' ? (
        <p className="alert alert--success" role="status">
          {t('checkout.confirmation.paid')}
        </p>
      ) : state === 'pending' || state === 'authorized' ? (
        <p className="alert" role="status">
          {t('checkout.confirmation.waiting')}
        </p>
      ) : (
        <p className="alert alert--error" role="alert">
          {order.transaction?.message || t('checkout.confirmation.notPaid')}{' '}
          <Link to={to('/shop/payment')}>{t('checkout.confirmation.payAgain')}</Link>
        </p>
      )}
      <OrderSummary order={order} />
    </section>
  );
}
