import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';
import { langUrlCodes, type LangUrlCode } from '../../shared/i18n/languages';
import type { SitePage } from './core/site/site-page';

/**
 * Every page of the site, collected from the features: each declares its pages in
 * features/<feature>/site/pages.ts (this file is read by React Router's tooling outside the app's
 * Vite config, so it can only import plain data). Each page is mounted under every language prefix
 * (shared/i18n/languages.ts: '' for the default language, 'fr', 'es'): the same module serves /aboutus, /fr/aboutus and
 * /es/aboutus, under a different route id. An unknown prefix (/de/aboutus) is not a language: the
 * website-page splat gives it a 404.
 */
const declared = import.meta.glob<SitePage[]>('./features/*/site/pages.ts', { eager: true, import: 'pages' });
const pages = Object.entries(declared).flatMap(([pagesFile, featurePages]) =>
  featurePages.map((page) => ({ ...page, file: `${pagesFile.slice(2, -'pages.ts'.length)}${page.file}` })),
);

function localizedSite(urlCode: LangUrlCode): RouteConfigEntry {
  const id = (name: string) => (urlCode ? `${urlCode}/${name}` : name);
  const children = pages.map((page) =>
    page.path === null
      ? index(page.file, { id: id(page.name) })
      : route(page.path, page.file, { id: id(page.name) }),
  );
  return urlCode
    ? route(urlCode, 'features/website/site/layout.tsx', { id: id('layout') }, children)
    : layout('features/website/site/layout.tsx', { id: id('layout') }, children);
}

export default langUrlCodes.map(localizedSite) satisfies RouteConfig;
