import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { linksAdminCalls } from '@shared/links/admin-calls';
import {
  performanceGroups,
  performancePeriods,
  touchModels,
  type PerformanceGroup,
  type PerformanceRow,
} from '@shared/links/performance';
import { useSearchParams } from 'react-router';
import { RecordLink, RecordTable, type RecordColumn } from '../../app/record-list';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { formatAmount, formatNumber, formatShare, t } from '../../app/i18n';

const groupLabels = (): Record<PerformanceGroup, string> => ({
  link: t('admin.links.link'),
  campaign: t('admin.common.campaign'),
  medium: t('admin.common.medium'),
  source: t('admin.common.source'),
});
const touchLabels = () => ({ last: t('admin.links.lastTouch'), first: t('admin.links.firstTouch') }) as const;
const periodLabels = (): Record<(typeof performancePeriods)[number], string> => ({
  0: t('admin.links.allTime2'),
  7: t('admin.common.n7Days'),
  30: t('admin.common.n30Days'),
  365: t('admin.common.n365Days'),
});

/** One of the allowed values of a search parameter, else the first. */
function oneOf<T extends string | number>(values: readonly T[], raw: string | null): T {
  return values.find((value) => String(value) === raw) ?? values[0]!;
}

/**
 * What tracked links bring (issue 16): clicks, leads, orders, revenue and conversion per link,
 * campaign, medium or source, by the link that brought the visitor first or last.
 */
export default function LinkPerformancePage() {
  const [params, setParams] = useSearchParams();
  const by = oneOf(performanceGroups, params.get('by'));
  const touch = oneOf(touchModels, params.get('touch'));
  const days = oneOf(performancePeriods, params.get('days'));
  const set = (name: string, value: string) =>
    setParams({ by, touch, days: String(days), [name]: value }, { replace: true });
  const { data, error, loading, reload } = useApiData(linksAdminCalls.performance, {
    query: { by, touch, days },
  });

  const money = (amount: number) => formatAmount(amount, data?.currency ?? 'USD');
  type Row = PerformanceRow & { id: number };
  const columns: RecordColumn<Row>[] = [
    {
      header: groupLabels()[by],
      cell: (row) =>
        by === 'link' ? (
          <RecordLink to={`/links/${row.id}`}>{row.label}</RecordLink>
        ) : (
          row.label || (
            <Text c="dimmed" span>
              {t('admin.links.none2')}
            </Text>
          )
        ),
    },
    { header: t('admin.common.clicks'), align: 'right', cell: (row) => formatNumber(row.clicks) },
    { header: t('admin.common.leads'), align: 'right', cell: (row) => formatNumber(row.leads) },
    { header: t('admin.common.orders'), align: 'right', cell: (row) => formatNumber(row.orders) },
    { header: t('admin.common.revenue'), align: 'right', cell: (row) => money(row.revenue) },
    {
      header: t('admin.links.conversion'),
      align: 'right',
      cell: (row) => formatShare(row.conversion),
    },
  ];
  // Rows without a campaign (medium, source) share the id 0 in the table.
  const rows: Row[] = (data?.rows ?? []).map((row) => ({ ...row, id: row.id ?? 0 }));
  return (
    <Stack>
      <PageHeader title={t('admin.links.whatLinksBring')} />
      <Text c="dimmed" size="sm" maw={720}>
        {t('admin.links.eachVisitLeadOrderRemembersTracked')}
      </Text>
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          aria-label={t('admin.links.group')}
          value={by}
          onChange={(value) => set('by', value)}
          data={performanceGroups.map((value) => ({ value, label: groupLabels()[value] }))}
        />
        <SegmentedControl
          aria-label={t('admin.links.attribution')}
          value={touch}
          onChange={(value) => set('touch', value)}
          data={touchModels.map((value) => ({ value, label: touchLabels()[value] }))}
        />
        <SegmentedControl
          aria-label={t('admin.common.period')}
          value={String(days)}
          onChange={(value) => set('days', value)}
          data={performancePeriods.map((value) => ({ value: String(value), label: periodLabels()[value] }))}
        />
      </Group>
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && rows.length === 0 ? (
        <EmptyState>{t('admin.links.noTrackedLinkWasClickedPeriod')}</EmptyState>
      ) : data ? (
        <RecordTable
          records={rows}
          columns={columns}
          label={t('admin.links.whatLinksBring')}
          busy={loading}
        />
      ) : null}
    </Stack>
  );
}
