import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CHATTER_MESSAGE_MAX,
  chatterErrorCode,
  type ChatterErrorCode,
  type ChatterMessage,
  type ChatterOptions,
} from '@shared/chatter/contract';
import type { MessageKey } from '@shared/i18n';
import { RpcError } from '../../../core/site/json-rpc';
import type { Translate } from '../../../core/site/shell-data';
import { postMessage } from './calls';
import { onChatterQuote, withQuote } from './quote';
import { StarRatingInput } from '../../ratings/site';

const errorKeys: Partial<Record<ChatterErrorCode, MessageKey>> = {
  emptyMessage: 'chatter.error.empty',
  tooLong: 'chatter.error.tooLong',
  badRating: 'chatter.error.badRating',
  signInToPost: 'chatter.error.signIn',
  badToken: 'chatter.error.signIn',
  tooManyPosts: 'chatter.error.rateLimited',
};

/** The text of a refusal code, in the page's language. */
export function postErrorText(t: Translate, code: string | null): string {
  const key = code ? errorKeys[code as ChatterErrorCode] : undefined;
  return key ? t(key, CHATTER_MESSAGE_MAX) : t('chatter.error.generic');
}

/**
 * The composer (only where options.allow_composer): a plain form post to /mail/chatter_post that
 * comes back to this page without JavaScript; a JSON-RPC call once hydrated.
 */
export function ChatterComposer({
  options,
  t,
  lang,
  csrfToken,
  redirect,
  initialError,
  initialPosted,
  onPosted,
}: {
  options: ChatterOptions;
  t: Translate;
  lang: string;
  csrfToken: string;
  /** Where the form post comes back to (this page, with its query). */
  redirect: string;
  /** A refusal code the form post's redirect put in the URL. */
  initialError: string | null;
  initialPosted: boolean;
  onPosted: (message: ChatterMessage) => void;
}) {
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState(initialError ? postErrorText(t, initialError) : '');
  const [posted, setPosted] = useState(initialPosted);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(
    () =>
      onChatterQuote((quote) => {
        setMessage((current) => withQuote(current, quote));
        textarea.current?.focus({ preventScroll: true });
      }),
    [],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPosted(false);
    if (!message.trim()) {
      setError(t('chatter.error.empty'));
      return;
    }
    setSending(true);
    setError('');
    try {
      const created = await postMessage({
        res_model: options.res_model,
        res_id: options.res_id,
        message,
        ...(options.rating_include && rating > 0 ? { rating_value: rating } : {}),
        ...(options.token ? { token: options.token } : {}),
      });
      setMessage('');
      setRating(0);
      setPosted(true);
      onPosted(created);
    } catch (failure) {
      setError(postErrorText(t, failure instanceof RpcError ? chatterErrorCode(failure.message) : null));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="chatter-composer"
      method="post"
      action="/mail/chatter_post"
      onSubmit={(event) => void submit(event)}
      data-chatter-composer=""
    >
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <input type="hidden" name="res_model" value={options.res_model} />
      <input type="hidden" name="res_id" value={options.res_id} />
      <input type="hidden" name="redirect" value={redirect} />
      {options.token ? <input type="hidden" name="token" value={options.token} /> : null}
      {options.rating_include ? (
        <StarRatingInput name="rating_value" t={t} lang={lang} value={rating} onChange={setRating} />
      ) : null}
      <label className="chatter-composer__label" htmlFor="chatter-message">
        {t('chatter.composer.label')}
      </label>
      <textarea
        ref={textarea}
        id="chatter-message"
        name="message"
        rows={4}
        required
        maxLength={CHATTER_MESSAGE_MAX}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        aria-describedby="chatter-message-help"
        aria-invalid={error ? true : undefined}
      />
      <p id="chatter-message-help" className="chatter-composer__help">
        {t('chatter.composer.maxLength', CHATTER_MESSAGE_MAX)}
      </p>
      {error ? (
        <p className="chatter-composer__error" role="alert">
          {error}
        </p>
      ) : null}
      {posted ? (
        <p className="chatter-composer__posted" role="status">
          {t('chatter.composer.posted')}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
        {sending ? <span className="spinner" aria-hidden="true" /> : null}
        {sending ? t('chatter.composer.posting') : t('chatter.composer.submit')}
      </button>
    </form>
  );
}
