import { storableText } from '@shared/api/numeric';
import { data, redirect } from 'react-router';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { PageTitle } from '../../../core/site/components/page-title';
import { readSiteForm } from '../../../core/site/forms.server';
import { sitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/unsubscribe-page';

/**
 * /shop/cart/recovery/unsubscribe?email=&token=: the recovery mail's unsubscribe link. Opening it only
 * asks (mail scanners open links too); its button stops the reminders for the address. Mail clients
 * use the one-click address of List-Unsubscribe instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const recovery = context.vitrine.cartRecovery;
  if (!recovery) throw data(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const email = storableText(params.get('email'), 320);
  const token = storableText(params.get('token'), 200);
  const status = await recovery.unsubscribeStatus(email, token);
  return data({ status, email, token }, { status: status ? 200 : 403 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readSiteForm(request, context);
  const recovery = context.vitrine.cartRecovery;
  if (!recovery) throw data(null, { status: 404 });
  const email = storableText(form.text('email'), 320);
  const token = storableText(form.text('token'), 200);
  if (!(await recovery.unsubscribe(email, token))) throw data(null, { status: 403 });
  throw redirect(
    sitePath(
      context.vitrine.urlPrefix,
      `/shop/cart/recovery/unsubscribe?${new URLSearchParams({ email, token })}`,
    ),
    303,
  );
}

export const headers = () => ({ 'Cache-Control': 'no-store' });

export default function RecoveryUnsubscribePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { status, email, token } = loaderData;
  return (
    <section className="page">
      <PageTitle>{t('recovery.unsubscribe.title')}</PageTitle>
      <h1>{t('recovery.unsubscribe.title')}</h1>
      {!status ? (
        <p className="alert alert--error" role="alert">
          {t('recovery.unsubscribe.invalid')}
        </p>
      ) : status.done ? (
        <p className="alert alert--success" role="status">
          {t('recovery.unsubscribe.done', status.email)}
        </p>
      ) : (
        <form method="post" className="form">
          <p>{t('recovery.unsubscribe.ask', status.email)}</p>
          <CsrfField />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            {t('recovery.unsubscribe.confirm')}
          </button>
        </form>
      )}
    </section>
  );
}
