/**
 * SPEC §8: a payment form's errors "appear inline in a red alert in the method's form, or in an 'Error: '
 * dialog when none is selected". One pair of components for the payment page and the payment methods
 * page, so both say it the same way.
 */
import { paymentMessages } from '@shared/payment/contract';
import { useT } from '../../../core/site/shell-data';
import paymentCss from './payment.css?url';

/** What went wrong, in SPEC §8's words: an optional title ('Server Error') and the message. */
export interface PaymentError {
  title?: string | null;
  message: string;
}

/** Inside the chosen method's form: the red alert, its title in bold when there is one. */
export function PaymentErrorAlert({ error }: { error: PaymentError }) {
  return (
    <div className="alert alert--error" role="alert" data-payment-error="">
      {error.title ? <strong>{`${error.title}: `}</strong> : null}
      {error.message}
    </div>
  );
}

/**
 * No method selected: the 'Error: ' dialog, titled 'Error: ' and the error's title. Given `closeHref`
 * (the page itself), Close is a link there too, so the dialog closes without JavaScript.
 */
export function PaymentErrorDialog({
  error,
  onClose,
  closeHref,
}: {
  error: PaymentError;
  onClose: () => void;
  closeHref?: string;
}) {
  const t = useT();
  return (
    <div className="payment-dialog" role="dialog" aria-modal="true" aria-labelledby="payment-error-title">
      <link rel="stylesheet" href={paymentCss} precedence="default" />
      <div className="payment-dialog__box">
        <h2 id="payment-error-title">{`${paymentMessages.errorPrefix}${error.title ?? ''}`}</h2>
        <p>{error.message}</p>
        {closeHref ? (
          <a
            href={closeHref}
            className="button"
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            {t('payment.close')}
          </a>
        ) : (
          <button type="button" className="button" onClick={onClose}>
            {t('payment.close')}
          </button>
        )}
      </div>
    </div>
  );
}
