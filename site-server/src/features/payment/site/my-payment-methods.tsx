/**
 * /my/payment_method (SPEC §2, §3, §7, §8): the signed-in customer's saved cards. Deleting one asks
 * payment.token get_linked_records first; linked records show in the 'Warning!' dialog with 'Confirm
 * Deletion' and 'Cancel'. Adding one posts the card form to the token-creation route the form names
 * (data-create-route) with verify_validity, or, with Stripe, sets the card up with Stripe.js and posts
 * the PaymentMethod to the route in data_set. Errors in SPEC §8's words (payment-error.tsx): inline in
 * the add form once a way to add a card is chosen; in the 'Error: ' dialog when none is ('Please select
 * the option to add a new payment method.': with two ways offered, none is chosen at first), or when a
 * deletion fails.
 */
import { useEffect, useRef, useState } from 'react';
import { redirect, useRevalidator } from 'react-router';
import {
  DEMO_TOKEN_ROUTE,
  paymentMessages,
  STRIPE_SETUP_INTENT_ROUTE,
  STRIPE_TOKEN_ROUTE,
  type TokenCreateResult,
  type TokenLinkedRecord,
} from '@shared/payment/contract';
import { callKw, rpc, RpcError } from '../../../core/site/json-rpc';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useT } from '../../../core/site/shell-data';
import { CardForm, checkCard, type CardFields } from './card-form';
import { PaymentErrorAlert, PaymentErrorDialog, type PaymentError } from './payment-error';
import { sitePayment } from './context';
import { loadStripe, type StripeCardElement, type StripeJs } from './load-stripe';
import type { Route } from './+types/my-payment-methods';
import paymentCss from './payment.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: paymentCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({
    title: t('payment.methods.title'),
    path: '/my/payment_method',
    noindex: true,
  }));

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.vitrine;
  const methods = await sitePayment(site).paymentMethods();
  if (!methods) {
    const here = sitePath(site.urlPrefix, '/my/payment_method');
    throw redirect(`${sitePath(site.urlPrefix, '/web/login')}?redirect=${here}`);
  }
  return methods;
}

type Dialog =
  | { kind: 'error'; title: string; message: string }
  | { kind: 'linked'; cardId: number; records: TokenLinkedRecord[] };
type AddWay = 'demo' | 'stripe';

const failure = (error: unknown) => (error instanceof RpcError ? error.message : String(error));

export default function PaymentMethodsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // One way to add a card: it is the one. Two: the customer picks (SPEC §8 asks them to, if they do not).
  const [provider, setProvider] = useState<AddWay | null>(
    loaderData.demo && loaderData.stripe ? null : loaderData.demo ? 'demo' : 'stripe',
  );
  const [addError, setAddError] = useState<PaymentError | null>(null);
  const [card, setCard] = useState<CardFields | null>(null);
  const [problems, setProblems] = useState<Partial<Record<keyof CardFields, string>>>({});
  const [busy, setBusy] = useState(false);
  const stripe = useRef<{ js: StripeJs; card: StripeCardElement } | null>(null);
  const [stripeTarget, setStripeTarget] = useState<HTMLDivElement | null>(null);
  const canAdd = loaderData.demo || loaderData.stripe !== null;

  useEffect(() => {
    if (provider !== 'stripe' || !loaderData.stripe || !stripeTarget) return;
    let mounted = true;
    const { jsUrl, publishableKey } = loaderData.stripe;
    void loadStripe(jsUrl, publishableKey).then((js) => {
      if (!mounted) return;
      const element = js.elements().create('card', { hidePostalCode: true });
      element.mount(stripeTarget);
      stripe.current = { js, card: element };
    });
    return () => {
      mounted = false;
      stripe.current = null;
      stripeTarget.replaceChildren();
    };
  }, [provider, stripeTarget, loaderData.stripe]);

  const unlink = async (cardId: number) => {
    try {
      await callKw('payment.token', 'unlink', [[cardId]], {});
      setDialog(null);
      await revalidator.revalidate();
    } catch (error) {
      setDialog({
        kind: 'error',
        title: paymentMessages.serverErrorTitle,
        message: `${paymentMessages.cannotDelete} ${failure(error)}`,
      });
    }
  };

  const remove = async (cardId: number) => {
    try {
      const linked = await callKw<Record<number, TokenLinkedRecord[]>>(
        'payment.token',
        'get_linked_records',
        [[cardId]],
        {},
      );
      const records = linked[cardId] ?? [];
      if (records.length) setDialog({ kind: 'linked', cardId, records });
      else await unlink(cardId);
    } catch (error) {
      setDialog({
        kind: 'error',
        title: paymentMessages.serverErrorTitle,
        message: `${paymentMessages.cannotDelete} ${failure(error)}`,
      });
    }
  };

  const saved = async (answer: TokenCreateResult) => {
    if (answer.result) {
      setCard(null);
      await revalidator.revalidate();
      return;
    }
    // SPEC §8: the server's words, or with none, the card's details are wrong.
    setAddError(
      answer.error
        ? { message: answer.error }
        : { title: paymentMessages.serverErrorTitle, message: paymentMessages.cardDetailsWrong },
    );
  };

  const addCard = async (form: HTMLFormElement) => {
    setAddError(null);
    if (!provider) {
      setDialog({
        kind: 'error',
        title: paymentMessages.noMethodTitle,
        message: paymentMessages.noMethodToAdd,
      });
      return;
    }
    setBusy(true);
    try {
      if (provider === 'demo') {
        const fields = card ?? { cc_holder_name: '', cc_number: '', cc_expiry: '', cc_cvc: '', cc_brand: '' };
        const found = checkCard(fields);
        setProblems(found);
        if (Object.keys(found).length) return;
        const route = form.dataset.createRoute!;
        await saved(
          await rpc<TokenCreateResult>(route, { ...fields, verify_validity: true, data_set: route }),
        );
        return;
      }
      const ready = stripe.current;
      if (!ready) throw new Error(paymentMessages.cannotSetUp);
      const { client_secret } = await rpc<{ client_secret: string }>(STRIPE_SETUP_INTENT_ROUTE, {
        acquirer_id: 'stripe',
      });
      const result = await ready.js.confirmCardSetup(client_secret, { payment_method: { card: ready.card } });
      if (result.error || !result.setupIntent) {
        setAddError({
          title: paymentMessages.serverErrorTitle,
          message: `${paymentMessages.cannotAddMethod} ${result.error?.message ?? ''}`.trim(),
        });
        return;
      }
      await saved(
        await rpc<TokenCreateResult>(STRIPE_TOKEN_ROUTE, {
          payment_method: result.setupIntent.payment_method,
        }),
      );
    } catch (error) {
      setAddError({
        title: paymentMessages.serverErrorTitle,
        message: `${paymentMessages.cannotAddMethod} ${failure(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page payment-methods">
      <h1>{t('payment.methods.title')}</h1>
      {loaderData.cards.length ? (
        <ul className="payment-methods__cards">
          {loaderData.cards.map((saved) => (
            <li key={saved.id} data-card-id={saved.id}>
              <span>{saved.name}</span>{' '}
              <small>
                {t('payment.methods.expires')} {saved.expiry}
              </small>{' '}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void remove(saved.id)}
              >
                {t('payment.methods.delete')} {saved.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('payment.methods.none')}</p>
      )}
      {canAdd ? (
        <form
          className="form payment-methods__add"
          data-create-route={provider === 'demo' ? DEMO_TOKEN_ROUTE : STRIPE_TOKEN_ROUTE}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void addCard(event.currentTarget);
          }}
        >
          <h2>{t('payment.methods.add')}</h2>
          {loaderData.demo && loaderData.stripe ? (
            <fieldset>
              <label>
                <input
                  type="radio"
                  name="provider"
                  checked={provider === 'demo'}
                  onChange={() => {
                    setProvider('demo');
                    setAddError(null);
                  }}
                />{' '}
                {t('checkout.payment.demo')}
              </label>
              <label>
                <input
                  type="radio"
                  name="provider"
                  checked={provider === 'stripe'}
                  onChange={() => {
                    setProvider('stripe');
                    setAddError(null);
                  }}
                />{' '}
                {t('payment.stripe.card')}
              </label>
            </fieldset>
          ) : null}
          {provider === 'demo' ? <CardForm problems={problems} onChange={setCard} /> : null}
          {provider === 'stripe' ? <div ref={setStripeTarget} data-stripe-card="" /> : null}
          {addError ? <PaymentErrorAlert error={addError} /> : null}
          <button type="submit" className="button" disabled={busy}>
            {t('payment.methods.save')}
          </button>
        </form>
      ) : null}
      {dialog?.kind === 'error' ? (
        <PaymentErrorDialog error={dialog} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'linked' ? (
        <div
          className="payment-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby="payment-methods-dialog"
        >
          <div className="payment-dialog__box">
            <h2 id="payment-methods-dialog">{paymentMessages.deleteWarningTitle}</h2>
            <p>{t('payment.methods.linked')}</p>
            <ul>
              {dialog.records.map((record) => (
                <li key={record.url}>
                  <a href={record.url} title={record.description}>
                    {record.name}
                  </a>
                </li>
              ))}
            </ul>
            <button type="button" className="button" onClick={() => void unlink(dialog.cardId)}>
              {paymentMessages.confirmDeletion}
            </button>{' '}
            <button type="button" className="button button--secondary" onClick={() => setDialog(null)}>
              {paymentMessages.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
