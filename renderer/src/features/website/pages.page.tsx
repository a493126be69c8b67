import { ActionIcon, Anchor, Badge, Button, Paper, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconExternalLink, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import type { Page } from '@shared/contracts/admin';
import type { PageRow } from '@shared/contracts/website';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, queryString } from '../../app/api';
import { notifyError, notifySaved } from '../../app/form-feedback';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

/** Website pages: list, search, delete; a page opens in the editor. */
export default function PagesPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { data, error, loading, reload } = useApiData<Page<PageRow>>(
    `/website/pages${queryString({ search: debounced })}`,
  );

  const remove = async (page: PageRow) => {
    if (!window.confirm(`Delete the page ${page.url}?`)) return;
    try {
      await api.delete(`/website/pages/${page.id}`);
      notifySaved('Page deleted');
      reload();
    } catch (reason) {
      notifyError('Not deleted', reason instanceof Error ? reason.message : String(reason));
    }
  };

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
      <TextInput
        aria-label="Search pages"
        placeholder="Address or title"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb="md"
        maw={360}
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? <EmptyState>No page matches.</EmptyState> : null}
      {data && data.items.length > 0 ? (
        <Paper withBorder>
          <Table highlightOnHover aria-label="Website pages">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Changed</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((page) => (
                <Table.Tr key={page.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/website/pages/${page.id}`}>
                      {page.title || page.url}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor href={page.url} target="_blank" rel="noopener" size="sm">
                      {page.url} <IconExternalLink size={12} />
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={page.published ? 'teal' : 'gray'} variant="light">
                      {page.published ? 'Published' : 'Unpublished'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(page.updated)}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${page.url}`}
                      onClick={() => void remove(page)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
    </>
  );
}
