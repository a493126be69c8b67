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

/** Website pages: list, search, delete; a page opens in the editor. */
export default function PagesPage() {
  const { search, setSearch, query, page, setPage } = useListSearch();
  const list = useApiData(calls.pages, { query: { search: query, page: page > 1 ? page : undefined } });

  const remove = async (row: PageRow) => {
    if (!window.confirm(`Delete the page ${row.url}?`)) return;
    try {
      await api.call(calls.deletePage, { params: { id: row.id } });
      notifySaved('Page deleted');
      list.reload();
    } catch (reason) {
      notifyError('Not deleted', failureMessage(reason));
    }
  };

  const columns: RecordColumn<PageRow>[] = [
    {
      header: 'Title',
      cell: (row) => <RecordLink to={`/website/pages/${row.id}`}>{row.title || row.url}</RecordLink>,
    },
    {
      header: 'Address',
      cell: (row) => (
        <Anchor href={row.url} target="_blank" rel="noopener" size="sm">
          {row.url} <IconExternalLink size={12} />
        </Anchor>
      ),
    },
    { header: 'State', cell: (row) => <PublishedBadge published={row.published} /> },
    { header: 'Changed', cell: (row) => formatDateTime(row.updated) },
    {
      header: null,
      cell: (row) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${row.url}`}
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
        title="Pages"
        actions={
          <Button component={Link} to="/website/pages/new" leftSection={<IconPlus size={16} />}>
            New page
          </Button>
        }
      />
      <SearchField
        aria-label="Search pages"
        placeholder="Address or title"
        value={search}
        onSearch={setSearch}
        mb="md"
        maw={360}
      />
      <PagedList
        list={list}
        columns={columns}
        label="Website pages"
        empty={query ? 'No page matches.' : 'No pages yet.'}
        noun={{ one: 'page', many: 'pages' }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
