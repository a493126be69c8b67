import { en_US } from './en_US';
import { es_ES } from './es_ES';
import { fr_FR } from './fr_FR';
import type { Catalog } from './index';
import type { LangCode } from './languages';

/**
 * Every language's UI strings, all loaded at once: the server and the back office. The site's browser
 * build gets catalogs.browser.ts instead (vite.config.ts), which loads only the page's language.
 */
export const catalogs: Readonly<Record<LangCode, Catalog>> = { en_US, fr_FR, es_ES };

/** Resolves once `lang`'s strings are in `catalogs`: here they always are. */
export async function loadCatalog(lang: LangCode): Promise<void> {
  void lang;
}
