import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { Page } from '@shared/contracts/admin';
import type { MailingListDetail, MailingListRow } from '@shared/contracts/newsletter';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, queryString } from '../../app/api';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

function ListCreateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const form = useForm({ initialValues: { name: '' } });
  const submit = form.onSubmit(async ({ name }) => {
    setSaving(true);
    try {
      const list = await api.post<MailingListDetail>('/mailing/lists', { name, isPublic: true });
      notifySaved(`List "${list.name}" created.`);
      form.reset();
      onClose();
      void navigate(`/newsletter/${list.id}`);
    } catch (error) {
      showSaveError(form, error);
    } finally {
      setSaving(false);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title="New mailing list">
      <form onSubmit={submit}>
        <Stack>
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The mailing lists, with their subscriber counts. */
export default function MailingListsPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [createOpened, createDialog] = useDisclosure(false);
  const { data, error, loading, reload } = useApiData<Page<MailingListRow>>(
    `/mailing/lists${queryString({ q, page: page > 1 ? page : undefined })}`,
  );
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader
        title="Newsletter"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
            New list
          </Button>
        }
      />
      <TextInput
        mb="md"
        maw={360}
        aria-label="Search lists"
        placeholder="Search lists"
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
        <EmptyState>{q ? 'No list matches this search.' : 'No mailing list yet.'}</EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <Paper withBorder>
          <Table highlightOnHover verticalSpacing="sm" aria-label="Mailing lists">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th ta="right">Subscribers</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  Contacts
                </Table.Th>
                <Table.Th visibleFrom="md">Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((list) => (
                <Table.Tr key={list.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/newsletter/${list.id}`} fw={500}>
                      {list.name}
                    </Anchor>
                    {list.isPublic ? null : (
                      <Badge variant="light" color="gray" ml="xs">
                        Private
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{list.subscriberCount}</Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {list.contactCount}
                  </Table.Td>
                  <Table.Td visibleFrom="md">{formatDateTime(list.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {data && pageCount > 1 ? (
        <Group justify="flex-end" mt="md">
          <Pagination total={pageCount} value={page} onChange={setPage} />
        </Group>
      ) : null}
      {data ? (
        <Text size="sm" c="dimmed" mt="sm">
          {data.total} {data.total === 1 ? 'list' : 'lists'}
        </Text>
      ) : null}
      <ListCreateDialog opened={createOpened} onClose={createDialog.close} />
    </>
  );
}
