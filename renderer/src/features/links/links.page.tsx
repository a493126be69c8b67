import { Badge, Button, Group, Select, SimpleGrid, Switch, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import {
  IconArrowDown,
  IconChartBar,
  IconDownload,
  IconPlus,
  IconSelector,
  IconTags,
} from '@tabler/icons-react';
import { hasRole } from '@shared/roles';
import { useAdminSession } from '../../app/auth';
import { adminUrl, queryString } from '@shared/api/admin-call';
import { linksAdminCalls } from '@shared/links/admin-calls';
import type { UtmKind } from '@shared/links/contract';
import type { LinkRow } from '@shared/links/admin-contract';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SearchField } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { setLinkArchived } from './link-archive';
import { LinkCreateDialog } from './link-create.dialog';
import { utmKindTexts } from './links-labels';
import { useUtmOptions } from './utm-options';
import { t } from '../../app/i18n';

const sortOptions = () => [
  { value: 'newest', label: t('admin.links.newestFirst') },
  { value: 'clicks', label: t('admin.links.mostClicksFirst') },
];

/** The list's filters, kept in the address so a filtered list can be bookmarked and shared. */
function useLinkFilters() {
  const [params, setParams] = useSearchParams();
  const filters = {
    q: params.get('q') ?? '',
    campaignId: params.get('campaignId') ?? '',
    mediumId: params.get('mediumId') ?? '',
    sourceId: params.get('sourceId') ?? '',
    archived: params.get('archived') === 'true' ? 'true' : '',
    sort: params.get('sort') === 'clicks' ? 'clicks' : '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  /** Changes one filter; any change of filter starts again from the first page. */
  const setFilter = (name: keyof typeof filters, value: string) =>
    setParams(queryString({ ...filters, [name]: value }).slice(1), { replace: name === 'q' });
  const setPage = (next: number) =>
    setParams(queryString({ ...filters, page: next > 1 ? next : undefined }).slice(1));
  return { filters, page, setFilter, setPage };
}

function UtmFilter({
  kind,
  value,
  onChange,
}: {
  kind: UtmKind;
  value: string;
  onChange: (value: string) => void;
}) {
  const options = useUtmOptions(kind);
  const texts = utmKindTexts[kind];
  return (
    <Select
      label={t(texts.one)}
      placeholder={t(texts.any)}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      clearable
      searchable
      nothingFoundMessage={t('admin.links.noSuchValue')}
    />
  );
}

function UtmCell({ value }: { value: LinkRow['campaign'] }) {
  return value ? <Text size="sm">{value.name}</Text> : <Text c="dimmed">—</Text>;
}

export default function LinksPage() {
  const navigate = useNavigate();
  const seesRevenue = hasRole(useAdminSession().user.role, 'sales');
  const { filters, page, setFilter, setPage } = useLinkFilters();
  const [searchText, setSearchText] = useState(filters.q);
  const [debouncedSearch] = useDebouncedValue(searchText, 300);
  // The address's filters as they are; '' stands for "any" and is left out of the query.
  const query = { ...filters, sort: filters.sort === 'clicks' ? ('clicks' as const) : undefined };
  const list = useApiData(linksAdminCalls.list, { query: { ...query, page: page > 1 ? page : undefined } });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [createOpened, createDialog] = useDisclosure(false);
  const filtered = Boolean(filters.q || filters.campaignId || filters.mediumId || filters.sourceId);

  useEffect(() => {
    if (debouncedSearch.trim() === filters.q) return;
    setFilter('q', debouncedSearch.trim());
    // Only the typed text drives this effect; the other filters are read when it fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const toggleArchived = async (event: MouseEvent, link: LinkRow) => {
    event.stopPropagation();
    setBusyId(link.id);
    const saved = await setLinkArchived(link, !link.archived);
    setBusyId(null);
    if (saved) list.reload();
  };

  const columns: RecordColumn<LinkRow>[] = [
    {
      header: t('admin.links.shortLink'),
      cell: (link) => (
        <>
          <RecordLink to={`/links/${link.id}`}>/r/{link.code}</RecordLink>
          {link.archived ? (
            <Badge variant="light" color="gray" ml="xs">
              {t('admin.common.archived')}
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      header: t('admin.links.target'),
      cellProps: { maw: 360 },
      cell: (link) => (
        <>
          {link.title ? (
            <Text size="sm" fw={500} lineClamp={1}>
              {link.title}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" lineClamp={1} style={{ wordBreak: 'break-all' }}>
            {link.url}
          </Text>
        </>
      ),
    },
    { header: t('admin.common.campaign'), cell: (link) => <UtmCell value={link.campaign} /> },
    { header: t('admin.common.medium'), visibleFrom: 'md', cell: (link) => <UtmCell value={link.medium} /> },
    { header: t('admin.common.source'), visibleFrom: 'md', cell: (link) => <UtmCell value={link.source} /> },
    {
      header: (
        <UnstyledButton
          onClick={() => setFilter('sort', filters.sort === 'clicks' ? '' : 'clicks')}
          title={
            filters.sort === 'clicks'
              ? t('admin.links.sortNewestFirst')
              : t('admin.links.sortMostClicksFirst')
          }
        >
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {filters.sort === 'clicks' ? <IconArrowDown size={14} /> : <IconSelector size={14} />}
            <Text size="sm" fw={700}>
              {t('admin.common.clicks')}
            </Text>
          </Group>
        </UnstyledButton>
      ),
      align: 'right',
      headerProps: { 'aria-sort': filters.sort === 'clicks' ? 'descending' : undefined },
      cell: (link) => link.clicks,
    },
    {
      header: t('admin.links.lastClick'),
      visibleFrom: 'lg',
      cell: (link) => formatDateTime(link.lastClickAt),
    },
    {
      header: null,
      align: 'right',
      cell: (link) => (
        <Button
          size="xs"
          variant="subtle"
          color={link.archived ? 'teal' : 'gray'}
          loading={busyId === link.id}
          onClick={(event) => void toggleArchived(event, link)}
        >
          {link.archived ? t('admin.links.restore') : t('admin.links.archive')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('admin.links.links2')}
        actions={
          <>
            {seesRevenue ? (
              <Button
                variant="default"
                leftSection={<IconChartBar size={16} />}
                component={Link}
                to="/links/performance"
              >
                {t('admin.links.whatLinksBring')}
              </Button>
            ) : null}
            <Button variant="default" leftSection={<IconTags size={16} />} component={Link} to="/links/utm">
              {t('admin.links.campaignsMediaSources')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              component="a"
              href={adminUrl(linksAdminCalls.exportCsv, { query })}
              download
            >
              {t('admin.common.exportCsv')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
              {t('admin.links.newLink')}
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="sm">
        <SearchField
          label={t('admin.links.search')}
          aria-label={t('admin.links.searchLinks')}
          placeholder={t('admin.links.targetCodeTitle')}
          value={searchText}
          onSearch={setSearchText}
        />
        <UtmFilter kind="campaign" value={filters.campaignId} onChange={(v) => setFilter('campaignId', v)} />
        <UtmFilter kind="medium" value={filters.mediumId} onChange={(v) => setFilter('mediumId', v)} />
        <UtmFilter kind="source" value={filters.sourceId} onChange={(v) => setFilter('sourceId', v)} />
      </SimpleGrid>
      <Group mb="md" gap="lg" align="flex-end">
        <Select
          label={t('admin.links.sort')}
          data={sortOptions()}
          value={filters.sort || 'newest'}
          onChange={(value) => setFilter('sort', value === 'clicks' ? 'clicks' : '')}
          allowDeselect={false}
          w={220}
        />
        <Switch
          label={t('admin.links.showArchivedLinks')}
          checked={filters.archived === 'true'}
          onChange={(event) => setFilter('archived', event.currentTarget.checked ? 'true' : '')}
          mb={8}
        />
      </Group>
      <PagedList
        list={list}
        columns={columns}
        label={t('admin.links.trackedLinks')}
        onOpen={(link) => void navigate(`/links/${link.id}`)}
        empty={
          filtered
            ? t('admin.links.noLinkMatchesTheseFilters')
            : filters.archived
              ? t('admin.links.noArchivedLinks')
              : t('admin.links.noTrackedLinksYetCreateThemLink')
        }
        noun={{ one: t('admin.links.nounLink'), many: t('admin.links.nounLinks') }}
        page={page}
        onPageChange={setPage}
      />
      <LinkCreateDialog
        opened={createOpened}
        onClose={createDialog.close}
        onCreated={(link) => void navigate(`/links/${link.id}`)}
      />
    </>
  );
}
