import { Badge, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { newsletterAdminCalls as calls } from '@shared/newsletter/admin-calls';
import type { MailingListRow } from '@shared/newsletter/contract';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { SearchField, useListSearch } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { t } from '../../app/i18n';

const columns = (): RecordColumn<MailingListRow>[] => [
  {
    header: t('admin.common.name'),
    cell: (list) => (
      <>
        <RecordLink to={`/newsletter/${list.id}`}>{list.name}</RecordLink>
        {list.isPublic ? null : (
          <Badge variant="light" color="gray" ml="xs">
            {t('admin.newsletter.private')}
          </Badge>
        )}
      </>
    ),
  },
  { header: t('admin.newsletter.subscribers'), align: 'right', cell: (list) => list.subscriberCount },
  {
    header: t('admin.newsletter.contacts'),
    align: 'right',
    visibleFrom: 'sm',
    cell: (list) => list.contactCount,
  },
  { header: t('admin.common.created'), visibleFrom: 'md', cell: (list) => formatDateTime(list.createdAt) },
];

function ListCreateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useForm({ initialValues: { name: '' } });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async ({ name }) => {
    await save(async () => {
      const list = await api.call(calls.createList, { body: { name, isPublic: true } });
      notifySaved(t('admin.newsletter.listXCreated', list.name));
      form.reset();
      onClose();
      void navigate(`/newsletter/${list.id}`);
    });
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('admin.newsletter.newMailingList')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.newsletter.create')}
      noValidate={false}
    >
      <TextInput label={t('admin.common.name')} required data-autofocus {...form.getInputProps('name')} />
    </FormDialog>
  );
}

/** The mailing lists, with their subscriber counts. */
export default function MailingListsPage() {
  const navigate = useNavigate();
  const { search, setSearch, query, page, setPage } = useListSearch();
  const [createOpened, createDialog] = useDisclosure(false);
  const list = useApiData(calls.lists, { query: { q: query, page: page > 1 ? page : undefined } });

  return (
    <>
      <PageHeader
        title={t('admin.common.newsletter')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
            {t('admin.newsletter.newList')}
          </Button>
        }
      />
      <SearchField
        mb="md"
        maw={360}
        aria-label={t('admin.newsletter.searchLists')}
        placeholder={t('admin.newsletter.searchLists')}
        value={search}
        onSearch={setSearch}
      />
      <PagedList
        list={list}
        columns={columns()}
        label={t('admin.newsletter.mailingLists2')}
        onOpen={(mailingList) => void navigate(`/newsletter/${mailingList.id}`)}
        empty={query ? t('admin.newsletter.noListMatchesSearch') : t('admin.newsletter.noMailingListYet')}
        noun={{ one: t('admin.newsletter.nounList'), many: t('admin.newsletter.nounLists') }}
        page={page}
        onPageChange={setPage}
      />
      <ListCreateDialog opened={createOpened} onClose={createDialog.close} />
    </>
  );
}
