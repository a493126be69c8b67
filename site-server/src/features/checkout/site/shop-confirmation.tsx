/**
 * /shop/confirmation (SPEC §2 Shop): the order's status after payment, with the order's number: paid,
 * waiting for a bank transfer (its details) or for the bank, or refused (with the way back to pay); and
 * what happens next: the mail sent to the order's address, and what the shop does then.
 */
import { useEffect, useState } from 'react';
import { redirect } from 'react-router';
import { Link } from '../../../core/site/components/link';
import { idFrom } from '@shared/api/numeric';
import {
  ORDER_STATUS_MAX_POLLS,
  orderStatusPollDelayMs,
  type OrderStatusResult,
} from '@shared/checkout/contract';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import { siteCheckout } from './context';
import { useVirtualPageView } from './page-views';
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const checkout = siteCheckout(context.vitrine);
  // The order mail's link: the token opens the order in this browser, then the address drops it.
  const link = new URL(request.url).searchParams;
  const orderId = idFrom(link.get('order_id'));
  const token = link.get('access_token');
  if (orderId !== null && token) {
    await checkout.openOrder(orderId, token);
    throw redirect(sitePath(context.vitrine.urlPrefix, '/shop/confirmation'));
  }
  const order = await checkout.order();
  if (!order) throw redirect(sitePath(context.vitrine.urlPrefix, '/shop/cart'));
  return { order };
}

/**
 * SPEC §4, §9: while the payment waits for its bank, the page asks /shop/payment/get_status again after
 * ceil(n/3) s following its n-th poll; once the answer no longer says recall, the page reloads to show
 * the outcome; after 20 polls it stops and shows the warning.
 */
function useOrderStatusPolling(orderId: number, waiting: boolean): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      polls += 1;
      try {
        const response = await fetch(`/shop/payment/get_status/${orderId}`, {
          headers: { Accept: 'application/json' },
        });
        const answer = (await response.json()) as { result?: OrderStatusResult };
        if (answer.result && !answer.result.recall) return window.location.reload();
      } catch {
        // A failed poll counts as one: the next one may get through.
      }
      if (polls >= ORDER_STATUS_MAX_POLLS) setGaveUp(true);
      else timer = setTimeout(() => void poll(), orderStatusPollDelayMs(polls));
    };
    timer = setTimeout(() => void poll(), orderStatusPollDelayMs(1));
    return () => clearTimeout(timer);
  }, [orderId, waiting]);
  return gaveUp;
}

export default function ConfirmationPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const t = useT();
  const to = useSitePath();
  const state = order.transaction?.state ?? 'draft';
  const paid = order.state === 'sale' || order.state === 'done';
  const transfer = !paid && state === 'pending' && order.transaction?.provider === 'transfer';
  const waiting = !paid && !transfer && (state === 'pending' || state === 'authorized');
  const gaveUp = useOrderStatusPolling(order.id, waiting);
  useVirtualPageView(paid ? `/stats/ecom/order_confirmed/${order.id}` : null);
  return (
    <section className="checkout-confirmation" data-order-id={order.id} data-order-state={order.state}>
      <h1>
        {t('checkout.confirmation.title')} <span>{order.name}</span>
      </h1>
      {paid ? (
        <>
          <p className="alert alert--success" role="status">
            {t('checkout.confirmation.paid')}
          </p>
          <p data-next-step="">{t('checkout.confirmation.paidMail', order.email)}</p>
        </>
      ) : transfer ? (
        <div className="alert" role="status" data-transfer="">
          <p>{t('checkout.confirmation.transfer')}</p>
          <p data-next-step="">{t('checkout.confirmation.transferMail', order.email)}</p>
          <p>{order.transaction!.message}</p>
        </div>
      ) : waiting ? (
        <>
          <p
            className={gaveUp ? 'alert alert--warning' : 'alert'}
            role="status"
            data-polling={gaveUp ? 'stopped' : 'on'}
          >
            {/* SPEC §4: after 20 polls, the message with a warning icon titled 'We are waiting the
                confirmation of the bank or payment provider'. */}
            {gaveUp ? (
              <>
                <span className="alert__icon" role="img" title={t('checkout.confirmation.waiting')}>
                  ⚠
                </span>{' '}
              </>
            ) : null}
            {t('checkout.confirmation.waiting')}
          </p>
          <p data-next-step="">{t('checkout.confirmation.waitingMail', order.email)}</p>
        </>
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
