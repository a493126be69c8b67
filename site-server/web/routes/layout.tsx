import { data, isRouteErrorResponse, Outlet } from 'react-router';
import { splitLangPrefix } from '@shared/i18n';
import { ErrorPage } from '../components/error-page';
import { SiteShell } from '../components/site-shell';
import { useSite, useT } from '../site';
import type { Route } from './+types/layout';

/** A language prefix whose language is not active on this site is no language at all: 404. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { urlCode } = splitLangPrefix(new URL(request.url).pathname);
  if (urlCode && !context.vitrine.languages.some((language) => language.urlCode === urlCode)) {
    throw data(null, { status: 404 });
  }
  return null;
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** Errors of the pages (404 included) render inside the shell, with the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const { urlPrefix } = useSite();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <SiteShell>
      <ErrorPage status={status} t={t} homePath={urlPrefix || '/'} />
    </SiteShell>
  );
}
