import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../core/site/components/link';
import {
  paymentMessages,
  STRIPE_SETUP_INTENT_ROUTE,
  STRIPE_TOKEN_ROUTE,
  type TokenCreateResult,
} from '@shared/payment/contract';
import type { CardFormBlock } from '@shared/website/blocks';
import type { BlockDefinition } from '../../../core/site/block-definition';
import { rpc, RpcError } from '../../../core/site/json-rpc';
import { useSitePath, useT } from '../../../core/site/shell-data';
import { loadStripe, type StripeCardElement, type StripeJs } from './load-stripe';
import paymentCss from './payment.css?url';

/** SPEC §8: the dialog of a card the block could not save. */
export const UNABLE_TO_SAVE = 'Unable to save card';
export const PROCESS_INTENT_ROUTE = '/payment/stripe/s2s/process_payment_intent';

interface CardFormData {
  signedIn: boolean;
  stripe: { publishableKey: string; jsUrl: string } | null;
}

/**
 * The card form block (SPEC §2, §7, §8): a signed-in customer saves a card for later billing with
 * Stripe Elements (its own error under the field, no postal code). Save: a SetupIntent
 * (create_setup_intent), Stripe.js confirms the card, the route in data_set turns the PaymentMethod
 * into the customer's token, then process_payment_intent has the server check the setup with Stripe.
 * A failure opens 'Unable to save card' and gives the button back; an invalid card sends nothing.
 */
function CardForm({ block, data, editor }: { block: CardFormBlock; data: CardFormData; editor: boolean }) {
  const t = useT();
  const to = useSitePath();
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const stripe = useRef<{ js: StripeJs; card: StripeCardElement; complete: boolean } | null>(null);
  const [cardError, setCardError] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // partnerId (the customer) is unset: nothing can be saved for this visitor.
    if (!data.signedIn && !editor)
      console.warn('Card form: partnerId is unset (the visitor is not signed in).');
  }, [data.signedIn, editor]);

  useEffect(() => {
    if (editor || !data.stripe || !target) return;
    let current = true;
    void loadStripe(data.stripe.jsUrl, data.stripe.publishableKey).then((js) => {
      if (!current) return;
      const card = js.elements().create('card', { hidePostalCode: true });
      card.mount(target);
      stripe.current = { js, card, complete: false };
      card.on('change', (event) => {
        if (stripe.current) stripe.current.complete = event.complete;
        setCardError(event.error?.message ?? '');
      });
    });
    return () => {
      current = false;
      stripe.current = null;
      target.replaceChildren();
    };
  }, [editor, data.stripe, target]);

  async function save() {
    const ready = stripe.current;
    if (!ready || busy) return;
    // An invalid card: Stripe's own error shows under the field, and nothing is sent.
    if (!ready.complete || cardError) {
      setCardError(cardError || paymentMessages.invalidValue);
      return;
    }
    setBusy(true);
    try {
      const { client_secret } = await rpc<{ client_secret: string }>(STRIPE_SETUP_INTENT_ROUTE, {
        acquirer_id: 'stripe',
      });
      const result = await ready.js.confirmCardSetup(client_secret, { payment_method: { card: ready.card } });
      if (result.error || !result.setupIntent)
        throw new Error(result.error?.message ?? paymentMessages.cannotSetUp);
      const token = await rpc<TokenCreateResult>(STRIPE_TOKEN_ROUTE, {
        data_set: STRIPE_TOKEN_ROUTE,
        return_url: window.location.pathname,
        payment_method: result.setupIntent.payment_method,
      });
      if (!token.result) throw new Error(token.error ?? '');
      await rpc(PROCESS_INTENT_ROUTE, { id: result.setupIntent.id, reference: String(token.id), error: '' });
      setSaved(true);
    } catch (error) {
      setFailure(error instanceof RpcError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card-form-block" aria-label={block.title || t('payment.stripe.card')}>
      <link rel="stylesheet" href={paymentCss} precedence="default" />
      {block.title ? <h2>{block.title}</h2> : null}
      {!data.signedIn ? (
        <p>
          <Link to={`${to('/web/login')}?redirect=${encodeURIComponent(to('/my/payment_method'))}`}>
            {t('payment.cardForm.signIn')}
          </Link>
        </p>
      ) : !data.stripe ? (
        <p>{t('payment.cardForm.unavailable')}</p>
      ) : saved ? (
        <p role="status">{t('payment.cardForm.saved')}</p>
      ) : (
        <>
          <div ref={setTarget} data-stripe-card="" />
          {cardError ? (
            <p className="field__error" role="alert">
              {cardError}
            </p>
          ) : null}
          <button type="button" className="button" disabled={busy || editor} onClick={() => void save()}>
            {t('payment.cardForm.save')}
          </button>
        </>
      )}
      {failure !== null ? (
        <div className="payment-dialog" role="dialog" aria-modal="true" aria-labelledby="card-form-dialog">
          <div className="payment-dialog__box">
            <h2 id="card-form-dialog">{UNABLE_TO_SAVE}</h2>
            <p>{`${paymentMessages.cannotAddMethod} ${failure}`}</p>
            <button type="button" className="button" onClick={() => setFailure(null)}>
              {t('payment.close')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

export const cardFormBlockDefinition: BlockDefinition<CardFormBlock, CardFormData> = {
  type: 'card_form',
  async load(site) {
    const methods = site.payment ? await site.payment.paymentMethods() : null;
    return { signedIn: methods !== null, stripe: methods?.stripe ?? null };
  },
  Component: ({ block, data, editor }) => <CardForm block={block} data={data} editor={editor} />,
};
