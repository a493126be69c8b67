/**
 * "E-mail me when it is back", under a product that cannot be bought: a visitor types an address, a
 * signed-in customer's own is used. A form post to /shop/stock-alert that comes back with its outcome
 * (stock_alert=…); with JavaScript a fetch answers it and the page stays.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageKey } from '@shared/i18n';
import { STOCK_ALERT_PARAM, STOCK_ALERT_PATH, type StockAlertOutcome } from '@shared/wishlists/paths';
import { CsrfField } from '../../../core/site/components/csrf-field';
import heartCss from './heart.css?url';
import { usePageId } from '../../../core/site/components/page-ids';
import { useSite, useT } from '../../../core/site/shell-data';

const outcomeMessages: Record<StockAlertOutcome, MessageKey> = {
  done: 'wishlist.alert.done',
  in_stock: 'wishlist.alert.inStock',
  bad_email: 'wishlist.alert.badEmail',
  unknown: 'wishlist.alert.unknown',
  too_many: 'wishlist.alert.tooMany',
};

export function BackInStockForm({ productId }: { productId: number }) {
  const t = useT();
  const { urlPrefix, user, lang } = useSite();
  const [params] = useSearchParams();
  const posted = params.get(STOCK_ALERT_PARAM) as StockAlertOutcome | null;
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = usePageId();
  const shown =
    answer ??
    (posted && posted in outcomeMessages
      ? { ok: posted === 'done', message: t(outcomeMessages[posted]) }
      : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    setBusy(true);
    fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
      .then((response) =>
        response.json().then((body: { outcome: StockAlertOutcome; message: string }) => body),
      )
      .then((body) => setAnswer({ ok: body.outcome === 'done', message: body.message }))
      .catch(() => form.submit())
      .finally(() => setBusy(false));
  };

  return (
    <form
      method="post"
      action={`${urlPrefix}${STOCK_ALERT_PATH}`}
      className="stock-alert"
      onSubmit={submit}
      data-stock-alert={productId}
    >
      <link rel="stylesheet" href={heartCss} precedence="default" />
      <CsrfField />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="lang" value={lang} />
      <p className="stock-alert__title">{t('wishlist.alert.title')}</p>
      {user ? null : (
        <p className="stock-alert__field">
          <label htmlFor={fieldId}>{t('wishlist.alert.email')}</label>
          <input id={fieldId} type="email" name="email" required autoComplete="email" maxLength={254} />
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {t('wishlist.alert.submit')}
      </button>
      {shown ? (
        <p
          className={`alert ${shown.ok ? 'alert--success' : 'alert--error'}`}
          role={shown.ok ? 'status' : 'alert'}
        >
          {shown.message}
        </p>
      ) : null}
    </form>
  );
}
