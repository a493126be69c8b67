/** The inputs the page editor's block fields are made of: addresses, images, buttons, texts, rows. */
import {
  ActionIcon,
  Autocomplete,
  Button,
  FileButton,
  Group,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { websiteAdminCalls as calls } from '@shared/website/admin-calls';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../app/api';
import { failureMessage, notifyError } from '../../app/form-feedback';
import { searchPages } from './website-api';
import { t } from '../../app/i18n';

export type Errors = Record<string, string>;

/** An input of one string field, with its label and the server's error for it. */
interface StringInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** An address: type it, or pick a page (search_pages). */
export function LinkField({ label, value, onChange, error }: StringInputProps) {
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      searchPages(value.startsWith('/') ? value.slice(1) : value)
        .then((hits) =>
          setOptions(hits.map((hit) => ({ value: hit.loc, label: `${hit.name} (${hit.loc})` }))),
        )
        .catch(() => setOptions([]));
    }, 250);
    return () => window.clearTimeout(timer);
  }, [value]);
  return (
    <Autocomplete
      label={label}
      value={value}
      onChange={onChange}
      data={options.map((option) => option.value)}
      renderOption={({ option }) => options.find((o) => o.value === option.value)?.label ?? option.value}
      filter={({ options: all }) => all}
      error={error}
      placeholder={t('admin.website.linkExamples')}
    />
  );
}

/** An image address, with an upload button that stores the file and fills the address. */
export function ImageField({ label, value, onChange, error }: StringInputProps) {
  const upload = async (file: File | null) => {
    if (!file) return;
    try {
      const answer = await api.upload(calls.uploadImage, { file });
      onChange(answer.url);
    } catch (reason) {
      notifyError(t('admin.website.notUploaded'), failureMessage(reason));
    }
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        flex={1}
      />
      <FileButton
        onChange={(file) => void upload(file)}
        accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
      >
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconUpload size={14} />}>
            {t('admin.website.upload')}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

export function ButtonFields({
  value,
  onChange,
  errors,
  prefix,
  optional,
}: {
  value: { label: string; url: string } | null;
  onChange: (value: { label: string; url: string } | null) => void;
  errors: Errors;
  prefix: string;
  optional?: boolean;
}) {
  if (!value)
    return (
      <Button
        variant="subtle"
        size="xs"
        onClick={() => onChange({ label: t('admin.website.contentLearnMore'), url: '/' })}
      >
        {t('admin.website.addButton')}
      </Button>
    );
  return (
    <Group align="flex-end" grow>
      <TextInput
        label={t('admin.website.buttonLabel')}
        value={value.label}
        onChange={(e) => onChange({ ...value, label: e.currentTarget.value })}
        error={errors[`${prefix}.label`]}
      />
      <LinkField
        label={t('admin.website.buttonLink')}
        value={value.url}
        onChange={(url) => onChange({ ...value, url })}
        error={errors[`${prefix}.url`]}
      />
      {optional ? (
        <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
          {t('admin.website.removeButton')}
        </Button>
      ) : null}
    </Group>
  );
}

export function text(
  label: string,
  value: string,
  onChange: (value: string) => void,
  error?: string,
  area = false,
) {
  return area ? (
    <Textarea
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      autosize
      minRows={3}
    />
  ) : (
    <TextInput label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} />
  );
}

/** Rows of a list field (gallery images, slides, cards) with add and remove. */
export function Rows<T>({
  items,
  onChange,
  make,
  render,
}: {
  items: T[];
  onChange: (items: T[]) => void;
  make: () => T;
  render: (item: T, update: (item: T) => void, index: number) => ReactNode;
}) {
  return (
    <Stack gap="xs">
      {items.map((item, index) => (
        <Group key={index} align="flex-start" wrap="nowrap">
          <Stack gap={4} flex={1}>
            {render(item, (next) => onChange(items.map((old, at) => (at === index ? next : old))), index)}
          </Stack>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.common.remove')}
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => onChange([...items, make()])}
      >
        {t('admin.common.add')}
      </Button>
    </Stack>
  );
}
