import { Anchor, Badge, Button, Group, Pagination, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { Page } from '@shared/contracts/admin';
import type { FormRow } from '@shared/contracts/forms';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { queryString } from '../../app/api';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

/** The website forms: what each creates, how many answers it got. */
export default function FormsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiData<Page<FormRow>>(
    `/forms${queryString({ q: query, page: page > 1 ? page : undefined })}`,
  );
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader
        title="Forms"
        actions={
          <Button leftSection={<IconPlus size={16} />} component={Link} to="/forms/new">
            New form
          </Button>
        }
      />
      <TextInput
        mb="md"
        maw={360}
        aria-label="Search forms"
        placeholder="Search forms"
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
        <EmptyState>{query ? 'No form matches this search.' : 'No forms yet.'}</EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <Paper withBorder>
          <Table highlightOnHover verticalSpacing="sm" aria-label="Website forms">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Creates</Table.Th>
                <Table.Th ta="right">Fields</Table.Th>
                <Table.Th ta="right">Submissions</Table.Th>
                <Table.Th visibleFrom="md">Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((form) => (
                <Table.Tr
                  key={form.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => void navigate(`/forms/${form.id}`)}
                >
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/forms/${form.id}`}
                      fw={500}
                      size="sm"
                      onClick={(e) => e.stopPropagation()}
                    >
                      {form.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" title={form.model}>
                      {form.modelLabel}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{form.fieldCount}</Table.Td>
                  <Table.Td ta="right">
                    <Anchor
                      component={Link}
                      to={`/forms/${form.id}/submissions`}
                      size="sm"
                      onClick={(e) => e.stopPropagation()}
                    >
                      {form.submissionCount}
                    </Anchor>
                  </Table.Td>
                  <Table.Td visibleFrom="md">{formatDateTime(form.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {data && data.total > 0 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {data.total} {data.total === 1 ? 'form' : 'forms'}
          </Text>
          {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
        </Group>
      ) : null}
    </>
  );
}
