import { ActionIcon, Anchor, Button } from '@mantine/core';
import { IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { websiteAdminCalls as calls } from '@shared/website/admin-calls';
import type { PageRow } from '@shared/website/contract';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { failureMessage, notifyError, notifySaved } from '../../app/form-feedback';
import { SearchField, useListSearch } from '../../app/list-search';
import { PublishedBadge } from '../../app/published-badge';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { t } from '../../app/i18n';

/** Website pages: list, search, delete; a page opens in the editor. */
export default function PagesPage() {
  const { search, setSearch, query, page, setPage } = useListSearch();
  const list = useApiData(calls.pages, { query: { search: query, page: page > 1 ? page : undefined } });

  const remove = async (row: PageRow) => {
    if (!window.confirm(t('admin.website.deletePageXQuestion', row.url))) return;
    try {
      await api.call(calls.deletePage, { params: { id: row.id } });
      notifySaved(t('admin.website.pageDeleted'));
      list.reload();
    } catch (reason) {
      notifyError(t('admin.common.notDeleted'), failureMessage(reason));
    }
  };

  const columns: RecordColumn<PageRow>[] = [
    {
      header: t('admin.common.title'),
      cell: (row) => <RecordLink to={`/website/pages/${row.id}`}>{row.title || row.url}</RecordLink>,
    },
    {
      header: t('admin.common.address'),
      cell: (row) => (
        <Anchor href={row.url} target="_blank" rel="noopener" size="sm">
          {row.url} <IconExternalLink size={12} />
        </Anchor>
      ),
    },
    { header: t('admin.common.state'), cell: (row) => <PublishedBadge published={row.published} /> },
    { header: t('admin.website.changed'), cell: (row) => formatDateTime(row.updated) },
    {
      header: null,
      cell: (row) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('admin.common.deleteX', row.url)}
          onClick={() => void remove(row)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('admin.website.pages')}
        actions={
          <Button component={Link} to="/website/pages/new" leftSection={<IconPlus size={16} />}>
            {t('admin.website.newPage')}
          </Button>
        }
      />
      <SearchField
        aria-label={t('admin.website.searchPages')}
        placeholder={t('admin.website.addressTitle')}
        value={search}
        onSearch={setSearch}
        mb="md"
        maw={360}
      />
      <PagedList
        list={list}
        columns={columns}
        label={t('admin.website.websitePages')}
        empty={query ? t('admin.website.noPageMatches') : t('admin.website.noPagesYet')}
        noun={{ one: t('admin.website.nounPage'), many: t('admin.website.nounPages') }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
