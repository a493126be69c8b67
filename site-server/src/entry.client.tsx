import { StrictMode, startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLangCode, loadCatalog } from '@shared/i18n';
import { PageRoutes } from './core/site/client-runtime/routes';
import { readPageState } from './core/site/client-runtime/page-matches';
import { readyToHydrate } from './core/site/hydration';
import { renderDocumentLikeReact } from './core/site/preact-document';

/**
 * The site's client entry. The build runs on preact/compat and the site's own browser runtime instead of
 * React Router's (vite.config.ts; client-runtime/index.ts says why): it reads the routes, loader data and
 * errors the server rendered the page with, then hydrates the same route tree. The data streamed into the
 * page is awaited first: Preact cannot resume a whole-document hydration after a suspension. The dev
 * server keeps React and React Router in the browser (vite.config.ts substitutes modules at build only).
 */

/** The page's UI strings (the browser build loads only its language's: shared/i18n/catalogs.browser.ts). */
async function pageCatalogLoaded(): Promise<void> {
  const lang = document.documentElement.lang.replace('-', '_');
  if (isLangCode(lang)) await loadCatalog(lang);
}

/** React Router decodes the page's data when first called, and suspends until it has (dev server only). */
async function routerDataDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
}

let page: ReactNode;
if (import.meta.env.DEV) {
  await Promise.all([routerDataDecoded(), pageCatalogLoaded(), readyToHydrate()]);
  page = <HydratedRouter />;
} else {
  renderDocumentLikeReact({ headAsServed: true });
  const [state] = await Promise.all([readPageState(), pageCatalogLoaded(), readyToHydrate()]);
  page = <PageRoutes state={state} />;
}
startTransition(() => {
  hydrateRoot(document, <StrictMode>{page}</StrictMode>);
  // Hydration is synchronous here: from now on every element has its behaviour (tests wait for this).
  document.documentElement.dataset.hydrated = '';
});
