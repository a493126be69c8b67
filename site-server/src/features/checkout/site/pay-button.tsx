/**
 * The payment page's last step: the terms box (its text links to the shop's Terms page) and the button
 * it gates (SPEC §2, §4). While the box waits, a hint tied to the button (aria-describedby) says why it
 * is disabled. The button says what it does: "Pay now" and the total for a card, "Place order" for a
 * bank transfer (nothing is paid on this page then: the order waits for the transfer).
 */
import { paysThroughForm } from '@shared/payment/contract';
import { TERMS_PAGE_PATH } from '@shared/website/page-basics';
import { useSitePath, useT } from '../../../core/site/shell-data';
import type { PaymentProblem } from './payment-submit';

const TERMS_HINT_ID = 'accept_terms-hint';
const LINK = '\u0000';

export function TermsBox({
  accepted,
  onAccept,
  problem,
}: {
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  problem: PaymentProblem | null;
}) {
  const t = useT();
  const to = useSitePath();
  const refused = problem?.where === 'field' && problem.field === 'accept_terms' ? problem : null;
  // The sentence's own word order in each language: the link goes where its %s is.
  const [before, after = ''] = t('checkout.payment.terms', LINK).split(LINK);
  return (
    <>
      <label className="checkout-payment__terms">
        <input
          type="checkbox"
          name="accept_terms"
          value="1"
          checked={accepted}
          onChange={(event) => onAccept(event.target.checked)}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? 'accept_terms-error' : undefined}
        />{' '}
        {before}
        {/* A new tab: the shopper reads the terms without leaving the order they are paying. */}
        <a href={to(TERMS_PAGE_PATH)} target="_blank" rel="noopener">
          {t('checkout.payment.termsLink')}
        </a>
        {after}
      </label>
      {refused ? (
        <p className="alert alert--error" role="alert" id="accept_terms-error">
          {refused.message}
        </p>
      ) : null}
    </>
  );
}

export function PayButton({
  method,
  total,
  waitsForTerms,
  busy,
}: {
  /** The chosen method's radio value (a provider, or a saved card). */
  method: string;
  total: string;
  /** The page runs and the terms box is not ticked yet: the button waits, and the hint says why. */
  waitsForTerms: boolean;
  busy: boolean;
}) {
  const t = useT();
  return (
    <>
      {waitsForTerms ? (
        <p className="field__hint checkout-payment__hint" id={TERMS_HINT_ID}>
          {t('checkout.payment.termsHint')}
        </p>
      ) : null}
      <button
        type="submit"
        className="button"
        disabled={waitsForTerms || busy}
        aria-describedby={waitsForTerms ? TERMS_HINT_ID : undefined}
      >
        {paysThroughForm(method) ? (
          t('checkout.payment.placeOrder')
        ) : (
          <>
            {t('checkout.payment.pay')} {total}
          </>
        )}
      </button>
    </>
  );
}
