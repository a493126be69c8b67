import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { choiceFieldTypes, type FormFieldType } from '@shared/forms/contract';
import { emptyTexts, type TextSet } from './form-texts';
import { TranslatedInput } from './translated-input';
import { t } from '../../app/i18n';

/** A field as the builder edits it (`key` only keeps React's list stable). */
export interface BuilderField {
  key: number;
  name: string;
  label: TextSet;
  type: FormFieldType;
  required: boolean;
  help: TextSet;
  options: Array<{ value: string; label: TextSet }>;
  /** A hidden field's fixed value. */
  value: string;
}

export const fieldTypeLabels = (): Record<FormFieldType, string> => ({
  text: t('admin.common.text'),
  email: t('admin.common.eMail'),
  tel: t('admin.common.phone'),
  number: t('admin.forms.number'),
  textarea: t('admin.forms.textArea'),
  date: t('admin.common.date'),
  datetime: t('admin.forms.dateTime'),
  select: t('admin.common.select'),
  radio: t('admin.forms.radioButtons'),
  checkbox_group: t('admin.forms.checkboxGroup'),
  file: t('admin.common.file'),
  hidden: t('admin.forms.hiddenFixedValue'),
});

const typeOptions = () => Object.entries(fieldTypeLabels()).map(([value, label]) => ({ value, label }));

/** One field of the builder: name, type, label, required, help and (for choices) its options. */
export function FieldBuilder({
  field,
  index,
  count,
  knownFields,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  field: BuilderField;
  index: number;
  count: number;
  /** Names the form's target reads (offered first). */
  knownFields: string[];
  /** Messages of the server for this field, keyed like 'name', 'options'. */
  errors: Record<string, string>;
  onChange: (field: BuilderField) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const set = (patch: Partial<BuilderField>) => onChange({ ...field, ...patch });
  const hasOptions = choiceFieldTypes.includes(field.type);
  const position = t('admin.forms.fieldInSentenceX', index + 1);
  return (
    <Paper withBorder p="md" data-testid={`form-field-${index}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{field.name || t('admin.forms.fieldX', index + 1)}</Text>
          <Group gap={4}>
            <Tooltip label={t('admin.common.moveUp')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('admin.forms.moveXUp', position)}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('admin.common.moveDown')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('admin.forms.moveXDown', position)}
                disabled={index === count - 1}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('admin.common.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('admin.common.removeX', position)}
                onClick={onRemove}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('admin.common.name')}
            description={
              knownFields.length ? t('admin.forms.knownTargetX', knownFields.join(', ')) : undefined
            }
            required
            value={field.name}
            error={errors.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <Select
            label={t('admin.forms.type')}
            data={typeOptions()}
            value={field.type}
            allowDeselect={false}
            onChange={(value) => value && set({ type: value as FormFieldType })}
          />
          <Switch
            label={t('admin.forms.required')}
            mt={30}
            checked={field.required}
            onChange={(event) => set({ required: event.currentTarget.checked })}
          />
        </SimpleGrid>
        <TranslatedInput
          label={t('admin.common.label')}
          required
          value={field.label}
          error={errors.label}
          onChange={(label) => set({ label })}
        />
        <TranslatedInput
          label={t('admin.forms.helpText')}
          value={field.help}
          onChange={(help) => set({ help })}
        />
        {field.type === 'hidden' ? (
          <TextInput
            label={t('admin.common.value')}
            description={t('admin.forms.sentEveryAnswerNeverShownNewsletter')}
            required
            value={field.value}
            error={errors.value}
            onChange={(event) => set({ value: event.currentTarget.value })}
          />
        ) : null}
        {hasOptions ? (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('admin.forms.options')}
            </Text>
            {errors.options ? (
              <Text size="sm" c="red">
                {errors.options}
              </Text>
            ) : null}
            {field.options.map((option, optionIndex) => (
              <Group key={optionIndex} align="flex-start" wrap="nowrap">
                <TextInput
                  w={160}
                  label={t('admin.common.value')}
                  value={option.value}
                  error={errors[`options.${optionIndex}.value`]}
                  onChange={(event) => {
                    const options = [...field.options];
                    options[optionIndex] = { ...option, value: event.currentTarget.value };
                    set({ options });
                  }}
                />
                <div style={{ flex: 1 }}>
                  <TranslatedInput
                    label={t('admin.forms.shown')}
                    value={option.label}
                    onChange={(label) => {
                      const options = [...field.options];
                      options[optionIndex] = { ...option, label };
                      set({ options });
                    }}
                  />
                </div>
                <ActionIcon
                  mt={28}
                  variant="subtle"
                  color="red"
                  aria-label={t('admin.forms.removeOptionX', optionIndex + 1)}
                  onClick={() => set({ options: field.options.filter((_, i) => i !== optionIndex) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              leftSection={<IconPlus size={14} />}
              onClick={() => set({ options: [...field.options, { value: '', label: emptyTexts() }] })}
            >
              {t('admin.forms.addOption')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
