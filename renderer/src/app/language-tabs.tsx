import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { langCodes, type LangCode } from '@shared/api/admin';
import { languageOptions } from './labels';
import { t } from './i18n';

export interface LanguageTabsProps extends Omit<SegmentedControlProps, 'data' | 'value' | 'onChange'> {
  value: LangCode;
  onChange: (lang: LangCode) => void;
}

/** Which language the translated fields of an editor (a page, a post, a blog, the menu) show and change. */
export function LanguageTabs({ value, onChange, ...props }: LanguageTabsProps) {
  return (
    <SegmentedControl
      aria-label={t('admin.common.language')}
      data={languageOptions}
      value={value}
      onChange={(next) => onChange(langCodes.find((code) => code === next) ?? 'en_US')}
      {...props}
    />
  );
}
