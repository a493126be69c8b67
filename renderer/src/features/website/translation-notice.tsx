import { Alert, Badge, List } from '@mantine/core';
import { langCodes, type LangCode } from '@shared/api/admin';
import type { PageInput } from '@shared/website/contract';
import { pageTranslationGaps, type TranslationGap } from '@shared/website/translation-gaps';
import { formatNumber, isSingular, t } from '../../app/i18n';
import { languageNames } from '../../app/labels';

export type PageGaps = Record<LangCode, TranslationGap[]>;

/** What each language of the page lacks (the default language lacks nothing). */
export function pageGaps(input: PageInput): PageGaps {
  return Object.fromEntries(langCodes.map((lang) => [lang, pageTranslationGaps(input, lang)])) as PageGaps;
}

/** The number of gaps per language, for the language tabs' badges. */
export const gapCounts = (gaps: PageGaps) =>
  Object.fromEntries(langCodes.map((lang) => [lang, gaps[lang].length])) as Record<LangCode, number>;

const fieldNames = () => ({
  title: t('admin.website.gapTitle'),
  metaTitle: t('admin.website.gapMetaTitle'),
  metaDescription: t('admin.website.gapMetaDescription'),
});

/** The notice above the fields of a language that lacks translations: what is missing, in words. */
export function TranslationNotice({ lang, gaps }: { lang: LangCode; gaps: TranslationGap[] }) {
  if (!gaps.length) return null;
  const texts = gaps.filter((gap) => gap.kind === 'text').length;
  return (
    <Alert color="orange" title={t('admin.website.missingInX', languageNames[lang])} data-translation-notice={lang}>
      <List size="sm">
        {gaps.map((gap) =>
          gap.kind === 'field' ? <List.Item key={gap.field}>{fieldNames()[gap.field]}</List.Item> : null,
        )}
        {gaps.some((gap) => gap.kind === 'blocks') ? (
          <List.Item>{t('admin.website.gapBlocks')}</List.Item>
        ) : null}
        {texts ? (
          <List.Item>
            {isSingular(texts)
              ? t('admin.website.gapTextsOne')
              : t('admin.website.gapTextsMany', formatNumber(texts))}
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
      {isSingular(count)
        ? t('admin.website.textToTranslateOne')
        : t('admin.website.textsToTranslateMany', formatNumber(count))}
    </Badge>
  );
}
