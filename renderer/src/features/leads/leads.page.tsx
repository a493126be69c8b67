import { leadsAdminCalls } from '@shared/leads/admin-calls';
import type { LeadRow } from '@shared/leads/contract';
import { useNavigate } from 'react-router';
import { SearchField, useListSearch } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

const columns: RecordColumn<LeadRow>[] = [
  { header: 'Lead', cell: (lead) => <RecordLink to={`/leads/${lead.id}`}>{lead.name}</RecordLink> },
  { header: 'Contact', cell: (lead) => lead.contactName ?? '—' },
  { header: 'E-mail', cell: (lead) => lead.emailFrom ?? '—' },
  { header: 'Phone', visibleFrom: 'md', cell: (lead) => lead.phone ?? '—' },
  { header: 'Form', visibleFrom: 'md', cell: (lead) => lead.formName ?? '—' },
  { header: 'Created', cell: (lead) => formatDateTime(lead.createdAt) },
];

/** Leads from the website's forms, newest first, searchable by name, contact, e-mail or phone. */
export default function LeadsPage() {
  const navigate = useNavigate();
  const { search, setSearch, query, page, setPage } = useListSearch();
  const list = useApiData(leadsAdminCalls.list, { query: { q: query, page: page > 1 ? page : undefined } });

  return (
    <>
      <PageHeader title="Leads" />
      <SearchField
        mb="md"
        maw={360}
        aria-label="Search leads"
        placeholder="Name, contact, e-mail or phone"
        value={search}
        onSearch={setSearch}
      />
      <PagedList
        list={list}
        columns={columns}
        label="Leads"
        onOpen={(lead) => void navigate(`/leads/${lead.id}`)}
        empty={query ? 'No lead matches this search.' : 'No leads yet. They come from the website forms.'}
        noun={{ one: 'lead', many: 'leads' }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
