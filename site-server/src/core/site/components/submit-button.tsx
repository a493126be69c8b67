import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * The submit button of a page's form: while the form is being sent it is disabled and shows a spinner
 * (SPEC §2, sign-up form). Without JavaScript it is a plain submit button.
 */
export function SubmitButton({ children, sendingLabel }: { children: ReactNode; sendingLabel?: string }) {
  const navigation = useNavigation();
  const location = useLocation();
  const sending =
    navigation.state === 'submitting' && navigation.formAction?.split('?')[0] === location.pathname;
  return (
    <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
      {sending ? <span className="spinner" aria-hidden="true" /> : null}
      {sending && sendingLabel ? sendingLabel : children}
    </button>
  );
}
