import { Badge, Button, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import type { UserRow } from '@shared/api/admin';
import { queryString } from '@shared/api/admin-call';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { roleLabels } from '../../../app/labels';
import { userLanguageName } from '../../../app/user-language-select';
import { SearchField } from '../../../app/list-search';
import { PagedList, type RecordColumn } from '../../../app/record-list';
import { formatDateTime, PageHeader } from '../../../app/ui';
import { useApiData } from '../../../app/use-api-data';
import { UserCreateDialog } from './user-create.dialog';
import { t } from '../../../app/i18n';

const columns = (): RecordColumn<UserRow>[] => [
  {
    header: t('admin.common.name'),
    cell: (user) => (
      <Text size="sm" fw={500}>
        {user.name}
      </Text>
    ),
  },
  { header: t('admin.common.eMail'), cell: (user) => user.email },
  { header: t('admin.accounts.role'), cell: (user) => roleLabels()[user.role] },
  { header: t('admin.common.language'), visibleFrom: 'md', cell: (user) => userLanguageName(user.lang) },
  {
    header: t('admin.common.status'),
    cell: (user) =>
      user.active ? (
        <Badge variant="light">{t('admin.common.active')}</Badge>
      ) : (
        <Badge variant="light" color="gray">
          {t('admin.common.archived')}
        </Badge>
      ),
  },
  { header: t('admin.common.created'), visibleFrom: 'md', cell: (user) => formatDateTime(user.createdAt) },
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
        title={t('admin.accounts.users2')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={dialog.open}>
            {t('admin.accounts.newUser')}
          </Button>
        }
      />
      <SearchField
        aria-label={t('admin.accounts.searchUsers')}
        placeholder={t('admin.accounts.searchNameEMail')}
        value={searchText}
        onSearch={setSearchText}
        maw={400}
        mb="md"
      />
      <PagedList
        list={list}
        columns={columns()}
        onOpen={(user) => void navigate(`/users/${user.id}`, { state: { user } })}
        empty={search ? t('admin.accounts.noUserMatchesSearch') : t('admin.accounts.noUsersYet')}
        noun={{ one: t('admin.accounts.nounUser'), many: t('admin.accounts.nounUsers') }}
        page={page}
        onPageChange={setPage}
      />
      <UserCreateDialog opened={dialogOpened} onClose={dialog.close} onCreated={list.reload} />
    </>
  );
}
