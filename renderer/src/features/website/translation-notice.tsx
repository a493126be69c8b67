import { Alert, Badge, List } from '@mantine/core';
import { langCodes, type LangCode } from '@shared/api/admin';
import type { PageInput } from '@shared/website/contract';
import { pageTranslationGaps, type TranslationGap } from '@shared/website/translation-gaps';
import { languageNames } from '../../app/labels';

export type PageGaps = Record<LangCode, TranslationGap[]>;

/** What each language of the page lacks (the default language lacks nothing). */
export function pageGaps(input: PageInput): PageGaps {
  return Object.fromEntries(langCodes.map((lang) => [lang, pageTranslationGaps(input, lang)])) as PageGaps;
}

/** The number of gaps per language, for the language tabs' badges. */
export const gapCounts = (gaps: PageGaps) =>
  Object.fromEntries(langCodes.map((lang) => [lang, gaps[lang].length])) as Record<LangCode, number>;

const fieldNames = {
  title: 'The title',
  metaTitle: 'The meta title',
  metaDescription: 'The meta description',
};

/** The notice above the fields of a language that lacks translations: what is missing, in words. */
export function TranslationNotice({ lang, gaps }: { lang: LangCode; gaps: TranslationGap[] }) {
  if (!gaps.length) return null;
  const texts = gaps.filter((gap) => gap.kind === 'text').length;
  return (
    <Alert color="orange" title={`Missing in ${languageNames[lang]}`} data-translation-notice={lang}>
      <List size="sm">
        {gaps.map((gap) =>
          gap.kind === 'field' ? <List.Item key={gap.field}>{fieldNames[gap.field]}</List.Item> : null,
        )}
        {gaps.some((gap) => gap.kind === 'blocks') ? (
          <List.Item>The blocks: visitors see the English ones</List.Item>
        ) : null}
        {texts ? (
          <List.Item>
            {texts === 1 ? '1 text' : `${texts} texts`} of the blocks empty or as in English (marked below)
          </List.Item>
        ) : null}
      </List>
    </Alert>
  );
}

/** A block's badge: how many of its texts are empty or as in English in this language. */
export function BlockGapBadge({ blockId, gaps }: { blockId: string; gaps: TranslationGap[] }) {
  const count = gaps.filter((gap) => gap.kind === 'text' && gap.blockId === blockId).length;
  if (!count) return null;
  return (
    <Badge color="orange" variant="light" size="sm" data-block-gaps={count}>
      {count === 1 ? '1 text to translate' : `${count} texts to translate`}
    </Badge>
  );
}
