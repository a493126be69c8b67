import { Badge, Button, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { instancesAdminCalls as calls } from '@shared/instances/admin-calls';
import {
  instanceStates,
  type InstanceInput,
  type InstanceRow,
  type InstanceState,
} from '@shared/instances/contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { RecordTable } from '../../app/record-list';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { t, type AdminMessageKey } from '../../app/i18n';

const stateNames: Record<InstanceState, AdminMessageKey> = {
  running: 'admin.instances.stateRunning',
  suspended: 'admin.instances.stateSuspended',
  expired: 'admin.instances.stateExpired',
};

function NewInstanceDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const form = useForm<Required<InstanceInput>>({
    initialValues: { name: '', domain: '', ownerEmail: '', plan: 'Starter', state: 'running' },
  });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      await api.call(calls.create, { body: values });
      notifySaved(t('admin.common.xSaved', values.name));
      onSaved();
      onClose();
    });
  });
  return (
    <FormDialog
      onClose={onClose}
      title={t('admin.instances.newHostedInstance')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
    >
      <TextInput label={t('admin.common.name')} required data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label={t('admin.instances.domain')}
        description={t('admin.instances.eGAcmeExampleCom')}
        required
        {...form.getInputProps('domain')}
      />
      <TextInput label={t('admin.instances.ownersEMail')} required {...form.getInputProps('ownerEmail')} />
      <TextInput label={t('admin.instances.plan')} required {...form.getInputProps('plan')} />
      <Select
        label={t('admin.common.state')}
        data={instanceStates.map((state) => ({ value: state, label: t(stateNames[state]) }))}
        {...form.getInputProps('state')}
      />
    </FormDialog>
  );
}

/** The instances the business hosts for its customers, their owners and the renames made in the portal. */
export default function InstancesPage() {
  const { data, error, loading, reload } = useApiData(calls.list);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('admin.instances.hostedInstances')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('admin.instances.newInstance')}
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? <EmptyState>{t('admin.instances.noHostedInstanceYet')}</EmptyState> : null}
      {data && data.length > 0 ? (
        <RecordTable
          records={data}
          label={t('admin.instances.hostedInstances')}
          maw={1100}
          columns={[
            { header: t('admin.common.name'), cell: (row: InstanceRow) => row.name },
            { header: t('admin.instances.domain'), cell: (row) => row.domain },
            { header: t('admin.instances.owner'), cell: (row) => `${row.owner.name} <${row.owner.email}>` },
            { header: t('admin.instances.plan'), cell: (row) => row.plan },
            {
              header: t('admin.common.state'),
              cell: (row) => (
                <Badge variant="light" color={row.state === 'running' ? 'green' : 'gray'}>
                  {t(stateNames[row.state])}
                </Badge>
              ),
            },
            {
              header: t('admin.instances.renames'),
              cell: (row) =>
                row.renames.length ? (
                  <Text size="sm">
                    {row.renames
                      .map((rename) =>
                        t('admin.instances.renameX', rename.from, rename.to, formatDateTime(rename.at)),
                      )
                      .join('; ')}
                  </Text>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      ) : null}
      {creating ? <NewInstanceDialog onClose={() => setCreating(false)} onSaved={reload} /> : null}
    </>
  );
}
