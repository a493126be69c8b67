import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_API_BASE, queryString } from '@shared/api/admin-call';
import { auditAdminCalls } from '@shared/audit/admin-calls';
import {
  auditActionLabels,
  auditActions,
  type AuditAction,
  type AuditChange,
  type AuditRow,
} from '@shared/audit/contract';
import { PagedList, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

const actionColors: Partial<Record<AuditAction, string>> = {
  create: 'green',
  delete: 'red',
  sign_in_failed: 'red',
  role_change: 'orange',
  settings: 'orange',
  publish: 'blue',
  unpublish: 'gray',
  send: 'grape',
  sign_in: 'gray',
};

/** One changed field: 'title: About → About us' (a new record's fields show their value alone). */
function ChangeLine({ change }: { change: AuditChange }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={500}>
        {change.field}
      </Text>
      {': '}
      {change.before === null ? (
        (change.after ?? '∅')
      ) : (
        <>
          <Text span c="dimmed" td="line-through">
            {change.before === '' ? '∅' : change.before}
          </Text>
          {' → '}
          <Text span>{change.after === null || change.after === '' ? '∅' : change.after}</Text>
        </>
      )}
    </Text>
  );
}

const columns: RecordColumn<AuditRow>[] = [
  {
    header: 'When',
    cell: (entry) => formatDateTime(entry.at),
    cellProps: { style: { whiteSpace: 'nowrap' } },
  },
  {
    header: 'User',
    cell: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{entry.userName || '—'}</Text>
        {entry.ip ? (
          <Text size="xs" c="dimmed">
            {entry.ip}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    header: 'Action',
    cell: (entry) => (
      <Badge variant="light" color={actionColors[entry.action] ?? 'blue'}>
        {auditActionLabels[entry.action]}
      </Badge>
    ),
  },
  {
    header: 'Record',
    cell: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{entry.recordName || (entry.recordId ? `#${entry.recordId}` : '—')}</Text>
        <Text size="xs" c="dimmed">
          {entry.model}
          {entry.recordId ? ` #${entry.recordId}` : ''}
        </Text>
      </Stack>
    ),
  },
  {
    header: 'Changes',
    cellProps: { maw: 520 },
    cell: (entry) =>
      entry.changes.length ? (
        <Stack gap={2}>
          {entry.changes.map((change, index) => (
            <ChangeLine key={index} change={change} />
          ))}
        </Stack>
      ) : (
        '—'
      ),
  },
];

/** The audit log: who changed what and when, filtered by person, kind of record, action and days; CSV export. */
export default function AuditLogPage() {
  const [userId, setUserId] = useState<string | null>(null);
  const [model, setModel] = useState<string | null>(null);
  const [action, setAction] = useState<AuditAction | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const filters = {
    userId: userId ?? undefined,
    model: model ?? undefined,
    action: action ?? undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const list = useApiData(auditAdminCalls.list, { query: { ...filters, page } });
  const choices = useApiData(auditAdminCalls.filters);
  const filtered = Object.values(filters).some(Boolean);
  /** A filter's change shows its first page. */
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <>
      <PageHeader title="Audit log" />
      <Group mb="md" align="flex-end">
        <Select
          label="User"
          clearable
          searchable
          w={200}
          value={userId}
          onChange={change(setUserId)}
          data={(choices.data?.users ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
        />
        <Select
          label="Record kind"
          clearable
          searchable
          w={200}
          value={model}
          onChange={change(setModel)}
          data={choices.data?.models ?? []}
        />
        <Select
          label="Action"
          clearable
          w={170}
          value={action}
          onChange={change((value: string | null) => setAction(value as AuditAction | null))}
          data={auditActions.map((value) => ({ value, label: auditActionLabels[value] }))}
        />
        <TextInput
          label="From"
          type="date"
          w={160}
          value={from}
          onChange={(event) => change(setFrom)(event.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          w={160}
          value={to}
          onChange={(event) => change(setTo)(event.currentTarget.value)}
        />
        <Button
          component="a"
          href={`${ADMIN_API_BASE}${auditAdminCalls.exportCsv.path}${queryString(filters)}`}
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          Export CSV
        </Button>
      </Group>
      <PagedList
        list={list}
        columns={columns}
        label="Audit log"
        verticalSpacing="xs"
        empty={filtered ? 'No entry matches.' : 'No staff change has been recorded yet.'}
        noun={{ one: 'entry', many: 'entries' }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
