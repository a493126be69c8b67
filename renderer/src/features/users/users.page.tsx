import { Badge, Button, Group, Pagination, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { UserPage } from '@shared/contracts/admin';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { queryString } from '../../app/api';
import { languageNames, roleLabels } from '../../app/labels';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { UserCreateDialog } from './user-create.dialog';

export default function UsersPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchText, 300);
  const [dialogOpened, dialog] = useDisclosure(false);
  const { data, error, loading, reload } = useApiData<UserPage>(`/users${queryString({ search, page })}`);

  // Typing a search starts again from the first page.
  useEffect(() => {
    if (debouncedSearch.trim() === search) return;
    setParams(debouncedSearch.trim() ? { search: debouncedSearch.trim() } : {}, { replace: true });
  }, [debouncedSearch, search, setParams]);

  const setPage = (next: number) =>
    setParams(queryString({ search, page: next > 1 ? next : undefined }).slice(1));
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader
        title="Users"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={dialog.open}>
            New user
          </Button>
        }
      />
      <TextInput
        aria-label="Search users"
        placeholder="Search by name or e-mail"
        leftSection={<IconSearch size={16} />}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maw={400}
        mb="md"
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState>{search ? 'No user matches this search.' : 'No users yet.'}</EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <Paper withBorder>
          <Table highlightOnHover verticalSpacing="sm" aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th visibleFrom="md">Language</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th visibleFrom="md">Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((user) => (
                <Table.Tr
                  key={user.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => void navigate(`/users/${user.id}`, { state: { user } })}
                >
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {user.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{roleLabels[user.role]}</Table.Td>
                  <Table.Td visibleFrom="md">{languageNames[user.lang]}</Table.Td>
                  <Table.Td>
                    {user.active ? (
                      <Badge variant="light">Active</Badge>
                    ) : (
                      <Badge variant="light" color="gray">
                        Archived
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="md">{formatDateTime(user.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {data && data.total > 0 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {data.total} {data.total === 1 ? 'user' : 'users'}
          </Text>
          {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
        </Group>
      ) : null}
      <UserCreateDialog opened={dialogOpened} onClose={dialog.close} onCreated={reload} />
    </>
  );
}
