import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { leadsAdminCalls } from '@shared/leads/admin-calls';
import { leadKinds, leadStages, type LeadKind, type LeadRow, type LeadStage } from '@shared/leads/contract';
import { ADMIN_API_BASE } from '@shared/api/admin-call';
import { SearchField, useListSearch } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { LeadBoard, leadSource } from './lead-board';
import { t } from '../../app/i18n';
import { leadKindName, leadStageName } from './lead-labels';

const columns = (): RecordColumn<LeadRow>[] => [
  {
    header: t('admin.leads.lead'),
    cell: (lead) => <RecordLink to={`/leads/${lead.id}`}>{lead.name}</RecordLink>,
  },
  { header: t('admin.leads.stage'), cell: (lead) => leadStageName(lead.stage) },
  { header: t('admin.common.kind'), visibleFrom: 'md', cell: (lead) => leadKindName(lead.kind) },
  { header: t('admin.leads.contact'), cell: (lead) => lead.contactName ?? lead.emailFrom ?? '—' },
  { header: t('admin.common.source'), visibleFrom: 'md', cell: (lead) => leadSource(lead) || '—' },
  { header: t('admin.common.created'), cell: (lead) => formatDateTime(lead.createdAt) },
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
        title={t('admin.common.leads')}
        actions={
          <SegmentedControl
            aria-label={t('admin.leads.view')}
            value={view}
            onChange={(value) => setView(value as 'board' | 'list')}
            data={[
              { value: 'board', label: t('admin.leads.pipeline') },
              { value: 'list', label: t('admin.leads.list') },
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
              aria-label={t('admin.leads.searchLeads')}
              placeholder={t('admin.leads.nameContactEMailPhone')}
              value={search}
              onSearch={setSearch}
            />
            <Select
              label={t('admin.leads.stage')}
              clearable
              w={160}
              value={stage}
              onChange={(value) => setStage(value as LeadStage | null)}
              data={leadStages.map((value) => ({ value, label: leadStageName(value) }))}
            />
            <Select
              label={t('admin.common.kind')}
              clearable
              w={180}
              value={kind}
              onChange={(value) => setKind(value as LeadKind | null)}
              data={leadKinds.map((value) => ({ value, label: leadKindName(value) }))}
            />
            <Button
              component="a"
              href={`${ADMIN_API_BASE}${leadsAdminCalls.exportCsv.path}${csv ? `?${csv}` : ''}`}
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              {t('admin.common.exportCsv')}
            </Button>
          </Group>
          <PagedList
            list={list}
            columns={columns()}
            label={t('admin.common.leads')}
            onOpen={(lead) => void navigate(`/leads/${lead.id}`)}
            empty={
              query || stage || kind
                ? t('admin.leads.noLeadMatches')
                : t('admin.leads.noLeadsYetTheyComeWebsite')
            }
            noun={{ one: t('admin.leads.nounLead'), many: t('admin.leads.nounLeads') }}
            page={page}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
