import { Badge, Group, SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { langCodes, type LangCode } from '@shared/api/admin';
import { languageOptions } from './labels';
import { t } from './i18n';

export interface LanguageTabsProps extends Omit<SegmentedControlProps, 'data' | 'value' | 'onChange'> {
  value: LangCode;
  onChange: (lang: LangCode) => void;
  /** How many translations each language lacks: a badge on its tab (none at 0). */
  missing?: Partial<Record<LangCode, number>>;
}

/** Which language the translated fields of an editor (a page, a post, a blog, the menu) show and change. */
export function LanguageTabs({ value, onChange, missing, ...props }: LanguageTabsProps) {
  const data = missing
    ? languageOptions.map(({ value: code, label }) => {
        const count = missing[code] ?? 0;
        return {
          value: code,
          label: count ? (
            <Group gap={6} wrap="nowrap" justify="center">
              <span>{label}</span>
              <Badge size="xs" color="orange" data-missing-translations={count} title={t('admin.common.xTranslationsMissing', count)}>
                {count}
              </Badge>
            </Group>
          ) : (
            label
          ),
        };
      })
    : languageOptions;
  return (
    <SegmentedControl
      aria-label={t('admin.common.language')}
      data={data}
      value={value}
      onChange={(next) => onChange(langCodes.find((code) => code === next) ?? 'en_US')}
      {...props}
    />
  );
}
