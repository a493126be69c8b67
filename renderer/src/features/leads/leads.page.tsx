import { Anchor, Group, Pagination, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { Page } from '@shared/contracts/admin';
import type { LeadRow } from '@shared/contracts/forms';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { queryString } from '../../app/api';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

/** Leads from the website's forms, newest first, searchable by name, contact, e-mail or phone. */
export default function LeadsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiData<Page<LeadRow>>(
    `/leads${queryString({ q: query, page: page > 1 ? page : undefined })}`,
  );
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader title="Leads" />
      <TextInput
        mb="md"
        maw={360}
        aria-label="Search leads"
        placeholder="Name, contact, e-mail or phone"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState>
          {query ? 'No lead matches this search.' : 'No leads yet. They come from the website forms.'}
        </EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <Paper withBorder>
          <Table highlightOnHover verticalSpacing="sm" aria-label="Leads">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Lead</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th visibleFrom="md">Phone</Table.Th>
                <Table.Th visibleFrom="md">Form</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((lead) => (
                <Table.Tr
                  key={lead.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => void navigate(`/leads/${lead.id}`)}
                >
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/leads/${lead.id}`}
                      fw={500}
                      size="sm"
                      onClick={(e) => e.stopPropagation()}
                    >
                      {lead.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{lead.contactName ?? '—'}</Table.Td>
                  <Table.Td>{lead.emailFrom ?? '—'}</Table.Td>
                  <Table.Td visibleFrom="md">{lead.phone ?? '—'}</Table.Td>
                  <Table.Td visibleFrom="md">{lead.formName ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(lead.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {data && data.total > 0 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {data.total} {data.total === 1 ? 'lead' : 'leads'}
          </Text>
          {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
        </Group>
      ) : null}
    </>
  );
}
