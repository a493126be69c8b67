import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_API_BASE, queryString } from '@shared/api/admin-call';
import { auditAdminCalls } from '@shared/audit/admin-calls';
import { auditActions, type AuditAction, type AuditChange, type AuditRow } from '@shared/audit/contract';
import { PagedList, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { t, type AdminMessageKey } from '../../app/i18n';
import { fieldName, kindName, valueOf } from './audit-labels';

const actionNames: Record<AuditAction, AdminMessageKey> = {
  create: 'admin.audit.actionCreate',
  update: 'admin.audit.actionUpdate',
  delete: 'admin.audit.actionDelete',
  publish: 'admin.audit.actionPublish',
  unpublish: 'admin.audit.actionUnpublish',
  send: 'admin.audit.actionSend',
  sign_in: 'admin.audit.actionSignIn',
  sign_in_failed: 'admin.audit.actionSignInFailed',
  role_change: 'admin.audit.actionRoleChange',
  settings: 'admin.audit.actionSettings',
};

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

/**
 * One changed field in words: 'Title: About → About us', 'Total: $59.00 → $54.50' (a new record's
 * fields show their value alone).
 */
function ChangeLine({ change }: { change: AuditChange }) {
  const shown = (value: string | null) => (value === null || value === '' ? '∅' : valueOf(change, value));
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={500}>
        {fieldName(change.field)}
      </Text>
      {': '}
      {change.before === null ? (
        shown(change.after)
      ) : (
        <>
          <Text span c="dimmed" td="line-through">
            {shown(change.before)}
          </Text>
          {' → '}
          <Text span>{shown(change.after)}</Text>
        </>
      )}
    </Text>
  );
}

const columns = (): RecordColumn<AuditRow>[] => [
  {
    header: t('admin.audit.when'),
    cell: (entry) => formatDateTime(entry.at),
    cellProps: { style: { whiteSpace: 'nowrap' } },
  },
  {
    header: t('admin.common.user'),
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
    header: t('admin.audit.action'),
    cell: (entry) => (
      <Badge variant="light" color={actionColors[entry.action] ?? 'blue'}>
        {t(actionNames[entry.action])}
      </Badge>
    ),
  },
  {
    header: t('admin.common.record'),
    cell: (entry) => (
      <Stack gap={0}>
        <Text size="sm">
          {kindName(entry.model)} {entry.recordName || (entry.recordId ? `#${entry.recordId}` : '')}
        </Text>
        {entry.recordName && entry.recordId ? (
          <Text size="xs" c="dimmed">
            #{entry.recordId}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    header: t('admin.audit.changes'),
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
      <PageHeader title={t('admin.audit.auditLog')} />
      <Group mb="md" align="flex-end">
        <Select
          label={t('admin.common.user')}
          clearable
          searchable
          w={200}
          value={userId}
          onChange={change(setUserId)}
          data={(choices.data?.users ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
        />
        <Select
          label={t('admin.audit.recordKind')}
          clearable
          searchable
          w={200}
          value={model}
          onChange={change(setModel)}
          data={(choices.data?.models ?? []).map((value) => ({ value, label: kindName(value) }))}
        />
        <Select
          label={t('admin.audit.action')}
          clearable
          w={170}
          value={action}
          onChange={change((value: string | null) => setAction(value as AuditAction | null))}
          data={auditActions.map((value) => ({ value, label: t(actionNames[value]) }))}
        />
        <TextInput
          label={t('admin.audit.from')}
          type="date"
          w={160}
          value={from}
          onChange={(event) => change(setFrom)(event.currentTarget.value)}
        />
        <TextInput
          label={t('admin.audit.to')}
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
          {t('admin.common.exportCsv')}
        </Button>
      </Group>
      <PagedList
        list={list}
        columns={columns()}
        label={t('admin.audit.auditLog')}
        verticalSpacing="xs"
        empty={filtered ? t('admin.audit.noEntryMatches') : t('admin.audit.noStaffChangeHasBeenRecordedYet')}
        noun={{ one: t('admin.audit.nounEntry'), many: t('admin.audit.nounEntries') }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
