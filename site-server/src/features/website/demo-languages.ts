import type { Block, PageBlocks } from '../../../../shared/website/contract';
import { languages, type LangCode } from '../../../../shared/i18n';

/** One value per language of the site: the demo comes in every language, never falling back to English. */
export type InEveryLanguage<T> = Record<LangCode, T>;

/** A path of the site under a language's prefix ('/shop' → '/fr/shop'). */
export type LocalPath = (path: string) => string;

/**
 * A page's blocks in every language, built once from each language's texts: the structure (ids,
 * images, kinds) is the same in all of them, and links stay in the language of the page.
 */
export function blocksInEveryLanguage<Texts>(
  texts: InEveryLanguage<Texts>,
  build: (text: Texts, local: LocalPath) => Block[],
): PageBlocks {
  const blocks: PageBlocks = {};
  for (const { code, urlCode } of languages) {
    const prefix = urlCode ? `/${urlCode}` : '';
    blocks[code] = build(texts[code], (path) => (path === '/' && prefix ? prefix : `${prefix}${path}`));
  }
  return blocks;
}

/** A translated field from its three values, in the order of the site's languages. */
export const inEveryLanguage = (en_US: string, fr_FR: string, es_ES: string) => ({ en_US, fr_FR, es_ES });
