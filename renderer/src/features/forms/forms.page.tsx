import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formsAdminCalls } from '@shared/forms/admin-calls';
import type { FormRow } from '@shared/forms/contract';
import { Link, useNavigate } from 'react-router';
import { SearchField, useListSearch } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

const columns: RecordColumn<FormRow>[] = [
  { header: 'Name', cell: (form) => <RecordLink to={`/forms/${form.id}`}>{form.name}</RecordLink> },
  {
    header: 'Creates',
    cell: (form) => (
      <Badge variant="light" title={form.model}>
        {form.modelLabel}
      </Badge>
    ),
  },
  { header: 'Fields', align: 'right', cell: (form) => form.fieldCount },
  {
    header: 'Submissions',
    align: 'right',
    cell: (form) => (
      <RecordLink to={`/forms/${form.id}/submissions`} fw={400}>
        {form.submissionCount}
      </RecordLink>
    ),
  },
  { header: 'Created', visibleFrom: 'md', cell: (form) => formatDateTime(form.createdAt) },
];

/** The website forms: what each creates, how many answers it got. */
export default function FormsPage() {
  const navigate = useNavigate();
  const { search, setSearch, query, page, setPage } = useListSearch();
  const list = useApiData(formsAdminCalls.list, { query: { q: query, page: page > 1 ? page : undefined } });

  return (
    <>
      <PageHeader
        title="Forms"
        actions={
          <Button leftSection={<IconPlus size={16} />} component={Link} to="/forms/new">
            New form
          </Button>
        }
      />
      <SearchField
        mb="md"
        maw={360}
        aria-label="Search forms"
        placeholder="Search forms"
        value={search}
        onSearch={setSearch}
      />
      <PagedList
        list={list}
        columns={columns}
        label="Website forms"
        onOpen={(form) => void navigate(`/forms/${form.id}`)}
        empty={query ? 'No form matches this search.' : 'No forms yet.'}
        noun={{ one: 'form', many: 'forms' }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
