import { Badge, Button, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import type { UserRow } from '@shared/api/admin';
import { queryString } from '@shared/api/admin-call';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { languageNames, roleLabels } from '../../../app/labels';
import { SearchField } from '../../../app/list-search';
import { PagedList, type RecordColumn } from '../../../app/record-list';
import { formatDateTime, PageHeader } from '../../../app/ui';
import { useApiData } from '../../../app/use-api-data';
import { UserCreateDialog } from './user-create.dialog';

const columns: RecordColumn<UserRow>[] = [
  {
    header: 'Name',
    cell: (user) => (
      <Text size="sm" fw={500}>
        {user.name}
      </Text>
    ),
  },
  { header: 'E-mail', cell: (user) => user.email },
  { header: 'Role', cell: (user) => roleLabels()[user.role] },
  { header: 'Language', visibleFrom: 'md', cell: (user) => languageNames[user.lang] },
  {
    header: 'Status',
    cell: (user) =>
      user.active ? (
        <Badge variant="light">Active</Badge>
      ) : (
        <Badge variant="light" color="gray">
          Archived
        </Badge>
      ),
  },
  { header: 'Created', visibleFrom: 'md', cell: (user) => formatDateTime(user.createdAt) },
];

export default function UsersPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchText, 300);
  const [dialogOpened, dialog] = useDisclosure(false);
  const list = useApiData(calls.users, { query: { search, page } });

  // Typing a search starts again from the first page.
  useEffect(() => {
    if (debouncedSearch.trim() === search) return;
    setParams(debouncedSearch.trim() ? { search: debouncedSearch.trim() } : {}, { replace: true });
  }, [debouncedSearch, search, setParams]);

  const setPage = (next: number) =>
    setParams(queryString({ search, page: next > 1 ? next : undefined }).slice(1));

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
      <SearchField
        aria-label="Search users"
        placeholder="Search by name or e-mail"
        value={searchText}
        onSearch={setSearchText}
        maw={400}
        mb="md"
      />
      <PagedList
        list={list}
        columns={columns}
        onOpen={(user) => void navigate(`/users/${user.id}`, { state: { user } })}
        empty={search ? 'No user matches this search.' : 'No users yet.'}
        noun={{ one: 'user', many: 'users' }}
        page={page}
        onPageChange={setPage}
      />
      <UserCreateDialog opened={dialogOpened} onClose={dialog.close} onCreated={list.reload} />
    </>
  );
}
