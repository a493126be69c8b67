import { Badge, Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import { adminUrl } from '@shared/api/admin-call';
import { newsletterAdminCalls as calls } from '@shared/newsletter/admin-calls';
import type { ContactState, MailingContactRow } from '@shared/newsletter/contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { SearchField, useListSearch } from '../../app/list-search';
import { PagedList, type RecordColumn } from '../../app/record-list';
import { formatDateTime } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { t } from '../../app/i18n';

function AddContactForm({ listId, onAdded }: { listId: number; onAdded: () => void }) {
  const form = useForm({ initialValues: { email: '', name: '' } });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      await api.call(calls.addContact, { params: { id: listId }, body: values });
      notifySaved(t('admin.newsletter.xAdded', values.email.trim()));
      form.reset();
      onAdded();
    });
  });
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" mb="md">
        <TextInput
          label={t('admin.newsletter.addAddress')}
          placeholder="name@example.org"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('admin.common.name')}
          placeholder={t('admin.common.optional')}
          {...form.getInputProps('name')}
        />
        <Button type="submit" variant="light" loading={saving}>
          {t('admin.common.add')}
        </Button>
      </Group>
    </form>
  );
}

/** The contacts of a list: search, subscribed or not, paging, CSV export, opt out and back in. */
export function ListSubscribers({ listId, onChanged }: { listId: number; onChanged: () => void }) {
  const { search, setSearch, query, page, setPage } = useListSearch();
  const [state, setState] = useState<'' | ContactState>('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const filters = { q: query, state: state || undefined };
  const list = useApiData(calls.contacts, {
    params: { id: listId },
    query: { ...filters, page: page > 1 ? page : undefined },
  });
  const changed = () => {
    list.reload();
    onChanged();
  };

  const toggle = async (contact: MailingContactRow) => {
    setBusyId(contact.id);
    try {
      await api.call(calls.setSubscribed, {
        params: { id: listId, contactId: contact.id },
        body: { isSubscriber: !contact.isSubscriber },
      });
      changed();
    } catch (failure) {
      showSaveError(null, failure);
    } finally {
      setBusyId(null);
    }
  };

  const columns: RecordColumn<MailingContactRow>[] = [
    { header: t('admin.common.address'), cell: (contact) => contact.email },
    { header: t('admin.common.name'), visibleFrom: 'sm', cell: (contact) => contact.name ?? '—' },
    {
      header: t('admin.common.state'),
      cell: (contact) =>
        contact.isSubscriber ? (
          <Badge color="teal" variant="light">
            {t('admin.newsletter.subscribed')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('admin.newsletter.unsubscribed')}
          </Badge>
        ),
    },
    {
      header: t('admin.newsletter.since'),
      visibleFrom: 'md',
      cell: (contact) => formatDateTime(contact.isSubscriber ? contact.subscribedAt : contact.unsubscribedAt),
    },
    {
      header: null,
      align: 'right',
      cell: (contact) => (
        <Button
          size="xs"
          variant="subtle"
          color={contact.isSubscriber ? 'gray' : 'teal'}
          loading={busyId === contact.id}
          onClick={() => void toggle(contact)}
        >
          {contact.isSubscriber ? t('admin.newsletter.unsubscribe') : t('admin.newsletter.subscribeAgain')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <AddContactForm listId={listId} onAdded={changed} />
      <Group mb="md" justify="space-between" align="flex-end">
        <Group align="flex-end">
          <SearchField
            aria-label={t('admin.newsletter.searchSubscribers')}
            placeholder={t('admin.newsletter.searchAddressName')}
            value={search}
            onSearch={setSearch}
          />
          <SegmentedControl
            aria-label={t('admin.newsletter.show')}
            value={state}
            onChange={(value) => {
              setState(value === 'subscribed' || value === 'unsubscribed' ? value : '');
              setPage(1);
            }}
            data={[
              { value: '', label: t('admin.common.all') },
              { value: 'subscribed', label: t('admin.newsletter.subscribed') },
              { value: 'unsubscribed', label: t('admin.newsletter.unsubscribed') },
            ]}
          />
        </Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          component="a"
          href={adminUrl(calls.contactsCsv, { params: { id: listId }, query: filters })}
          download
        >
          {t('admin.common.exportCsv')}
        </Button>
      </Group>
      <PagedList
        list={list}
        columns={columns}
        label={t('admin.newsletter.subscribers')}
        empty={
          query || state
            ? t('admin.newsletter.nobodyMatchesTheseFilters')
            : t('admin.newsletter.nobodyListYet')
        }
        noun={{ one: t('admin.newsletter.nounContact'), many: t('admin.newsletter.nounContacts') }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
