import { useEffect, useState, type FormEvent } from 'react';
import { usePageId } from '../../../core/site/components/page-ids';
import { useLocation } from 'react-router';
import {
  emailProblem,
  emailProblemKeys,
  NEWSLETTER_NOTICE_LIST_PARAM,
  NEWSLETTER_NOTICE_PARAM,
  type NewsletterNotice,
} from '@shared/newsletter/subscribe-rules';
import { RpcError } from '../../../core/site/json-rpc';
import { useSite, useT, type Translate } from '../../../core/site/shell-data';
import { useHydrated } from '../../../core/site/components/use-hydrated';
import { isSubscriber, markPopupShown, subscribe } from './newsletter-api';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'subscribed'; message: string }
  | { kind: 'error'; message: string };

export interface SubscribeInitial {
  isSubscriber: boolean;
  email: string;
  /** The no-JavaScript form's outcome, from the URL. */
  notice: NewsletterNotice | null;
}

function initialStatus(initial: SubscribeInitial, t: Translate): Status {
  const notice = initial.notice;
  if (notice === 'subscribed') return { kind: 'subscribed', message: t('newsletter.subscribed') };
  if (notice === 'confirm_sent') return { kind: 'subscribed', message: t('newsletter.confirmSent') };
  if (notice === 'confirmed') return { kind: 'subscribed', message: t('newsletter.confirmed') };
  if (notice === 'confirm_invalid') return { kind: 'error', message: t('newsletter.confirmInvalid') };
  if (notice) return { kind: 'error', message: t(emailProblemKeys[notice]) };
  if (initial.isSubscriber) return { kind: 'subscribed', message: t('newsletter.isSubscriber') };
  return { kind: 'idle' };
}

/**
 * The message for an address the block refuses before asking the server: the provider's checks,
 * which include SPEC §5's text@text (shared/validators/email.ts).
 */
export function addressError(email: string, t: Translate): string | null {
  const problem = emailProblem(email);
  return problem ? t(emailProblemKeys[problem]) : null;
}

function serverError(error: unknown, email: string, t: Translate): string {
  if (error instanceof RpcError) {
    if (error.name === 'ValidationError') return addressError(email, t) ?? error.message;
    if (error.name === 'MissingError') return t('newsletter.error.listMissing');
    if (error.name === 'RateLimitError') return error.message;
  }
  return t('newsletter.error.generic');
}

/** The page's path and query without a previous outcome of this form: where the form post comes back. */
export function returnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NEWSLETTER_NOTICE_PARAM);
  params.delete(NEWSLETTER_NOTICE_LIST_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The subscribe form (SPEC §4): an e-mail input and a button. Without JavaScript it posts to
 * /newsletter/subscribe, which comes back with the outcome in the URL. Hydrated, it asks whether the
 * visitor is a subscriber, subscribes with JSON-RPC, then hides the input and button and shows the
 * message; a refused address flags the block as an error.
 */
export function NewsletterSubscribe({
  listId,
  initial,
  editor = false,
  checkOnLoad = true,
  onSubscribed,
}: {
  listId: number;
  initial: SubscribeInitial;
  editor?: boolean;
  checkOnLoad?: boolean;
  onSubscribed?: () => void;
}) {
  const t = useT();
  const { urlPrefix, csrfToken } = useSite();
  const location = useLocation();
  const hydrated = useHydrated();
  const inputId = usePageId();
  const messageId = usePageId();
  const [email, setEmail] = useState(initial.email);
  const [status, setStatus] = useState<Status>(() => initialStatus(initial, t));

  useEffect(() => {
    if (editor || !checkOnLoad) return;
    const controller = new AbortController();
    isSubscriber(listId)
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.email) setEmail((typed) => typed || answer.email);
        if (answer.is_subscriber)
          setStatus((current) =>
            current.kind === 'idle' ? { kind: 'subscribed', message: t('newsletter.isSubscriber') } : current,
          );
      })
      // Not knowing only means the form stays as it is.
      .catch(() => undefined);
    return () => controller.abort();
    // The page's language does not change under a mounted block.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listId, editor, checkOnLoad]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editor || status.kind === 'sending') return;
    const refused = addressError(email, t);
    if (refused) return setStatus({ kind: 'error', message: refused });
    setStatus({ kind: 'sending' });
    try {
      const answer = await subscribe(listId, email);
      setEmail(answer.email);
      setStatus({ kind: 'subscribed', message: answer.message });
      markPopupShown(listId);
      onSubscribed?.();
    } catch (error) {
      setStatus({ kind: 'error', message: serverError(error, email, t) });
    }
  };

  const subscribed = status.kind === 'subscribed';
  const error = status.kind === 'error';
  const message = subscribed || error ? status.message : '';
  return (
    <form
      method="post"
      action={`${urlPrefix}/newsletter/subscribe`}
      className={`newsletter-subscribe${error ? ' newsletter-subscribe--error' : ''}${subscribed ? ' newsletter-subscribe--done' : ''}`}
      data-list-id={listId}
      noValidate={hydrated}
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <input type="hidden" name="list_id" value={listId} />
      <input type="hidden" name="redirect" value={returnPath(location.pathname, location.search)} />
      {subscribed ? null : (
        <div className="newsletter-subscribe__row">
          <label className="visually-hidden" htmlFor={inputId}>
            {t('newsletter.emailLabel')}
          </label>
          <input
            id={inputId}
            className="newsletter-subscribe__email"
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={t('newsletter.emailPlaceholder')}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (error) setStatus({ kind: 'idle' });
            }}
            aria-invalid={error || undefined}
            aria-describedby={message ? messageId : undefined}
            disabled={editor}
          />
          <button
            type="submit"
            className="button newsletter-subscribe__button"
            disabled={editor || status.kind === 'sending'}
          >
            {t('newsletter.subscribe')}
          </button>
        </div>
      )}
      <p id={messageId} className="newsletter-subscribe__message" role={error ? 'alert' : 'status'}>
        {message}
      </p>
    </form>
  );
}
