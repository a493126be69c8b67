import { data, isRouteErrorResponse, Outlet } from 'react-router';
import { loadCatalog, splitLangPrefix } from '@shared/i18n';
import { ErrorPage } from '../../../core/site/components/error-page';
import { SiteShell } from './site-shell';
import { defaultPageMeta, JsonLd } from '../../../core/site/seo';
import { useSite, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/layout';

/** A language prefix whose language is not active on this site is no language at all: 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { urlCode, path } = splitLangPrefix(new URL(request.url).pathname);
  if (urlCode && !context.vitrine.languages.some((language) => language.urlCode === urlCode)) {
    throw data(null, { status: 404 });
  }
  // The home page tells search engines who runs the site (schema.org Organization).
  const organization = path === '/' ? ((await context.vitrine.seo?.organization()) ?? null) : null;
  return { organization, lang: context.vitrine.lang };
}

/** Before a page in another language shows, its UI strings (the browser loads only the page's language). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await loadCatalog(loaded.lang);
  return loaded;
}

/** Pages without a `meta` of their own (reset password, sign out) and error pages: title and noindex. */
export const meta: Route.MetaFunction = (args) => defaultPageMeta(args);

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell>
      {loaderData?.organization ? <JsonLd data={loaderData.organization} /> : null}
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
