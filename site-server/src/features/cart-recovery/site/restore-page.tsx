import { data } from 'react-router';
import { PageTitle } from '../../../core/site/components/page-title';
import { sitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/restore-page';

/**
 * /shop/cart/recover?token=: reached only when the recovery mail's link could not restore its cart
 * (forged, expired, or the cart ordered since); nothing was written. Says why, in the page's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const recovery = context.vitrine.cartRecovery;
  if (!recovery) throw data(null, { status: 404 });
  const problem = await recovery.restoreProblem(new URL(request.url).searchParams.get('token'));
  return data(
    { problem, shopPath: sitePath(context.vitrine.urlPrefix, '/shop') },
    { status: problem === 'ordered' ? 200 : problem === 'expired' ? 410 : 400 },
  );
}

export const headers = () => ({ 'Cache-Control': 'no-store' });

export default function RecoveryRestorePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { problem, shopPath } = loaderData;
  return (
    <section className="page">
      <PageTitle>{t('recovery.restore.title')}</PageTitle>
      <h1>{t('recovery.restore.title')}</h1>
      <p className={problem === 'ordered' ? 'alert alert--success' : 'alert alert--error'} role="alert">
        {t(`recovery.restore.${problem}`)}
      </p>
      <p>
        <a className="button" href={shopPath}>
          {t('recovery.restore.toShop')}
        </a>
      </p>
    </section>
  );
}
