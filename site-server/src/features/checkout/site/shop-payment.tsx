/**
 * /shop/payment (SPEC §2 Shop, §4, §8): the order's summary (its shipping chosen on /shop/checkout), the
 * payment methods, and the terms checkbox that gates the pay button. The server checks the method and
 * the terms again, and pays only the total the page showed: an order whose cart changed since "Confirm
 * order" goes back to /shop/checkout first, and the link back to the cart is always there.
 * Refusals in SPEC §8's words (payment-submit.ts): with no method selected, 'No payment method selected'
 * / 'Please select a payment method.' in the 'Error: ' dialog; otherwise inline, in a red alert in the
 * chosen method's form ('The value is invalid.' under the card number). The bank transfer goes through
 * prepare_tx_url to the processing screen; with Stripe, Stripe.js turns the card fields into a
 * PaymentMethod first (the card number never reaches this server), then the payment continues on
 * /payment/process. Without JavaScript the form posts as it is.
 */
import { useEffect, useRef, useState } from 'react';
import { data, Form, redirect, useSubmit } from 'react-router';
import { Link } from '../../../core/site/components/link';
import { idFrom } from '@shared/api/numeric';
import { TOKEN_CHOICE_PREFIX } from '@shared/checkout/contract';
import { paysThroughForm } from '@shared/payment/contract';
import { t as translate } from '@shared/i18n';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { useHydrated } from '../../../core/site/components/use-hydrated';
import { readSiteForm } from '../../../core/site/forms.server';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import { recordPageView } from '../../catalog/site';
import { PaymentErrorDialog, type StripeCardElement, type StripeJs } from '../../payment/site';
import { siteCheckout } from './context';
import { OrderSummary } from './order-summary';
import {
  noMethodSelected,
  redirectToPaymentForm,
  stripePaymentMethod,
  type PaymentProblem,
} from './payment-submit';
import { firstChoiceOf, PaymentMethods } from './payment-methods';
import { PayButton, TermsBox } from './pay-button';
import type { Route } from './+types/shop-payment';
import checkoutCss from './checkout.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('checkout.payment.title'), path: '/shop/payment', noindex: true }));

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.vitrine;
  const order = await siteCheckout(site).order();
  if (!order) throw redirect(sitePath(site.urlPrefix, '/shop/cart'));
  // A paid order is not paid again: its status page says so.
  if (!order.payable) throw redirect(sitePath(site.urlPrefix, '/shop/confirmation'));
  // The cart changed since "Confirm order": the checkout shows the new figures, confirmed again.
  if (order.outdated) throw redirect(sitePath(site.urlPrefix, CHANGED));
  return { order };
}

const refused = (problem: PaymentProblem) => data(problem, { status: 400 });
const CHANGED = '/shop/checkout?changed=1';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readSiteForm(request, context);
  const site = context.vitrine;
  const choice = form.text('provider');
  if (!choice) return refused(noMethodSelected);
  // Without JavaScript the button cannot wait for the box: the server asks for it.
  if (form.text('accept_terms') !== '1')
    return refused({
      where: 'field',
      field: 'accept_terms',
      message: translate(site.lang, 'checkout.payment.acceptTerms'),
    });
  const tokenId = choice.startsWith(TOKEN_CHOICE_PREFIX)
    ? idFrom(choice.slice(TOKEN_CHOICE_PREFIX.length))
    : null;
  const paid = await siteCheckout(site).pay({
    provider: tokenId ? '' : choice,
    cardNumber: form.text('cc_number'),
    paymentMethodId: form.text('stripe_payment_method'),
    tokenId,
    saveToken: form.text('save_token') === '1',
    expectedTotal: /^\d{1,15}$/.test(form.text('order_total')) ? Number(form.text('order_total')) : null,
  });
  if (paid.ok) throw redirect(sitePath(site.urlPrefix, paid.next));
  if ('changed' in paid) throw redirect(sitePath(site.urlPrefix, CHANGED));
  // A method the shop does not offer (any more) is no method at all.
  if (paid.field === 'provider') return refused(noMethodSelected);
  if (paid.field === 'cc_number')
    return refused({ where: 'field', field: 'cc_number', message: paid.message });
  return refused({ where: 'method', method: choice, message: paid.message });
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const t = useT();
  const path = useSitePath();
  const submit = useSubmit();
  const [accepted, setAccepted] = useState(false);
  const [method, setMethod] = useState(() => firstChoiceOf(order.payment));
  const hydrated = useHydrated();
  // The server's refusal (also without JavaScript), then the page's own.
  const [problem, setProblem] = useState<PaymentProblem | null>(actionData ?? null);
  useEffect(() => setProblem(actionData ?? null), [actionData]);
  const [busy, setBusy] = useState(false);
  const stripe = useRef<{ stripe: StripeJs; card: StripeCardElement } | null>(null);

  const payElsewhere = async (form: HTMLFormElement, method: string) => {
    setProblem(null);
    setBusy(true);
    try {
      if (paysThroughForm(method)) {
        const failed = await redirectToPaymentForm({
          acquirerId: method,
          orderId: order.id,
          successUrl: path('/payment/process'),
          errorUrl: path('/shop/payment'),
        });
        if (failed) setProblem({ where: 'method', method, ...failed });
        return;
      }
      const made = await stripePaymentMethod(stripe.current, order.billing.name);
      if ('error' in made) {
        setProblem({ where: 'method', method, ...made.error });
        return;
      }
      (form.elements.namedItem('stripe_payment_method') as HTMLInputElement).value = made.id;
      void submit(form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="checkout-payment">
      <h1>
        {t('checkout.payment.title')} <span className="checkout-payment__order">{order.name}</span>
      </h1>
      <OrderSummary order={order} />
      {order.transaction && order.transaction.state !== 'draft' ? (
        <p className="alert alert--error" role="status">
          {order.transaction.message}
        </p>
      ) : null}
      {problem?.where === 'dialog' ? (
        <PaymentErrorDialog
          error={problem}
          onClose={() => setProblem(null)}
          closeHref={path('/shop/payment')}
        />
      ) : null}
      <Form
        method="post"
        className="form checkout-payment__form"
        onChange={(event) => {
          const field = event.target;
          if (field instanceof HTMLInputElement && field.name === 'provider') setMethod(field.value);
        }}
        onSubmit={(event) => {
          const form = event.currentTarget;
          const fields = new FormData(form);
          const method = fields.get('provider');
          // SPEC §8: nothing chosen: the 'Error: ' dialog, and nothing is sent.
          if (typeof method !== 'string' || !method) {
            event.preventDefault();
            setProblem(noMethodSelected);
            return;
          }
          recordPageView(`/stats/ecom/order_payment/${method}`);
          if (!paysThroughForm(method) && (method !== 'stripe' || fields.get('stripe_payment_method')))
            return;
          event.preventDefault();
          void payElsewhere(form, method);
        }}
      >
        <CsrfField />
        <input type="hidden" name="stripe_payment_method" defaultValue="" />
        <input type="hidden" name="order_total" value={order.amountTotal} />
        <PaymentMethods
          options={order.payment}
          problem={problem}
          onStripeReady={(ready) => {
            stripe.current = ready;
          }}
        />
        <TermsBox accepted={accepted} onAccept={setAccepted} problem={problem} />
        <PayButton
          method={method}
          total={order.total}
          // SPEC §4: disabled until the terms are ticked, once the page runs; the server's HTML leaves
          // it enabled, so a browser without JavaScript can pay (the server asks for the terms).
          waitsForTerms={hydrated && !accepted}
          busy={busy}
        />
      </Form>
      <p>
        <Link to={path('/shop/cart')}>{t('checkout.backToCart')}</Link>
      </p>
    </section>
  );
}
