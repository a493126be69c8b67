import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { linksAdminCalls } from '@shared/links/admin-calls';
import type { LinkCreateInput, LinkRow, UtmKind } from '@shared/links/contract';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { useSave } from '../../app/use-save';
import { utmKindLabels } from './links-labels';
import { useUtmOptions } from './utm-options';

interface LinkCreateValues {
  url: string;
  title: string;
  campaignId: string | null;
  mediumId: string | null;
  sourceId: string | null;
}

function UtmSelect({ kind, inputProps }: { kind: UtmKind; inputProps: GetInputPropsReturnType }) {
  const options = useUtmOptions(kind);
  const labels = utmKindLabels[kind];
  return (
    <Select
      label={labels.one}
      description={labels.parameter}
      placeholder="None"
      data={options}
      clearable
      searchable
      nothingFoundMessage="Add it under Campaigns, media and sources"
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
      notifySaved(`The short link ${link.shortUrl} is ready.`);
      form.reset();
      onCreated(link);
    });
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title="New tracked link"
      size="lg"
      onSubmit={submit}
      saving={saving}
      submitLabel="Create link"
    >
      <TextInput
        label="Target URL"
        placeholder="https://"
        required
        data-autofocus
        {...form.getInputProps('url')}
      />
      <TextInput label="Title" placeholder="Optional" {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <UtmSelect kind="campaign" inputProps={form.getInputProps('campaignId')} />
        <UtmSelect kind="medium" inputProps={form.getInputProps('mediumId')} />
        <UtmSelect kind="source" inputProps={form.getInputProps('sourceId')} />
      </SimpleGrid>
    </FormDialog>
  );
}
