import type { Catalog } from './index';
import type { LangCode } from './languages';

/**
 * The site's browser build's catalogs (vite.config.ts puts this module in place of catalogs.ts): each
 * language's strings are a module of their own, made from the same catalogs when the site is built.
 * English, the fallback of every missing string, starts empty: it is cut into parts by the keys' first
 * segment (`virtual:vitrine-strings/<part>`), and each module of the site brings in the parts it names,
 * so a page carries only its own features' strings. The page's language is loaded whole before the
 * page hydrates (entry.client.tsx), another one before a page in it shows.
 */
export const catalogs: Partial<Record<LangCode, Catalog>> & { en_US: Catalog } = { en_US: {} };

const loaders: Record<Exclude<LangCode, 'en_US'>, () => Promise<{ default: Catalog }>> = {
  fr_FR: () => import('virtual:vitrine-catalog/fr_FR'),
  es_ES: () => import('virtual:vitrine-catalog/es_ES'),
};

export async function loadCatalog(lang: LangCode): Promise<void> {
  if (lang === 'en_US' || catalogs[lang]) return;
  catalogs[lang] = (await loaders[lang]()).default;
}
