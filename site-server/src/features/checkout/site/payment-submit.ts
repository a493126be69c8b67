/**
 * What the payment page's Pay button does in the browser before, or instead of, posting the form
 * (SPEC §7, §8): a provider paid on a form of its own goes there through prepare_tx_url; Stripe's card
 * fields become a PaymentMethod at Stripe first. Without JavaScript the form posts as it is.
 */
import { PREPARE_TX_ROUTE, paymentMessages } from '@shared/payment/contract';
import { rpc, RpcError } from '../../../core/site/json-rpc';
import type { PaymentError, StripeCardElement, StripeJs } from '../../payment/site';

/** Where the page shows a refusal: the 'Error: ' dialog (no method selected), a field, or the method's form. */
export type PaymentProblem =
  | { where: 'dialog'; title: string; message: string }
  | { where: 'field'; field: 'cc_number' | 'accept_terms'; message: string }
  | { where: 'method'; method: string; title?: string | null; message: string };

export const noMethodSelected: PaymentProblem = {
  where: 'dialog',
  title: paymentMessages.noMethodTitle,
  message: paymentMessages.noMethod,
};

/**
 * SPEC §7's prepare_tx_url: the server starts the order's transaction and answers an HTML form, which
 * the page submits (to the processing screen). The order is the visitor's own (their order cookie), so
 * its access token never needs to be in the page. Answers null once the form is submitted, or SPEC §8's
 * 'We are not able to redirect you to the payment form.' with the server's reason.
 */
export async function redirectToPaymentForm(params: {
  acquirerId: string;
  orderId: number;
  successUrl: string;
  errorUrl: string;
}): Promise<PaymentError | null> {
  let html: unknown;
  try {
    html = await rpc(PREPARE_TX_ROUTE, {
      acquirer_id: params.acquirerId,
      save_token: false,
      access_token: '',
      success_url: params.successUrl,
      error_url: params.errorUrl,
      callback_method: '',
      order_id: params.orderId,
    });
  } catch (error) {
    const reason = error instanceof RpcError ? error.message : '';
    return { message: `${paymentMessages.cannotRedirect} ${reason}`.trim() };
  }
  const holder = document.createElement('div');
  holder.hidden = true;
  if (typeof html === 'string') holder.innerHTML = html;
  const form = holder.querySelector('form');
  if (!form) return { message: paymentMessages.cannotRedirect };
  document.body.append(holder);
  form.submit();
  return null;
}

/**
 * Stripe: the card fields become a PaymentMethod (the card number never reaches this server). SPEC §8:
 * Stripe's words when it gives a reason, else 'Server Error' / 'e.g. Your credit card details are wrong.'
 */
export async function stripePaymentMethod(
  ready: { stripe: StripeJs; card: StripeCardElement } | null,
  holderName: string,
): Promise<{ id: string } | { error: PaymentError }> {
  if (!ready) return { error: { message: paymentMessages.cannotSetUp } };
  const result = await ready.stripe.createPaymentMethod({
    type: 'card',
    card: ready.card,
    billing_details: { name: holderName },
  });
  if (result.paymentMethod && !result.error) return { id: result.paymentMethod.id };
  return {
    error: result.error?.message
      ? { message: result.error.message }
      : { title: paymentMessages.serverErrorTitle, message: paymentMessages.cardDetailsWrong },
  };
}
