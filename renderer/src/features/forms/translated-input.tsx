import { ActionIcon, Collapse, Group, Stack, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import type { TextSet } from './form-texts';
import { t } from '../../app/i18n';

/** A text with its French and Spanish translations behind a toggle. */
export function TranslatedInput({
  label,
  value,
  onChange,
  error,
  required,
  multiline,
}: {
  label: string;
  value: TextSet;
  onChange: (value: TextSet) => void;
  error?: string;
  required?: boolean;
  multiline?: boolean;
}) {
  const [open, setOpen] = useState(Boolean(value.fr_FR || value.es_ES));
  const Input = multiline ? Textarea : TextInput;
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Input
          style={{ flex: 1 }}
          label={label}
          required={required}
          error={error}
          value={value.en_US}
          onChange={(event) => onChange({ ...value, en_US: event.currentTarget.value })}
        />
        <Tooltip label={t('admin.forms.translations')}>
          <ActionIcon
            variant={open ? 'light' : 'subtle'}
            aria-label={t('admin.forms.translationsX', label)}
            onClick={() => setOpen((current) => !current)}
            mb={error ? 22 : 4}
          >
            <IconLanguage size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Collapse expanded={open}>
        <Stack gap={4} pl="md">
          <Input
            size="xs"
            label={t('admin.forms.xFranAis', label)}
            value={value.fr_FR}
            onChange={(event) => onChange({ ...value, fr_FR: event.currentTarget.value })}
          />
          <Input
            size="xs"
            label={t('admin.forms.xEspaOl', label)}
            value={value.es_ES}
            onChange={(event) => onChange({ ...value, es_ES: event.currentTarget.value })}
          />
        </Stack>
      </Collapse>
    </Stack>
  );
}
