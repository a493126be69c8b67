import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isLangCode, loadCatalog } from '@shared/i18n';
import { PageRoutes } from './core/site/client-runtime/routes';
import { readPageState } from './core/site/client-runtime/page-matches';
import { readyToHydrate } from './core/site/hydration';
import { renderDocumentLikeReact } from './core/site/preact-document';

/**
 * The site's client entry, on preact/compat and the site's own browser runtime instead of React Router's
 * (vite.config.ts; client-runtime/index.ts says why). It reads the routes, loader data and errors the
 * server rendered the page with (the data streamed into the page is awaited first: Preact cannot resume
 * a whole-document hydration after a suspension), then hydrates the same route tree.
 */

/** The page's UI strings (the browser build loads only its language's: shared/i18n/catalogs.browser.ts). */
async function pageCatalogLoaded(): Promise<void> {
  const lang = document.documentElement.lang.replace('-', '_');
  if (isLangCode(lang)) await loadCatalog(lang);
}

renderDocumentLikeReact({ headAsServed: true });
const [page] = await Promise.all([readPageState(), pageCatalogLoaded(), readyToHydrate()]);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <PageRoutes state={page} />
    </StrictMode>,
  );
  // Hydration is synchronous here: from now on every element has its behaviour (tests wait for this).
  document.documentElement.dataset.hydrated = '';
});
