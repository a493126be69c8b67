import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { linksAdminCalls } from '@shared/links/admin-calls';
import {
  performanceGroups,
  performancePeriods,
  touchModels,
  type PerformanceGroup,
  type PerformanceRow,
} from '@shared/links/performance';
import { formatMoney } from '@shared/money';
import { formatBasisPoints } from '@shared/stats';
import { useSearchParams } from 'react-router';
import { RecordLink, RecordTable, type RecordColumn } from '../../app/record-list';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

const groupLabels: Record<PerformanceGroup, string> = {
  link: 'Link',
  campaign: 'Campaign',
  medium: 'Medium',
  source: 'Source',
};
const touchLabels = { last: 'Last touch', first: 'First touch' } as const;
const periodLabels: Record<(typeof performancePeriods)[number], string> = {
  0: 'All time',
  7: '7 days',
  30: '30 days',
  365: '365 days',
};
const count = new Intl.NumberFormat();

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

  const money = (amount: number) => formatMoney({ amount, currency: data?.currency ?? 'USD' });
  type Row = PerformanceRow & { id: number };
  const columns: RecordColumn<Row>[] = [
    {
      header: groupLabels[by],
      cell: (row) =>
        by === 'link' ? (
          <RecordLink to={`/links/${row.id}`}>{row.label}</RecordLink>
        ) : (
          row.label || (
            <Text c="dimmed" span>
              (none)
            </Text>
          )
        ),
    },
    { header: 'Clicks', align: 'right', cell: (row) => count.format(row.clicks) },
    { header: 'Leads', align: 'right', cell: (row) => count.format(row.leads) },
    { header: 'Orders', align: 'right', cell: (row) => count.format(row.orders) },
    { header: 'Revenue', align: 'right', cell: (row) => money(row.revenue) },
    {
      header: 'Conversion',
      align: 'right',
      cell: (row) => formatBasisPoints(row.conversion),
    },
  ];
  // Rows without a campaign (medium, source) share the id 0 in the table.
  const rows: Row[] = (data?.rows ?? []).map((row) => ({ ...row, id: row.id ?? 0 }));
  return (
    <Stack>
      <PageHeader title="What links bring" />
      <Text c="dimmed" size="sm" maw={720}>
        Each visit, lead and order remembers the tracked link that first brought the visitor and the last one
        before it. Revenue is that of confirmed orders, before tax; conversion is orders per click.
      </Text>
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          aria-label="Group by"
          value={by}
          onChange={(value) => set('by', value)}
          data={performanceGroups.map((value) => ({ value, label: groupLabels[value] }))}
        />
        <SegmentedControl
          aria-label="Attribution"
          value={touch}
          onChange={(value) => set('touch', value)}
          data={touchModels.map((value) => ({ value, label: touchLabels[value] }))}
        />
        <SegmentedControl
          aria-label="Period"
          value={String(days)}
          onChange={(value) => set('days', value)}
          data={performancePeriods.map((value) => ({ value: String(value), label: periodLabels[value] }))}
        />
      </Group>
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && rows.length === 0 ? (
        <EmptyState>No tracked link was clicked in this period.</EmptyState>
      ) : data ? (
        <RecordTable records={rows} columns={columns} label="What links bring" busy={loading} />
      ) : null}
    </Stack>
  );
}
