import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formsAdminCalls } from '@shared/forms/admin-calls';
import type { FormRow } from '@shared/forms/contract';
import { Link, useNavigate } from 'react-router';
import { SearchField, useListSearch } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { t } from '../../app/i18n';

const columns = (): RecordColumn<FormRow>[] => [
  {
    header: t('admin.common.name'),
    cell: (form) => <RecordLink to={`/forms/${form.id}`}>{form.name}</RecordLink>,
  },
  {
    header: t('admin.forms.creates'),
    cell: (form) => (
      <Badge variant="light" title={form.model}>
        {form.modelLabel}
      </Badge>
    ),
  },
  { header: t('admin.forms.fields'), align: 'right', cell: (form) => form.fieldCount },
  {
    header: t('admin.forms.submissions'),
    align: 'right',
    cell: (form) => (
      <RecordLink to={`/forms/${form.id}/submissions`} fw={400}>
        {form.submissionCount}
      </RecordLink>
    ),
  },
  { header: t('admin.common.created'), visibleFrom: 'md', cell: (form) => formatDateTime(form.createdAt) },
];

/** The website forms: what each creates, how many answers it got. */
export default function FormsPage() {
  const navigate = useNavigate();
  const { search, setSearch, query, page, setPage } = useListSearch();
  const list = useApiData(formsAdminCalls.list, { query: { q: query, page: page > 1 ? page : undefined } });

  return (
    <>
      <PageHeader
        title={t('admin.forms.forms')}
        actions={
          <Button leftSection={<IconPlus size={16} />} component={Link} to="/forms/new">
            {t('admin.forms.newForm')}
          </Button>
        }
      />
      <SearchField
        mb="md"
        maw={360}
        aria-label={t('admin.forms.searchForms')}
        placeholder={t('admin.forms.searchForms')}
        value={search}
        onSearch={setSearch}
      />
      <PagedList
        list={list}
        columns={columns()}
        label={t('admin.forms.websiteForms')}
        onOpen={(form) => void navigate(`/forms/${form.id}`)}
        empty={query ? t('admin.forms.noFormMatchesSearch') : t('admin.forms.noFormsYet')}
        noun={{ one: t('admin.forms.nounForm'), many: t('admin.forms.nounForms') }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
