import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { linksAdminCalls } from '@shared/links/admin-calls';
import type { LinkCreateInput, LinkRow, UtmKind } from '@shared/links/contract';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { useSave } from '../../app/use-save';
import { utmKindTexts } from './links-labels';
import { useUtmOptions } from './utm-options';
import { t } from '../../app/i18n';

interface LinkCreateValues {
  url: string;
  title: string;
  campaignId: string | null;
  mediumId: string | null;
  sourceId: string | null;
}

function UtmSelect({ kind, inputProps }: { kind: UtmKind; inputProps: GetInputPropsReturnType }) {
  const options = useUtmOptions(kind);
  const texts = utmKindTexts[kind];
  return (
    <Select
      label={t(texts.one)}
      description={texts.parameter}
      placeholder={t('admin.links.none')}
      data={options}
      clearable
      searchable
      nothingFoundMessage={t('admin.links.addUnderCampaignsMediaSources')}
      {...inputProps}
    />
  );
}

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
    initialValues: { url: '', title: '', campaignId: null, mediumId: null, sourceId: null },
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
      campaignId: values.campaignId ? Number(values.campaignId) : null,
      mediumId: values.mediumId ? Number(values.mediumId) : null,
      sourceId: values.sourceId ? Number(values.sourceId) : null,
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
        <UtmSelect kind="campaign" inputProps={form.getInputProps('campaignId')} />
        <UtmSelect kind="medium" inputProps={form.getInputProps('mediumId')} />
        <UtmSelect kind="source" inputProps={form.getInputProps('sourceId')} />
      </SimpleGrid>
    </FormDialog>
  );
}
