/**
 * /shop/payment (SPEC §2 Shop, §4, §8): the order's summary, the payment-method radios, and the terms
 * checkbox that gates the pay button. The server checks the terms and the method again, and answers the
 * SPEC's messages ('No payment method selected' / 'Please select a payment method.', 'The value is
 * invalid.' on the card field) in a red alert.
 */
import { useState } from 'react';
import { data, Form, redirect } from 'react-router';
import { formatCardNumber } from '@shared/payment/card';
import { paymentMessages } from '@shared/payment/contract';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { readSiteForm } from '../../../core/site/forms.server';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useT } from '../../../core/site/shell-data';
import { recordPageView } from '../../catalog/site';
import { siteCheckout } from './context';
import { OrderSummary } from './order-summary';
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
  if (order.state !== 'draft' && order.state !== 'sent')
    throw redirect(sitePath(site.urlPrefix, '/shop/confirmation'));
  return { order };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readSiteForm(request, context);
  const site = context.vitrine;
  if (!form.text('provider'))
    return data({ title: paymentMessages.noMethodTitle, message: paymentMessages.noMethod }, { status: 400 });
  if (form.text('accept_terms') !== '1')
    return data({ title: null, message: paymentMessages.acceptTerms }, { status: 400 });
  const carrierId = Number(form.text('carrier_id'));
  const paid = await siteCheckout(site).pay({
    provider: form.text('provider'),
    cardNumber: form.text('cc_number'),
    carrierId: Number.isSafeInteger(carrierId) && carrierId > 0 ? carrierId : null,
  });
  if (!paid.ok) return data({ title: null, message: paid.message }, { status: 400 });
  throw redirect(sitePath(site.urlPrefix, '/shop/confirmation'));
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const t = useT();
  const [accepted, setAccepted] = useState(false);
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
      <Form
        method="post"
        className="form checkout-payment__form"
        onSubmit={(event) => {
          const method = new FormData(event.currentTarget).get('provider');
          if (typeof method === 'string' && method) recordPageView(`/stats/ecom/order_payment/${method}`);
        }}
      >
        <CsrfField />
        {actionData ? (
          <div className="alert alert--error" role="alert">
            {actionData.title ? <strong>{`${actionData.title}: `}</strong> : null}
            {actionData.message}
          </div>
        ) : null}
        <ShippingChoices order={order} />
        <fieldset>
          <legend>{t('checkout.payment.method')}</legend>
          <label className="checkout-payment__method">
            <input type="radio" name="provider" value="demo" defaultChecked /> {t('checkout.payment.demo')}
          </label>
          <div className="field checkout-payment__card">
            <label htmlFor="cc_number">{t('checkout.payment.cardNumber')}</label>
            <input
              id="cc_number"
              name="cc_number"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
              // SPEC §5: digits only, grouped with spaces as typed.
              onInput={(event) => {
                event.currentTarget.value = formatCardNumber(event.currentTarget.value);
              }}
              aria-describedby="cc_number-hint"
            />
            <p className="field__hint" id="cc_number-hint">
              {t('checkout.payment.demoHint')}
            </p>
          </div>
          <label className="checkout-payment__method">
            <input type="radio" name="provider" value="transfer" /> {t('checkout.payment.transfer')}
          </label>
        </fieldset>
        <label className="checkout-payment__terms">
          <input
            type="checkbox"
            name="accept_terms"
            value="1"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />{' '}
          {t('checkout.payment.terms')}
        </label>
        {/* SPEC §4: disabled until the terms are ticked (the server asks for them too). */}
        <button type="submit" className="button" disabled={!accepted}>
          {t('checkout.payment.pay')} {order.total}
        </button>
      </Form>
    </section>
  );
}
