import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { leadsAdminCalls } from '@shared/leads/admin-calls';
import {
  leadKindLabels,
  leadKinds,
  leadStageLabels,
  leadStages,
  type LeadKind,
  type LeadRow,
  type LeadStage,
} from '@shared/leads/contract';
import { ADMIN_API_BASE } from '@shared/api/admin-call';
import { SearchField, useListSearch } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { LeadBoard, leadSource } from './lead-board';

const columns: RecordColumn<LeadRow>[] = [
  { header: 'Lead', cell: (lead) => <RecordLink to={`/leads/${lead.id}`}>{lead.name}</RecordLink> },
  { header: 'Stage', cell: (lead) => leadStageLabels[lead.stage] },
  { header: 'Kind', visibleFrom: 'md', cell: (lead) => leadKindLabels[lead.kind] },
  { header: 'Contact', cell: (lead) => lead.contactName ?? lead.emailFrom ?? '—' },
  { header: 'Source', visibleFrom: 'md', cell: (lead) => leadSource(lead) || '—' },
  { header: 'Created', cell: (lead) => formatDateTime(lead.createdAt) },
];

/** The leads: the pipeline board by stage, or the list with filters, search and the CSV export. */
export default function LeadsPage() {
  const navigate = useNavigate();
  const [view, setView] = useState<'board' | 'list'>('board');
  const [stage, setStage] = useState<LeadStage | null>(null);
  const [kind, setKind] = useState<LeadKind | null>(null);
  const { search, setSearch, query, page, setPage } = useListSearch();
  const filters = { q: query || undefined, stage: stage ?? undefined, kind: kind ?? undefined };
  const list = useApiData(leadsAdminCalls.list, view === 'list' ? { query: { ...filters, page } } : null);
  const csv = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

  return (
    <>
      <PageHeader
        title="Leads"
        actions={
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(value) => setView(value as 'board' | 'list')}
            data={[
              { value: 'board', label: 'Pipeline' },
              { value: 'list', label: 'List' },
            ]}
          />
        }
      />
      {view === 'board' ? (
        <LeadBoard />
      ) : (
        <>
          <Group mb="md" align="flex-end">
            <SearchField
              maw={300}
              aria-label="Search leads"
              placeholder="Name, contact, e-mail or phone"
              value={search}
              onSearch={setSearch}
            />
            <Select
              label="Stage"
              clearable
              w={160}
              value={stage}
              onChange={(value) => setStage(value as LeadStage | null)}
              data={leadStages.map((value) => ({ value, label: leadStageLabels[value] }))}
            />
            <Select
              label="Kind"
              clearable
              w={180}
              value={kind}
              onChange={(value) => setKind(value as LeadKind | null)}
              data={leadKinds.map((value) => ({ value, label: leadKindLabels[value] }))}
            />
            <Button
              component="a"
              href={`${ADMIN_API_BASE}${leadsAdminCalls.exportCsv.path}${csv ? `?${csv}` : ''}`}
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              Export CSV
            </Button>
          </Group>
          <PagedList
            list={list}
            columns={columns}
            label="Leads"
            onOpen={(lead) => void navigate(`/leads/${lead.id}`)}
            empty={query || stage || kind ? 'No lead matches.' : 'No leads yet. They come from the website.'}
            noun={{ one: 'lead', many: 'leads' }}
            page={page}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
