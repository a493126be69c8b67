import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { linksAdminCalls } from '@shared/links/admin-calls';
import type { UtmKind } from '@shared/links/contract';
import type { LinkCreateInput, LinkRow } from '@shared/links/admin-contract';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { useSave } from '../../app/use-save';
import { utmKindTexts } from './links-labels';
import { useUtmOptions } from './utm-options';
import { UtmCombobox, type UtmChoice } from './utm-combobox';
import { t } from '../../app/i18n';

interface LinkCreateValues {
  url: string;
  title: string;
  campaign: UtmChoice | null;
  medium: UtmChoice | null;
  source: UtmChoice | null;
}

function UtmSelect({
  kind,
  value,
  onChange,
}: {
  kind: UtmKind;
  value: UtmChoice | null;
  onChange(value: UtmChoice | null): void;
}) {
  const options = useUtmOptions(kind);
  const texts = utmKindTexts[kind];
  return (
    <UtmCombobox
      label={t(texts.one)}
      description={texts.parameter}
      placeholder={t('admin.links.none')}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}

/** A chosen value goes by id, a typed one by name (the server creates it with the link). */
const idOf = (choice: UtmChoice | null) => choice?.id ?? null;
const newNameOf = (choice: UtmChoice | null) => (choice && choice.id === null ? choice.name : null);

/** A new tracked link from the back office (the same checks as the link tracker page's call). */
export function LinkCreateDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (link: LinkRow) => void;
}) {
  const form = useForm<LinkCreateValues>({
    initialValues: { url: '', title: '', campaign: null, medium: null, source: null },
  });
  const { saving, save } = useSave(form);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const input: LinkCreateInput = {
      url: values.url.trim(),
      title: values.title.trim() || null,
      campaignId: idOf(values.campaign),
      mediumId: idOf(values.medium),
      sourceId: idOf(values.source),
      campaignName: newNameOf(values.campaign),
      mediumName: newNameOf(values.medium),
      sourceName: newNameOf(values.source),
    };
    await save(async () => {
      const link = await api.call(linksAdminCalls.create, { body: input });
      notifySaved(t('admin.links.shortLinkXReady', link.shortUrl));
      form.reset();
      onCreated(link);
    });
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title={t('admin.links.newTrackedLink')}
      size="lg"
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.links.createLink')}
    >
      <TextInput
        label={t('admin.links.targetUrl')}
        placeholder="https://"
        required
        data-autofocus
        {...form.getInputProps('url')}
      />
      <TextInput
        label={t('admin.common.title')}
        placeholder={t('admin.common.optional')}
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(['campaign', 'medium', 'source'] as const).map((kind) => (
          <UtmSelect
            key={kind}
            kind={kind}
            value={form.values[kind]}
            onChange={(choice) => form.setFieldValue(kind, choice)}
          />
        ))}
      </SimpleGrid>
    </FormDialog>
  );
}
