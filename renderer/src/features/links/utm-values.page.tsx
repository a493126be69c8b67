import { Anchor, Button, Group, Modal, Paper, Tabs, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { linksAdminCalls } from '@shared/links/admin-calls';
import { utmKinds, type UtmKind } from '@shared/links/contract';
import { type UtmValueRow } from '@shared/links/admin-contract';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../app/api';
import { failureMessage, notifyError, notifySaved } from '../../app/form-feedback';
import { RecordTable, type RecordColumn } from '../../app/record-list';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useFieldSave, useSaveWith } from '../../app/use-save';
import { utmKindTexts } from './links-labels';
import { t, tCount } from '../../app/i18n';

const filterParams: Record<UtmKind, string> = {
  campaign: 'campaignId',
  medium: 'mediumId',
  source: 'sourceId',
};

/** A name field whose server message (name taken, required) shows under it. */
function NameForm({
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { saving, save } = useFieldSave('name', setFieldError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(async () => {
      await onSubmit(name);
      if (!initial) setName('');
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        aria-label={label}
        placeholder={label}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setFieldError(null);
        }}
        error={fieldError}
        data-autofocus={initial ? true : undefined}
        autoFocus={Boolean(initial)}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1 }}>{input}</div>
            <Button type="submit" loading={saving} leftSection={initial ? null : <IconPlus size={16} />}>
              {submitLabel}
            </Button>
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {t('admin.common.cancel')}
              </Button>
            ) : null}
          </Group>
        )}
      />
    </form>
  );
}

function UtmValueList({ kind }: { kind: UtmKind }) {
  const texts = utmKindTexts[kind];
  const { data, error, loading, reload } = useApiData(linksAdminCalls.utmValues, { params: { kind } });
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<UtmValueRow | null>(null);
  // The server refuses to delete a value that links use: its message says so.
  const { saving: deletingBusy, save: runDelete } = useSaveWith((failure) =>
    notifyError(t(texts.notDeleted), failureMessage(failure)),
  );

  const create = async (name: string) => {
    const row = await api.call(linksAdminCalls.createUtm, { params: { kind }, body: { name } });
    notifySaved(t(texts.added, row.name));
    reload();
  };

  const rename = async (row: UtmValueRow, name: string) => {
    const saved = await api.call(linksAdminCalls.renameUtm, { params: { kind, id: row.id }, body: { name } });
    notifySaved(t(texts.renamed, saved.name));
    setEditingId(null);
    reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await runDelete(async () => {
      await api.call(linksAdminCalls.deleteUtm, { params: { kind, id: deleting.id } });
      notifySaved(t(texts.deleted, deleting.name));
      reload();
    });
    setDeleting(null);
  };

  const columns: RecordColumn<UtmValueRow>[] = [
    {
      header: t('admin.common.name'),
      cell: (row) =>
        editingId === row.id ? (
          <NameForm
            label={t(texts.nameOf)}
            initial={row.name}
            submitLabel={t('admin.common.save')}
            onSubmit={(name) => rename(row, name)}
            onCancel={() => setEditingId(null)}
          />
        ) : (
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
        ),
    },
    {
      header: t('admin.links.used'),
      cell: (row) =>
        row.linkCount > 0 ? (
          <Anchor component={Link} to={`/links?${filterParams[kind]}=${row.id}`} size="sm">
            {tCount(row.linkCount, 'admin.links.linksOne', 'admin.links.linksOther')}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.links.noLinks')}
          </Text>
        ),
    },
    {
      header: null,
      cell: (row) =>
        editingId === row.id ? null : (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} />}
              onClick={() => setEditingId(row.id)}
              aria-label={t('admin.links.renameX', row.name)}
            >
              {t('admin.links.rename')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setDeleting(row)}
              aria-label={t('admin.common.deleteX', row.name)}
            >
              {t('admin.common.delete')}
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <>
      <Paper withBorder p="md" mb="md" maw={560}>
        <NameForm label={t(texts.newOne)} submitLabel={t('admin.common.add')} onSubmit={create} />
      </Paper>
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? <EmptyState>{t(texts.noneYet)}</EmptyState> : null}
      {data && data.length > 0 ? (
        <RecordTable records={data} columns={columns} label={t(texts.many)} busy={loading} maw={760} />
      ) : null}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t(texts.deleteQuestion)}
        size="sm"
      >
        <Text size="sm" mb="md">
          {t('admin.links.xWillNoLongerOfferedLinkTrackerPage', deleting?.name ?? '')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('admin.common.cancel')}
          </Button>
          <Button color="red" loading={deletingBusy} onClick={() => void confirmDelete()}>
            {t('admin.common.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** Campaigns, media and sources (the utm_* values of tracked links), one tab each. */
export default function UtmValuesPage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('kind');
  const kind: UtmKind = utmKinds.find((candidate) => candidate === given) ?? 'campaign';

  return (
    <>
      <Anchor component={Link} to="/links" size="sm">
        {t('admin.links.links')}
      </Anchor>
      <PageHeader title={t('admin.links.campaignsMediaSources')} />
      <Text c="dimmed" size="sm" mb="md" maw={720}>
        {t('admin.links.trackedLinksAddTheseValuesTheir')}
      </Text>
      <Tabs
        value={kind}
        onChange={(value) => setParams(value && value !== 'campaign' ? { kind: value } : {})}
      >
        <Tabs.List mb="md">
          {utmKinds.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(utmKindTexts[name].many)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {utmKinds.map((name) => (
          <Tabs.Panel key={name} value={name}>
            {kind === name ? <UtmValueList kind={name} /> : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
