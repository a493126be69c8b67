/**
 * The dashboard's charts (ApexCharts, loaded with this module only): revenue and orders over time, the
 * visit → order funnel, top pages, top products, leads by stage, clicks by country. Each shows a
 * sentence instead when it has nothing to draw, and follows Mantine's light or dark scheme.
 */
import 'apexcharts/bar';
import 'apexcharts/line';
import 'apexcharts/features/legend';

import { leadStageName } from '../leads';
import { Paper, SimpleGrid, Text, Title, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts/core';
import type { Dashboard } from '@shared/dashboard/contract';
import type { ReactNode } from 'react';
import { countryName, formatCount, formatPeriodLabel } from './dashboard-format';
import { formatAmount, t } from '../../app/i18n';

/** The options every chart shares: no toolbar or animation, Mantine's font and scheme. */
function useBaseOptions(id: string): ApexOptions {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const dark = scheme === 'dark';
  return {
    chart: {
      id,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      background: 'transparent',
      fontFamily: theme.fontFamily,
      foreColor: dark ? theme.colors.dark[1] : theme.colors.gray[7],
    },
    theme: { mode: scheme },
    tooltip: { theme: scheme },
    grid: { borderColor: dark ? theme.colors.dark[4] : theme.colors.gray[2] },
    dataLabels: { enabled: false },
  };
}

function ChartCard({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={4} fz="md" mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm" py="xl" ta="center" data-empty-chart>
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

/** A horizontal bar chart of labelled values (top pages, products, countries, stages, the funnel). */
function Bars({
  id,
  labels,
  values,
  name,
  color,
  format = formatCount,
}: {
  id: string;
  labels: string[];
  values: number[];
  name: string;
  color: string;
  format?: (value: number) => string;
}) {
  const base = useBaseOptions(id);
  const options: ApexOptions = {
    ...base,
    colors: [color],
    plotOptions: { bar: { horizontal: true, borderRadius: 3, barHeight: '70%' } },
    xaxis: { categories: labels, labels: { formatter: (value) => format(Number(value)) } },
    yaxis: { labels: { maxWidth: 220 } },
    tooltip: { ...base.tooltip, y: { formatter: (value) => format(value ?? 0) } },
  };
  return (
    <Chart
      type="bar"
      height={Math.max(160, 34 * labels.length + 60)}
      options={options}
      series={[{ name, data: values }]}
    />
  );
}

function RevenueChart({ board }: { board: Dashboard }) {
  const theme = useMantineTheme();
  const base = useBaseOptions('dashboard-revenue');
  const money = (value: number) => formatAmount(Math.round(value), board.currency);
  const options: ApexOptions = {
    ...base,
    colors: [theme.colors.teal[6], theme.colors.blue[5]],
    stroke: { width: [0, 2] },
    xaxis: { categories: board.series.labels.map(formatPeriodLabel), tickAmount: 10 },
    yaxis: [
      { title: { text: t('admin.common.revenue') }, min: 0, labels: { formatter: money } },
      {
        opposite: true,
        title: { text: t('admin.common.orders') },
        min: 0,
        labels: { formatter: (v) => String(Math.round(v)) },
      },
    ],
    tooltip: {
      ...base.tooltip,
      shared: true,
      y: {
        formatter: (value, context) =>
          context?.seriesIndex === 0 ? money(value ?? 0) : formatCount(value ?? 0),
      },
    },
    legend: { position: 'top' },
  };
  return (
    <Chart
      type="line"
      height={300}
      options={options}
      series={[
        { name: t('admin.common.revenue'), type: 'column', data: board.series.revenue },
        { name: t('admin.common.orders'), type: 'line', data: board.series.orders },
      ]}
    />
  );
}

/** A bar chart of the dashboard: its title, the sentence when it has nothing to draw, its bars. */
interface BarChart {
  id: string;
  title: string;
  empty: string;
  name: string;
  color: string;
  rows: Array<{ label: string; value: number }>;
  money?: boolean;
}

function barCharts(board: Dashboard, colors: ReturnType<typeof useMantineTheme>['colors']): BarChart[] {
  const { funnel } = board;
  return [
    {
      id: 'dashboard-funnel',
      title: t('admin.dashboard.visitOrder'),
      // The funnel is empty without visits, whatever its other steps say.
      empty: t('admin.dashboard.nobodyVisitedSitePeriodYet'),
      name: t('admin.dashboard.visits'),
      color: colors.violet[5]!,
      rows:
        funnel.visits > 0
          ? [
              { label: t('admin.dashboard.visits'), value: funnel.visits },
              { label: t('admin.dashboard.addedCart'), value: funnel.cart },
              { label: t('admin.dashboard.checkout'), value: funnel.checkout },
              { label: t('admin.dashboard.ordered'), value: funnel.orders },
              { label: t('admin.dashboard.recoveredOrders'), value: funnel.recovered },
            ]
          : [],
    },
    {
      id: 'dashboard-pages',
      title: t('admin.dashboard.topPages'),
      empty: t('admin.dashboard.noPageWasViewedPeriodYet'),
      name: t('admin.dashboard.pageViews'),
      color: colors.blue[5]!,
      rows: board.topPages.map((row) => ({ label: row.path, value: row.views })),
    },
    {
      id: 'dashboard-products',
      title: t('admin.dashboard.topProducts'),
      empty: t('admin.dashboard.noProductWasSoldPeriodYet'),
      name: t('admin.common.revenue'),
      color: colors.teal[6]!,
      rows: board.topProducts.map((row) => ({ label: row.name, value: row.revenue })),
      money: true,
    },
    {
      id: 'dashboard-leads',
      title: t('admin.dashboard.leadsStage'),
      empty: t('admin.dashboard.noLeadYet'),
      name: t('admin.common.leads'),
      color: colors.orange[5]!,
      rows: board.leadsByStage.some((row) => row.count > 0)
        ? board.leadsByStage.map((row) => ({ label: leadStageName(row.stage), value: row.count }))
        : [],
    },
    {
      id: 'dashboard-countries',
      title: t('admin.dashboard.linkClicksCountry'),
      empty: t('admin.dashboard.noTrackedLinkWasClickedPeriodYet'),
      name: t('admin.common.clicks'),
      color: colors.cyan[6]!,
      rows: board.clicksByCountry.map((row) => ({ label: countryName(row.country), value: row.clicks })),
    },
    {
      id: 'dashboard-campaigns',
      title: t('admin.dashboard.topCampaignsRevenue'),
      empty: t('admin.dashboard.noOrderCameThroughCampaignPeriodYet'),
      name: t('admin.common.revenue'),
      color: colors.grape[5]!,
      rows: board.topCampaigns.map((row) => ({ label: row.campaign, value: row.revenue })),
      money: true,
    },
  ];
}

export default function DashboardCharts({ board }: { board: Dashboard }) {
  const theme = useMantineTheme();
  const money = (value: number) => formatAmount(Math.round(value), board.currency);
  const hasSales = board.series.orders.some((n) => n !== 0) || board.series.revenue.some((n) => n !== 0);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      <ChartCard
        title={t('admin.dashboard.revenueOrders')}
        empty={hasSales ? null : t('admin.dashboard.noOrderWasConfirmedPeriodYet')}
      >
        <RevenueChart board={board} />
      </ChartCard>
      {barCharts(board, theme.colors).map((chart) => (
        <ChartCard key={chart.id} title={chart.title} empty={chart.rows.length ? null : chart.empty}>
          <Bars
            id={chart.id}
            labels={chart.rows.map((row) => row.label)}
            values={chart.rows.map((row) => row.value)}
            name={chart.name}
            color={chart.color}
            format={chart.money ? money : undefined}
          />
        </ChartCard>
      ))}
    </SimpleGrid>
  );
}
