import { SegmentedControl } from '@mantine/core';
import type { TranslatedText } from '@shared/contracts/blog';

export type EditLang = keyof TranslatedText;

const languages: Array<{ value: EditLang; label: string }> = [
  { value: 'en_US', label: 'English' },
  { value: 'fr_FR', label: 'Français' },
  { value: 'es_ES', label: 'Español' },
];

/** Which language the translated fields of the screen edit. */
export function LanguageTabs({ value, onChange }: { value: EditLang; onChange: (lang: EditLang) => void }) {
  return (
    <SegmentedControl
      aria-label="Language"
      size="xs"
      data={languages}
      value={value}
      onChange={(next) => onChange(next as EditLang)}
    />
  );
}
