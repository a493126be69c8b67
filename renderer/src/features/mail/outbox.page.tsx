import { Select, Text } from '@mantine/core';
import type { OutboxRow, OutboxState } from '@shared/api/admin';
import { queryString } from '@shared/api/admin-call';
import { outboxAdminCalls } from '@shared/api/core-calls';
import { useNavigate, useSearchParams } from 'react-router';
import { outboxStateLabels } from '../../app/labels';
import { PagedList, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { OutboxStateBadge } from './outbox-state-badge';

const stateFilterOptions = [
  { value: '', label: 'All mail' },
  ...(Object.keys(outboxStateLabels()) as OutboxState[]).map((state) => ({
    value: state,
    label: outboxStateLabels()[state],
  })),
];

const columns: RecordColumn<OutboxRow>[] = [
  { header: 'To', cell: (mail) => mail.to },
  {
    header: 'Subject',
    cell: (mail) => (
      <>
        <Text size="sm" fw={500}>
          {mail.subject}
        </Text>
        {mail.lastError ? (
          <Text size="xs" c="red" lineClamp={1}>
            {mail.lastError}
          </Text>
        ) : null}
      </>
    ),
  },
  { header: 'State', cell: (mail) => <OutboxStateBadge state={mail.state} /> },
  { header: 'Attempts', visibleFrom: 'md', cell: (mail) => mail.attempts },
  { header: 'Created', visibleFrom: 'md', cell: (mail) => formatDateTime(mail.createdAt) },
];

export default function OutboxListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useApiData(outboxAdminCalls.list, { query: { state, page } });

  const setPage = (next: number) =>
    setParams(queryString({ state, page: next > 1 ? next : undefined }).slice(1));

  return (
    <>
      <PageHeader title="Outbox" />
      <Select
        label="State"
        data={stateFilterOptions}
        value={state}
        onChange={(value) => setParams(queryString({ state: value ?? '' }).slice(1))}
        allowDeselect={false}
        w={240}
        mb="md"
      />
      <PagedList
        list={list}
        columns={columns}
        onOpen={(mail) => void navigate(`/outbox/${mail.id}`)}
        empty={state ? 'No mail in this state.' : 'No mail yet.'}
        noun={{ one: 'mail', many: 'mails' }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
