/**
 * /shop/payment (SPEC §2 Shop, §4, §8): the order's summary, the shipping methods, the payment methods,
 * and the terms checkbox that gates the pay button. The server checks the terms and the method again.
 * Refusals in SPEC §8 words: 'No payment method selected' / 'Please select a payment method.' and
 * 'The value is invalid.' inline in the method's form; anything else in the 'Error: ' dialog.
 * With Stripe, Stripe.js turns the card fields into a PaymentMethod first (the card number never
 * reaches this server); the payment then continues on /payment/process.
 */
import { useRef, useState } from 'react';
import { data, Form, redirect, useSubmit } from 'react-router';
import { idFrom } from '@shared/api/numeric';
import { TOKEN_CHOICE_PREFIX } from '@shared/checkout/contract';
import { paymentMessages } from '@shared/payment/contract';
import { t as translate } from '@shared/i18n';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { useHydrated } from '../../../core/site/components/use-hydrated';
import { readSiteForm } from '../../../core/site/forms.server';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useT } from '../../../core/site/shell-data';
import { recordPageView } from '../../catalog/site';
import type { StripeCardElement, StripeJs } from '../../payment/site';
import { siteCheckout } from './context';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { ShippingChoices } from './shipping-choices';
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
  return { order };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readSiteForm(request, context);
  const site = context.vitrine;
  const choice = form.text('provider');
  if (!choice)
    return data(
      { title: paymentMessages.noMethodTitle, message: paymentMessages.noMethod, field: 'provider' },
      { status: 400 },
    );
  // Without JavaScript the button cannot wait for the box: the server asks for it.
  if (form.text('accept_terms') !== '1')
    return data(
      { title: null, message: translate(site.lang, 'checkout.payment.acceptTerms'), field: 'accept_terms' },
      { status: 400 },
    );
  const carrierId = idFrom(form.text('carrier_id'));
  const tokenId = choice.startsWith(TOKEN_CHOICE_PREFIX)
    ? idFrom(choice.slice(TOKEN_CHOICE_PREFIX.length))
    : null;
  const paid = await siteCheckout(site).pay({
    provider: tokenId ? '' : choice,
    cardNumber: form.text('cc_number'),
    paymentMethodId: form.text('stripe_payment_method'),
    tokenId,
    saveToken: form.text('save_token') === '1',
    carrierId,
  });
  if (!paid.ok) return data({ title: null, message: paid.message, field: paid.field }, { status: 400 });
  throw redirect(sitePath(site.urlPrefix, paid.next));
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const t = useT();
  const submit = useSubmit();
  const [accepted, setAccepted] = useState(false);
  const hydrated = useHydrated();
  const [stripeError, setStripeError] = useState('');
  const [dialogClosed, setDialogClosed] = useState<unknown>(null);
  const stripe = useRef<{ stripe: StripeJs; card: StripeCardElement } | null>(null);
  const inline = actionData && actionData.field ? actionData : null;
  // Refusals that belong to no field: the 'Error: ' dialog (SPEC §8), until closed.
  const dialog = actionData && !actionData.field && dialogClosed !== actionData ? actionData : null;

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
      {dialog ? (
        <div
          className="checkout-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby="payment-error-title"
        >
          <div className="checkout-dialog__box">
            <h2 id="payment-error-title">{`${paymentMessages.errorPrefix}${paymentMessages.cannotSetUpTitle}`}</h2>
            <p>{dialog.message}</p>
            <button type="button" className="button" onClick={() => setDialogClosed(actionData)}>
              {t('payment.close')}
            </button>
          </div>
        </div>
      ) : null}
      <Form
        method="post"
        className="form checkout-payment__form"
        onSubmit={(event) => {
          const form = event.currentTarget;
          const fields = new FormData(form);
          const method = fields.get('provider');
          if (typeof method === 'string' && method) recordPageView(`/stats/ecom/order_payment/${method}`);
          if (method !== 'stripe' || fields.get('stripe_payment_method')) return;
          // Stripe: the card fields become a PaymentMethod at Stripe first; the form then posts its id.
          event.preventDefault();
          setStripeError('');
          const ready = stripe.current;
          if (!ready) {
            setStripeError(paymentMessages.cannotSetUp);
            return;
          }
          void ready.stripe
            .createPaymentMethod({
              type: 'card',
              card: ready.card,
              billing_details: { name: order.billing.name },
            })
            .then((result) => {
              if (result.error || !result.paymentMethod) {
                setStripeError(result.error?.message || paymentMessages.cardDetailsWrong);
                return;
              }
              const hidden = form.elements.namedItem('stripe_payment_method') as HTMLInputElement;
              hidden.value = result.paymentMethod.id;
              void submit(form);
            });
        }}
      >
        <CsrfField />
        <input type="hidden" name="stripe_payment_method" defaultValue="" />
        {inline && inline.field !== 'cc_number' && inline.field !== 'accept_terms' ? (
          <div className="alert alert--error" role="alert">
            {inline.title ? <strong>{`${inline.title}: `}</strong> : null}
            {inline.message}
          </div>
        ) : null}
        <ShippingChoices order={order} />
        <PaymentMethods
          options={order.payment}
          fieldError={inline}
          stripeError={stripeError}
          onStripeReady={(ready) => {
            stripe.current = ready;
          }}
        />
        <label className="checkout-payment__terms">
          <input
            type="checkbox"
            name="accept_terms"
            value="1"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            aria-invalid={inline?.field === 'accept_terms' || undefined}
            aria-describedby={inline?.field === 'accept_terms' ? 'accept_terms-error' : undefined}
          />{' '}
          {t('checkout.payment.terms')}
        </label>
        {inline?.field === 'accept_terms' ? (
          <p className="alert alert--error" role="alert" id="accept_terms-error">
            {inline.message}
          </p>
        ) : null}
        {/* SPEC §4: disabled until the terms are ticked, once the page runs; the server's HTML leaves it
            enabled, so a browser without JavaScript can pay (the server asks for the terms). */}
        <button type="submit" className="button" disabled={hydrated && !accepted}>
          {t('checkout.payment.pay')} {order.total}
        </button>
      </Form>
    </section>
  );
}
