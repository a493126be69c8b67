import { Group, Pagination, Paper, Select, Table, Text } from '@mantine/core';
import type { OutboxPage, OutboxState } from '@shared/contracts/admin';
import { useNavigate, useSearchParams } from 'react-router';
import { queryString } from '../../app/api';
import { outboxStateLabels } from '../../app/labels';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { OutboxStateBadge } from './outbox-state-badge';

const stateFilterOptions = [
  { value: '', label: 'All mail' },
  ...(Object.keys(outboxStateLabels) as OutboxState[]).map((state) => ({
    value: state,
    label: outboxStateLabels[state],
  })),
];

export default function OutboxListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, loading, reload } = useApiData<OutboxPage>(`/outbox${queryString({ state, page })}`);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

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
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState>{state ? 'No mail in this state.' : 'No mail yet.'}</EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <Paper withBorder>
          <Table highlightOnHover verticalSpacing="sm" aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>To</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th visibleFrom="md">Attempts</Table.Th>
                <Table.Th visibleFrom="md">Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((mail) => (
                <Table.Tr
                  key={mail.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => void navigate(`/outbox/${mail.id}`)}
                >
                  <Table.Td>{mail.to}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {mail.subject}
                    </Text>
                    {mail.lastError ? (
                      <Text size="xs" c="red" lineClamp={1}>
                        {mail.lastError}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <OutboxStateBadge state={mail.state} />
                  </Table.Td>
                  <Table.Td visibleFrom="md">{mail.attempts}</Table.Td>
                  <Table.Td visibleFrom="md">{formatDateTime(mail.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {data && data.total > 0 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {data.total} {data.total === 1 ? 'mail' : 'mails'}
          </Text>
          {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
        </Group>
      ) : null}
    </>
  );
}
