/**
 * The payment page's methods (SPEC §2 Shop): a radio per provider offered and per saved card, the demo
 * provider's card number, Stripe's card fields (Stripe.js Elements, loaded from Stripe), the 'save my
 * card' box for signed-in buyers, and the card brands with their 'more icons' expander.
 */
import { useEffect, useState } from 'react';
import { formatCardNumber } from '@shared/payment/card';
import { TOKEN_CHOICE_PREFIX, type PaymentOptions } from '@shared/checkout/contract';
import { useT } from '../../../core/site/shell-data';
import { loadStripe, type StripeCardElement, type StripeJs } from '../../payment/site';

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
  error,
  onReady,
}: {
  stripe: NonNullable<PaymentOptions['stripe']>;
  error: string;
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
      {error || failed ? (
        <p className="alert alert--error" role="alert">
          {error || failed}
        </p>
      ) : null}
    </div>
  );
}

export function PaymentMethods({
  options,
  fieldError,
  stripeError,
  onStripeReady,
}: {
  options: PaymentOptions;
  /** The server's refusal of a field ('The value is invalid.' on the card number). */
  fieldError: { field?: string; message: string } | null;
  stripeError: string;
  onStripeReady: (ready: { stripe: StripeJs; card: StripeCardElement }) => void;
}) {
  const t = useT();
  const firstChoice = options.tokens[0]
    ? `${TOKEN_CHOICE_PREFIX}${options.tokens[0].id}`
    : (options.providers[0]?.code ?? '');
  const cardOffered = options.providers.some((provider) => provider.code !== 'transfer');
  return (
    <fieldset>
      <legend>{t('checkout.payment.method')}</legend>
      {options.tokens.map((token) => (
        <label key={token.id} className="checkout-payment__method">
          <input
            type="radio"
            name="provider"
            value={`${TOKEN_CHOICE_PREFIX}${token.id}`}
            defaultChecked={firstChoice === `${TOKEN_CHOICE_PREFIX}${token.id}`}
          />{' '}
          {`${t('payment.savedCard')}: ${token.name}`}
        </label>
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
                aria-invalid={fieldError?.field === 'cc_number' || undefined}
                // SPEC §5: digits only, grouped with spaces as typed.
                onInput={(event) => {
                  event.currentTarget.value = formatCardNumber(event.currentTarget.value);
                }}
                aria-describedby="cc_number-hint"
              />
              <p className="field__hint" id="cc_number-hint">
                {t('checkout.payment.demoHint')}
              </p>
              {fieldError?.field === 'cc_number' ? (
                <p className="alert alert--error" role="alert">
                  {fieldError.message}
                </p>
              ) : null}
            </div>
          ) : null}
          {provider.code === 'stripe' && options.stripe ? (
            <StripeCard stripe={options.stripe} error={stripeError} onReady={onStripeReady} />
          ) : null}
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
