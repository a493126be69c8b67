import { isRouteErrorResponse } from 'react-router';
import { ErrorPage } from '../../../core/site/components/error-page';
import { translator, useSite } from '../../../core/site/shell-data';

/**
 * The error page of the link tracker's pages: a portal user's 403 says the pages are for staff
 * (the site's generic 403 text is about expired forms); other errors are the site's usual pages.
 */
export function LinksErrorPage({ error }: { error: unknown }) {
  const site = useSite();
  const t = translator(site.lang);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 403) return <ErrorPage status={status} t={t} homePath={site.urlPrefix || '/'} />;
  return (
    <section className="error-page" data-status={403}>
      <title>{t('error.forbiddenTitle')}</title>
      <p className="error-page__status">403</p>
      <h1>{t('error.forbiddenTitle')}</h1>
      <p>{t('links.staffOnly')}</p>
    </section>
  );
}
