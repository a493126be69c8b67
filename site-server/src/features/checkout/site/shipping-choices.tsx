/**
 * The checkout's shipping methods, before "Confirm order" (radios named carrier_id, in the confirm form).
 * Choosing one saves it for the checkout (POST /shop/update_carrier), then reloads the page's data so
 * the summary shows the server's new figures; without JavaScript the confirmation's post carries the
 * choice, and the payment page shows the order it made before anything is paid.
 */
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { CheckoutSummary } from '@shared/checkout/contract';
import type { UpdateCarrierResult } from '@shared/shipping/contract';
import { rpc, RpcError } from '../../../core/site/json-rpc';
import { useT } from '../../../core/site/shell-data';

export function ShippingChoices({ order }: { order: CheckoutSummary }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [problem, setProblem] = useState('');
  if (!order.shippingChoices.length) return null;

  async function choose(carrierId: number) {
    setProblem('');
    try {
      const result = await rpc<UpdateCarrierResult>('/shop/update_carrier', { carrier_id: carrierId });
      if (!result.status) setProblem(result.error_message);
    } catch (error) {
      setProblem(error instanceof RpcError ? error.message : String(error));
    }
    await revalidator.revalidate();
  }

  return (
    <fieldset className="checkout-shipping">
      <legend>{t('checkout.shipping.title')}</legend>
      {problem ? (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {order.shippingChoices.map((choice) => (
        <label key={choice.id} className="checkout-payment__method">
          <input
            type="radio"
            name="carrier_id"
            value={choice.id}
            defaultChecked={choice.id === order.carrierId}
            onChange={() => void choose(choice.id)}
          />{' '}
          {choice.name}{' '}
          <strong data-shipping-price="">{choice.free ? t('checkout.shipping.free') : choice.price}</strong>
          {choice.description ? (
            <small className="checkout-shipping__note">{choice.description}</small>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
