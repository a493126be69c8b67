import { Select, type SelectProps } from '@mantine/core';
import type { LangCode } from '@shared/api/admin';
import { browserLanguage, t } from './i18n';
import { languageNames, languageOptions } from './labels';

/** The choice that stores no language: the back office then speaks the browser's. */
const BROWSER = 'browser';

/** A person's language, as the users list shows it: theirs, or their browser's. */
export const userLanguageName = (lang: LangCode | null): string =>
  lang ? languageNames[lang] : t('admin.common.browserLanguage');

interface UserLanguageSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: LangCode | null;
  onChange: (lang: LangCode | null) => void;
}

/** A person's language (Profile, Users): one of Vitrine's, or their browser's (stored as none). */
export function UserLanguageSelect({ value, onChange, ...props }: UserLanguageSelectProps) {
  const data = [
    { value: BROWSER, label: t('admin.common.browserLanguageX', languageNames[browserLanguage()]) },
    ...languageOptions,
  ];
  return (
    <Select
      label={t('admin.common.language')}
      {...props}
      data={data}
      value={value ?? BROWSER}
      onChange={(next) => onChange(languageOptions.find((option) => option.value === next)?.value ?? null)}
      allowDeselect={false}
    />
  );
}
