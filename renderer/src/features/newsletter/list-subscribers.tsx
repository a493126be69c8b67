import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import type { Page } from '@shared/contracts/admin';
import type { ContactState, MailingContactRow } from '@shared/contracts/newsletter';
import { useState } from 'react';
import { api, queryString } from '../../app/api';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { EmptyState, ErrorState, formatDateTime, LoadingState } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

function AddContactForm({ listId, onAdded }: { listId: number; onAdded: () => void }) {
  const [saving, setSaving] = useState(false);
  const form = useForm({ initialValues: { email: '', name: '' } });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await api.post(`/mailing/lists/${listId}/contacts`, values);
      notifySaved(`${values.email.trim()} added.`);
      form.reset();
      onAdded();
    } catch (error) {
      showSaveError(form, error);
    } finally {
      setSaving(false);
    }
  });
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" mb="md">
        <TextInput label="Add an address" placeholder="name@example.org" {...form.getInputProps('email')} />
        <TextInput label="Name" placeholder="Optional" {...form.getInputProps('name')} />
        <Button type="submit" variant="light" loading={saving}>
          Add
        </Button>
      </Group>
    </form>
  );
}

/** The contacts of a list: search, subscribed or not, paging, CSV export, opt out and back in. */
export function ListSubscribers({ listId, onChanged }: { listId: number; onChanged: () => void }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [state, setState] = useState<'' | ContactState>('');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<number | null>(null);
  const filters = { q, state };
  const { data, error, loading, reload } = useApiData<Page<MailingContactRow>>(
    `/mailing/lists/${listId}/contacts${queryString({ ...filters, page: page > 1 ? page : undefined })}`,
  );
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const toggle = async (contact: MailingContactRow) => {
    setBusyId(contact.id);
    try {
      await api.put(`/mailing/lists/${listId}/contacts/${contact.id}`, {
        isSubscriber: !contact.isSubscriber,
      });
      reload();
      onChanged();
    } catch (failure) {
      showSaveError(null, failure);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <AddContactForm
        listId={listId}
        onAdded={() => {
          reload();
          onChanged();
        }}
      />
      <Group mb="md" justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            aria-label="Search subscribers"
            placeholder="Search by address or name"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <SegmentedControl
            aria-label="Show"
            value={state}
            onChange={(value) => {
              setState(value === 'subscribed' || value === 'unsubscribed' ? value : '');
              setPage(1);
            }}
            data={[
              { value: '', label: 'All' },
              { value: 'subscribed', label: 'Subscribed' },
              { value: 'unsubscribed', label: 'Unsubscribed' },
            ]}
          />
        </Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          component="a"
          href={`/api/admin/mailing/lists/${listId}/contacts.csv${queryString(filters)}`}
          download
        >
          Export CSV
        </Button>
      </Group>
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState>{q || state ? 'Nobody matches these filters.' : 'Nobody on this list yet.'}</EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <Paper withBorder>
          <Table verticalSpacing="sm" aria-label="Subscribers" aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Address</Table.Th>
                <Table.Th visibleFrom="sm">Name</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th visibleFrom="md">Since</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((contact) => (
                <Table.Tr key={contact.id}>
                  <Table.Td>{contact.email}</Table.Td>
                  <Table.Td visibleFrom="sm">{contact.name ?? '—'}</Table.Td>
                  <Table.Td>
                    {contact.isSubscriber ? (
                      <Badge color="teal" variant="light">
                        Subscribed
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        Unsubscribed
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    {formatDateTime(contact.isSubscriber ? contact.subscribedAt : contact.unsubscribedAt)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="subtle"
                      color={contact.isSubscriber ? 'gray' : 'teal'}
                      loading={busyId === contact.id}
                      onClick={() => void toggle(contact)}
                    >
                      {contact.isSubscriber ? 'Unsubscribe' : 'Subscribe again'}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {data && data.total > 0 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {data.total} {data.total === 1 ? 'contact' : 'contacts'}
          </Text>
          {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
        </Group>
      ) : null}
    </>
  );
}
