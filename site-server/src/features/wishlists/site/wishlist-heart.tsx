/**
 * The heart of a product card and of the product page: a form posting to /shop/wishlist/set, whose
 * button says whether the product is on the list (aria-pressed). Without JavaScript the post comes
 * back to the page; with it, a fetch answers the new list and the page stays.
 */
import { useState, type FormEvent } from 'react';
import { WISHLIST_SET_PATH } from '@shared/wishlists/paths';
import { CsrfField } from '../../../core/site/components/csrf-field';
import heartCss from './heart.css?url';
import { useSite, useT } from '../../../core/site/shell-data';
import { announceWishlist, useWishlistIds } from './wishlist-state';

export function WishlistHeart({
  templateId,
  name,
  className,
}: {
  templateId: number;
  name: string;
  className?: string;
}) {
  const t = useT();
  const { urlPrefix } = useSite();
  const ids = useWishlistIds();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const pressed = ids.includes(templateId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    setBusy(true);
    setMessage('');
    fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((answer: { ids: number[]; message?: string }) => {
        announceWishlist(answer.ids);
        setMessage(answer.message ?? '');
      })
      .catch(() => form.submit())
      .finally(() => setBusy(false));
  };

  return (
    <form
      method="post"
      action={`${urlPrefix}${WISHLIST_SET_PATH}`}
      className={`wishlist-heart${className ? ` ${className}` : ''}`}
      onSubmit={submit}
    >
      <link rel="stylesheet" href={heartCss} precedence="default" />
      <CsrfField />
      <input type="hidden" name="template_id" value={templateId} />
      <input type="hidden" name="wanted" value={pressed ? '0' : '1'} />
      <button
        type="submit"
        className="wishlist-heart__button"
        aria-pressed={pressed}
        aria-label={t('wishlist.heart', name)}
        data-wishlist-heart={templateId}
      >
        <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>
      </button>
      {message ? (
        <span className="wishlist-heart__message" role="status">
          {message}
        </span>
      ) : null}
    </form>
  );
}
