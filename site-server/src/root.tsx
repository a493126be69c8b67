import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { languageByCode } from '@shared/i18n';
import type { Route } from './+types/root';
import { ErrorPage } from './core/site/components/error-page';
import { PageIdScope } from './core/site/components/page-ids';
import { useNonce } from './core/site/nonce';
import { usePageViews } from './core/site/page-view';
import { shellData, translator, useShellData } from './core/site/shell-data';
import siteCss from './core/site/site.css?url';

export const links: Route.LinksFunction = () => [
  // No favicon yet: say so, rather than let every page load ask for /favicon.ico.
  { rel: 'icon', href: 'data:,' },
];

export function loader({ context }: Route.LoaderArgs) {
  return shellData(context.vitrine);
}

/** The HTML document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  const language = languageByCode(useShellData()?.lang ?? 'en_US');
  const nonce = useNonce();
  return (
    <html lang={language.code.replace('_', '-')} dir={language.direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* nonce="": the stylesheets need none, and browsers hide nonce values, so hydration compares '' with ''. */}
        <Links nonce="" />
      </head>
      <body>
        {/* React hoists it into the head with the features' stylesheets, before the module preloads. */}
        <link rel="stylesheet" href={siteCss} precedence="default" />
        <PageIdScope>{children}</PageIdScope>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  usePageViews();
  return <Outlet />;
}

/**
 * Last resort, when the shell itself could not be built (its loader or the layout failed): a bare error
 * page without header and footer. Page errors are caught by the layout route, inside the shell.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useShellData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="content" className="container site-main">
      <ErrorPage status={status} t={translator(shell?.lang ?? 'en_US')} homePath={shell?.urlPrefix || '/'} />
    </main>
  );
}
