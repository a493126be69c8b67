/**
 * The follow button (SPEC §2 follow block, §4 follow on/off, §5 text@text, §7): a visitor gives an
 * e-mail address, a signed-in user follows with theirs. Without JavaScript it is a form post to
 * /website_mail/follow that comes back to the page; hydrated, it asks /website_mail/is_follower and
 * toggles with JSON-RPC calls.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { FOLLOW_ERROR_PARAM, FOLLOW_STATE_PARAM, type IsFollowerResult } from '@shared/chatter/contract';
import { isTextAtText } from '@shared/validators/email';
import chatterCss from './chatter.css?url';
import { useSite, useT } from '../../../core/site/shell-data';
import { useHydrated } from '../../../core/site/components/use-hydrated';
import { askIsFollower, toggleFollow } from './calls';
import { RpcError } from '../../../core/site/json-rpc';

export function FollowButton({
  model,
  resId,
  initial,
  editor = false,
}: {
  model: string;
  resId: number;
  /** The server's answer of is_follower, when the page loaded it. */
  initial?: IsFollowerResult | null;
  /** Editor mode (SPEC §6): shown, but does nothing. */
  editor?: boolean;
}) {
  const t = useT();
  const { user, csrfToken } = useSite();
  const location = useLocation();
  const hydrated = useHydrated();
  const search = new URLSearchParams(location.search);
  const [following, setFollowing] = useState(initial?.is_follower ?? search.get(FOLLOW_STATE_PARAM) === 'on');
  const [email, setEmail] = useState(initial?.email || user?.email || '');
  const [invalid, setInvalid] = useState(search.get(FOLLOW_ERROR_PARAM) === 'badEmail');
  const [failure, setFailure] = useState(
    search.has(FOLLOW_ERROR_PARAM) && search.get(FOLLOW_ERROR_PARAM) !== 'badEmail',
  );
  const [busy, setBusy] = useState(false);
  // A visitor's follow waits for the confirmation mail's link; the link comes back here with 'on' or 'invalid'.
  const [notice, setNotice] = useState<'pending' | 'invalid' | null>(() => {
    const state = search.get(FOLLOW_STATE_PARAM);
    return state === 'pending' || state === 'invalid' ? state : null;
  });
  const isUser = Boolean(user);

  useEffect(() => {
    if (editor) return;
    let current = true;
    askIsFollower(model, resId)
      .then((answer) => {
        if (!current) return;
        setFollowing(answer.is_follower);
        if (answer.email) setEmail(answer.email);
      })
      .catch(() => undefined); // the server-rendered state stays
    return () => {
      current = false;
    };
  }, [model, resId, editor]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (editor || busy) return;
    setFailure(false);
    setNotice(null);
    if (!isUser && !following && !isTextAtText(email)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      const state = await toggleFollow({
        id: resId,
        object: model,
        message_is_follower: following ? 'on' : 'off',
        ...(isUser ? {} : { email: email.trim() }),
      });
      setFollowing(state);
      if (!isUser && !following && !state) setNotice('pending');
    } catch (error) {
      if (error instanceof RpcError && error.name === 'ValidationError') setInvalid(true);
      else setFailure(true);
    } finally {
      setBusy(false);
    }
  }

  const back = (() => {
    const params = new URLSearchParams(location.search);
    params.delete(FOLLOW_STATE_PARAM);
    params.delete(FOLLOW_ERROR_PARAM);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  })();

  return (
    <form
      id="follow"
      className={`follow${invalid ? ' follow--error' : ''}`}
      method="post"
      action="/website_mail/follow"
      noValidate={hydrated}
      onSubmit={(event) => void submit(event)}
      data-follow={following ? 'on' : 'off'}
    >
      {chatterCss ? <link rel="stylesheet" href={chatterCss} precedence="default" /> : null}
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <input type="hidden" name="id" value={resId} />
      <input type="hidden" name="object" value={model} />
      <input type="hidden" name="message_is_follower" value={following ? 'on' : 'off'} />
      <input type="hidden" name="redirect" value={back} />
      {following && email ? <p className="follow__state">{t('follow.following', email)}</p> : null}
      <div className="follow__row">
        {!isUser && !following ? (
          <>
            <label className="visually-hidden" htmlFor={`follow-email-${model}-${resId}`}>
              {t('follow.emailLabel')}
            </label>
            <input
              id={`follow-email-${model}-${resId}`}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder={t('follow.emailPlaceholder')}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setInvalid(false);
              }}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `follow-error-${model}-${resId}` : undefined}
            />
          </>
        ) : null}
        <button
          type="submit"
          className={following ? 'button button--secondary' : 'button'}
          disabled={busy || editor}
          aria-busy={busy || undefined}
        >
          {following ? t('follow.unfollow') : t('follow.follow')}
        </button>
      </div>
      {invalid ? (
        <p id={`follow-error-${model}-${resId}`} className="follow__error" role="alert">
          {t('follow.badEmail')}
        </p>
      ) : null}
      {failure ? (
        <p className="follow__error" role="alert">
          {t('follow.failed')}
        </p>
      ) : null}
      {notice === 'pending' ? (
        <p className="follow__state" role="status">
          {t('follow.confirmSent', email.trim())}
        </p>
      ) : null}
      {notice === 'invalid' ? (
        <p className="follow__error" role="alert">
          {t('follow.confirmInvalid')}
        </p>
      ) : null}
    </form>
  );
}
