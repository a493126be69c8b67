/**
 * The payment page's methods (SPEC §2 Shop): a radio per provider offered and per saved card, the demo
 * provider's card number, Stripe's card fields (Stripe.js Elements, loaded from Stripe), the 'save my
 * card' box for signed-in buyers, and the card brands with their 'more icons' expander.
 */
import { useEffect, useState } from 'react';
import { formatCardNumber } from '@shared/payment/card';
import { demoHintNumbers } from '@shared/payment/contract';
import { TOKEN_CHOICE_PREFIX, type PaymentOptions } from '@shared/checkout/contract';
import { useT } from '../../../core/site/shell-data';
import { loadStripe, PaymentErrorAlert, type StripeCardElement, type StripeJs } from '../../payment/site';
import type { PaymentProblem } from './payment-submit';

/** The brands a card method takes: the first few shown, the rest behind the expander. */
const BRANDS = [
  'Visa',
  'Mastercard',
  'American Express',
  'Discover',
  'JCB',
  'Diners Club',
  'UnionPay',
  'Maestro',
];
const BRANDS_SHOWN = 3;

function CardBrands() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <span className="checkout-payment__brands">
      {(open ? BRANDS : BRANDS.slice(0, BRANDS_SHOWN)).map((brand) => (
        <span key={brand} className="checkout-payment__brand">
          {brand}
        </span>
      ))}
      {open ? null : (
        <button
          type="button"
          className="checkout-payment__more"
          aria-expanded={open}
          // Its name starts with the "+5" it shows (WCAG 2.5.3).
          aria-label={t('payment.moreIcons', BRANDS.length - BRANDS_SHOWN)}
          onClick={() => setOpen(true)}
        >
          +{BRANDS.length - BRANDS_SHOWN}
        </button>
      )}
    </span>
  );
}

/** Stripe's card fields, mounted once Stripe.js is loaded; `onReady` hands the page what it pays with. */
function StripeCard({
  stripe,
  onReady,
}: {
  stripe: NonNullable<PaymentOptions['stripe']>;
  onReady: (ready: { stripe: StripeJs; card: StripeCardElement }) => void;
}) {
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    if (!target) return;
    let mounted = true;
    loadStripe(stripe.jsUrl, stripe.publishableKey)
      .then((js) => {
        if (!mounted) return;
        const card = js.elements().create('card', { hidePostalCode: true });
        card.mount(target);
        onReady({ stripe: js, card });
      })
      .catch((reason: unknown) => setFailed(reason instanceof Error ? reason.message : String(reason)));
    return () => {
      mounted = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mounted once per target
  }, [target]);
  return (
    <div className="field checkout-payment__stripe">
      <div ref={setTarget} data-stripe-card="" />
      {failed ? (
        <p className="alert alert--error" role="alert">
          {failed}
        </p>
      ) : null}
    </div>
  );
}

/** The method chosen when the page opens: the first saved card, else the first provider. */
export const firstChoiceOf = (options: PaymentOptions) =>
  options.tokens[0] ? `${TOKEN_CHOICE_PREFIX}${options.tokens[0].id}` : (options.providers[0]?.code ?? '');

export function PaymentMethods({
  options,
  problem,
  onStripeReady,
}: {
  options: PaymentOptions;
  /** A refusal: under the card number ('The value is invalid.'), or in the chosen method's form. */
  problem: PaymentProblem | null;
  onStripeReady: (ready: { stripe: StripeJs; card: StripeCardElement }) => void;
}) {
  const t = useT();
  const cardProblem = problem?.where === 'field' && problem.field === 'cc_number' ? problem : null;
  // SPEC §8: inline, in a red alert in the method's form.
  const alertFor = (choice: string) =>
    problem?.where === 'method' && problem.method === choice ? <PaymentErrorAlert error={problem} /> : null;
  const firstChoice = firstChoiceOf(options);
  const cardOffered = options.providers.some((provider) => provider.code !== 'transfer');
  return (
    <fieldset>
      <legend>{t('checkout.payment.method')}</legend>
      {options.tokens.map((token) => (
        <div key={token.id} className="checkout-payment__option" data-token={token.id}>
          <label className="checkout-payment__method">
            <input
              type="radio"
              name="provider"
              value={`${TOKEN_CHOICE_PREFIX}${token.id}`}
              defaultChecked={firstChoice === `${TOKEN_CHOICE_PREFIX}${token.id}`}
            />{' '}
            {`${t('payment.savedCard')}: ${token.name}`}
          </label>
          {alertFor(`${TOKEN_CHOICE_PREFIX}${token.id}`)}
        </div>
      ))}
      {options.providers.map((provider) => (
        <div key={provider.code} className="checkout-payment__option" data-provider={provider.code}>
          <label className="checkout-payment__method">
            <input
              type="radio"
              name="provider"
              value={provider.code}
              defaultChecked={firstChoice === provider.code}
            />{' '}
            {provider.code === 'demo'
              ? t('checkout.payment.demo')
              : provider.code === 'stripe'
                ? t('payment.stripe.card')
                : t('checkout.payment.transfer')}
            {provider.code === 'transfer' ? null : <CardBrands />}
          </label>
          {provider.code === 'demo' ? (
            <div className="field checkout-payment__card">
              <label htmlFor="cc_number">{t('checkout.payment.cardNumber')}</label>
              <input
                id="cc_number"
                name="cc_number"
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={23}
                aria-invalid={cardProblem ? true : undefined}
                // SPEC §5: digits only, grouped with spaces as typed.
                onInput={(event) => {
                  event.currentTarget.value = formatCardNumber(event.currentTarget.value);
                }}
                aria-describedby="cc_number-hint"
              />
              <p className="field__hint" id="cc_number-hint">
                {t('checkout.payment.demoHint', ...demoHintNumbers())}
              </p>
              {cardProblem ? (
                <p className="alert alert--error" role="alert">
                  {cardProblem.message}
                </p>
              ) : null}
            </div>
          ) : null}
          {provider.code === 'stripe' && options.stripe ? (
            <StripeCard stripe={options.stripe} onReady={onStripeReady} />
          ) : null}
          {alertFor(provider.code)}
        </div>
      ))}
      {options.canSaveCard && cardOffered ? (
        <label className="checkout-payment__save">
          <input type="checkbox" name="save_token" value="1" /> {t('payment.saveCard')}
        </label>
      ) : null}
    </fieldset>
  );
}
