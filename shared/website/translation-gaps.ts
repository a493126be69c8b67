/**
 * What a page lacks in a language, compared with the default one: the editor shows it per language
 * tab, so staff see that /fr would show English before a visitor does. Plain functions, no schemas:
 * the back office and the server's tests both read them.
 */
import type { LangCode } from '../i18n/languages';
import type { Block, PageInput } from './contract';

/** Keys of a block's fields that visitors read; everything else (ids, links, images, kinds) is not text. */
const TEXT_KEYS = new Set([
  'title',
  'subtitle',
  'text',
  'label',
  'alt',
  'caption',
  'quote',
  'author',
  'story',
  'india',
  'other',
  'value',
  'category',
]);

/** A text worth translating has a letter in it ('× 2' or '+33 1 84' reads the same everywhere). */
const HAS_LETTER = /\p{L}/u;

/** The texts of a block a visitor reads, by their path in the block ('cards.1.title', 'button.label'). */
export function blockTexts(block: Block): Array<{ path: string; text: string }> {
  const texts: Array<{ path: string; text: string }> = [];
  const walk = (value: unknown, path: string, key: string) => {
    if (typeof value === 'string') {
      if (TEXT_KEYS.has(key) && HAS_LETTER.test(value)) texts.push({ path, text: value });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}.${index}`, key));
    } else if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) walk(child, path ? `${path}.${name}` : name, name);
    }
  };
  walk(block, '', '');
  return texts;
}

export type TranslatedPageField = 'title' | 'metaTitle' | 'metaDescription';

/** One thing a language lacks: a field of the page, its own blocks, or a block's text left as in the default language. */
export type TranslationGap =
  | { kind: 'field'; field: TranslatedPageField }
  | { kind: 'blocks' }
  | { kind: 'text'; blockId: string; path: string };

type TranslatablePage = Pick<PageInput, TranslatedPageField | 'blocks'>;

/**
 * What `lang` lacks of `source` (the default language): a page field set in the source and empty
 * here; no blocks of its own (visitors see the source's); or, in its own blocks, a text of the
 * source's same block that is empty or unchanged here.
 */
export function pageTranslationGaps(
  page: TranslatablePage,
  lang: LangCode,
  source: LangCode = 'en_US',
): TranslationGap[] {
  if (lang === source) return [];
  const gaps: TranslationGap[] = [];
  for (const field of ['title', 'metaTitle', 'metaDescription'] as const)
    if (page[field][source]?.trim() && !page[field][lang]?.trim()) gaps.push({ kind: 'field', field });
  const sourceBlocks = page.blocks[source] ?? [];
  const own = page.blocks[lang];
  if (!own) {
    if (sourceBlocks.length) gaps.push({ kind: 'blocks' });
    return gaps;
  }
  for (const sourceBlock of sourceBlocks) {
    const translated = own.find((block) => block.id === sourceBlock.id);
    if (!translated) continue;
    const texts = new Map(blockTexts(translated).map(({ path, text }) => [path, text]));
    for (const { path, text } of blockTexts(sourceBlock)) {
      const there = texts.get(path);
      if (!there?.trim() || there === text) gaps.push({ kind: 'text', blockId: sourceBlock.id, path });
    }
  }
  return gaps;
}
