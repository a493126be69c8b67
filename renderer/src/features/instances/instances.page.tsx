import { Badge, Button, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { instancesAdminCalls as calls } from '@shared/instances/admin-calls';
import { instanceStates, type InstanceInput, type InstanceRow } from '@shared/instances/contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { RecordTable } from '../../app/record-list';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';

function NewInstanceDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const form = useForm<Required<InstanceInput>>({
    initialValues: { name: '', domain: '', ownerEmail: '', plan: 'Starter', state: 'running' },
  });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      await api.call(calls.create, { body: values });
      notifySaved(`${values.name} is saved.`);
      onSaved();
      onClose();
    });
  });
  return (
    <FormDialog
      onClose={onClose}
      title="New hosted instance"
      onSubmit={submit}
      saving={saving}
      submitLabel="Save"
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label="Domain"
        description="e.g. acme.example.com"
        required
        {...form.getInputProps('domain')}
      />
      <TextInput label="Owner's e-mail" required {...form.getInputProps('ownerEmail')} />
      <TextInput label="Plan" required {...form.getInputProps('plan')} />
      <Select label="State" data={[...instanceStates]} {...form.getInputProps('state')} />
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
        title="Hosted instances"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New instance
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? <EmptyState>No hosted instance yet.</EmptyState> : null}
      {data && data.length > 0 ? (
        <RecordTable
          records={data}
          label="Hosted instances"
          maw={1100}
          columns={[
            { header: 'Name', cell: (row: InstanceRow) => row.name },
            { header: 'Domain', cell: (row) => row.domain },
            { header: 'Owner', cell: (row) => `${row.owner.name} <${row.owner.email}>` },
            { header: 'Plan', cell: (row) => row.plan },
            {
              header: 'State',
              cell: (row) => (
                <Badge variant="light" color={row.state === 'running' ? 'green' : 'gray'}>
                  {row.state}
                </Badge>
              ),
            },
            {
              header: 'Renames',
              cell: (row) =>
                row.renames.length ? (
                  <Text size="sm">
                    {row.renames
                      .map((rename) => `${rename.from} → ${rename.to} (${formatDateTime(rename.at)})`)
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
