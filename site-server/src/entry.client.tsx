import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLangCode, loadCatalog } from '@shared/i18n';
import { readyToHydrate } from './core/site/hydration';
import { renderDocumentLikeReact } from './core/site/preact-document';

/**
 * React Router's client entry, adapted to the browser build running on preact/compat (vite.config.ts).
 * The router first decodes the data the server streamed into the page, and suspends until it has: React
 * waits at the root by itself, Preact cannot resume a whole-document hydration after a suspension. So
 * the decoding is started and awaited first, by calling the component once outside a render (it throws
 * the decoding's promise before using any hook), and the page hydrates once the data is ready.
 */
async function serverDataDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
}

/** The page's UI strings (the browser build loads only its language's: shared/i18n/catalogs.browser.ts). */
async function pageCatalogLoaded(): Promise<void> {
  const lang = document.documentElement.lang.replace('-', '_');
  if (isLangCode(lang)) await loadCatalog(lang);
}

renderDocumentLikeReact();
await Promise.all([serverDataDecoded(), pageCatalogLoaded(), readyToHydrate()]);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  // Hydration is synchronous here: from now on every element has its behaviour (tests wait for this).
  document.documentElement.dataset.hydrated = '';
});
