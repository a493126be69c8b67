import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import {
  emailProblem,
  emailProblemKeys,
  JSONP_SUBSCRIBE_PATH,
  jsonpErrorMessage,
  withoutCode,
  type NewsletterNotice,
} from '@shared/newsletter/subscribe-rules';
import { useSite, useT, type Translate } from '../../../core/site/shell-data';
import { returnPath } from './newsletter-subscribe';

/** SPEC §9: the success message hides after 4 s; an error shakes the form for 1 s. */
const SUCCESS_MS = 4000;
const SHAKE_MS = 1000;
/** SPEC §8's texts of the marketing sign-up. */
export const signupTexts = {
  submitting: 'Submitting...',
  thanks: 'Thank you for subscribing!',
  invalid: 'Please enter your email correctly.',
} as const;

/** The provider's JSONP call: a script whose answer calls back a function named for this call. */
function jsonp(url: string): Promise<{ result: string; msg: string }> {
  return new Promise((resolve, reject) => {
    const name = `vitrineSignup${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const script = document.createElement('script');
    const done = () => {
      delete (window as unknown as Record<string, unknown>)[name];
      script.remove();
    };
    (window as unknown as Record<string, unknown>)[name] = (answer: { result: string; msg: string }) => {
      done();
      resolve(answer);
    };
    script.onerror = () => {
      done();
      reject(new Error('The subscription call failed.'));
    };
    script.src = `${url}&c=${name}`;
    document.head.append(script);
  });
}

type SignupState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; msg: string }
  | { kind: 'error'; msg: string };

/**
 * What the page shows after the form was posted without JavaScript (its outcome in the URL): the
 * provider's answer, a refusal with its numeric code as the provider words it (SPEC §5).
 */
function noticeState(notice: NewsletterNotice | null, t: Translate): SignupState {
  if (!notice) return { kind: 'idle' };
  if (notice === 'subscribed') return { kind: 'success', msg: t('newsletter.subscribed') };
  if (notice === 'confirm_sent') return { kind: 'success', msg: t('newsletter.confirmSent') };
  if (notice === 'confirmed') return { kind: 'success', msg: t('newsletter.confirmed') };
  if (notice === 'confirm_invalid') return { kind: 'error', msg: t('newsletter.confirmInvalid') };
  return { kind: 'error', msg: jsonpErrorMessage(notice, t(emailProblemKeys[notice])) };
}

/**
 * The marketing site's newsletter sign-up (SPEC §2, §4, §8): the address sent as EMAIL to the
 * provider-compatible JSONP call; 'Submitting...', then 'Thank you for subscribing!' (hidden after 4 s)
 * or the provider's message with a 1 s shake; 'Please enter your email correctly.' before sending.
 * Without JavaScript the form posts (with its csrf_token) to /newsletter/subscribe, which comes back to
 * this page with the outcome (`notice`): the thanks, or the provider's coded message.
 */
export function NewsletterSignup({
  listId,
  editor,
  notice = null,
}: {
  listId: number;
  editor: boolean;
  notice?: NewsletterNotice | null;
}) {
  const t = useT();
  const { urlPrefix, csrfToken } = useSite();
  const location = useLocation();
  const [state, setState] = useState<SignupState>(() => noticeState(notice, t));
  const [shaking, setShaking] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (work: () => void, ms: number) => timers.current.push(window.setTimeout(work, ms));

  const fail = (msg: string) => {
    setState({ kind: 'error', msg });
    setShaking(true);
    later(() => setShaking(false), SHAKE_MS);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (editor || state.kind === 'submitting') return;
    const email = String(new FormData(event.currentTarget).get('EMAIL') ?? '');
    if (emailProblem(email)) return fail(signupTexts.invalid);
    setState({ kind: 'submitting' });
    try {
      const answer = await jsonp(
        `${JSONP_SUBSCRIBE_PATH}?${new URLSearchParams({ id: String(listId), EMAIL: email }).toString()}`,
      );
      if (answer.result === 'success') {
        setState({ kind: 'success', msg: answer.msg });
        later(() => setState({ kind: 'idle' }), SUCCESS_MS);
      } else fail(withoutCode(answer.msg));
    } catch (error) {
      // SPEC §8: a failed call is only logged.
      console.error(error);
      setState({ kind: 'idle' });
    }
  }

  return (
    <form
      className={`newsletter-signup${shaking ? ' newsletter-signup--shake' : ''}`}
      action={`${urlPrefix}/newsletter/subscribe`}
      method="post"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <input type="hidden" name="list_id" value={listId} />
      <input type="hidden" name="redirect" value={returnPath(location.pathname, location.search)} />
      <input
        type="email"
        name="EMAIL"
        required
        maxLength={254}
        aria-label={t('newsletter.emailLabel')}
        placeholder={t('newsletter.emailPlaceholder')}
      />
      <button type="submit" className="button" disabled={state.kind === 'submitting'}>
        {t('newsletter.subscribe')}
      </button>
      {state.kind === 'submitting' ? <p role="status">{signupTexts.submitting}</p> : null}
      {state.kind === 'success' ? (
        <p role="status" className="newsletter-signup__thanks">
          {`${signupTexts.thanks} ${state.msg}`}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <p role="alert" className="newsletter-signup__error">
          {state.msg}
        </p>
      ) : null}
    </form>
  );
}
