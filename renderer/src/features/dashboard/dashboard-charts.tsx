/**
 * The dashboard's charts (ApexCharts, loaded with this module only): revenue and orders over time, the
 * visit → order funnel, top pages, top products, leads by stage, clicks by country. Each shows a
 * sentence instead when it has nothing to draw, and follows Mantine's light or dark scheme.
 */
import 'apexcharts/bar';
import 'apexcharts/line';
import 'apexcharts/features/legend';

import { Paper, SimpleGrid, Text, Title, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts/core';
import type { Dashboard } from '@shared/dashboard/contract';
import { leadStageLabels } from '@shared/leads/contract';
import { formatMoney } from '@shared/money';
import type { ReactNode } from 'react';
import { countryName, formatCount, formatPeriodLabel } from './dashboard-format';

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
  const money = (value: number) => formatMoney({ amount: Math.round(value), currency: board.currency });
  const options: ApexOptions = {
    ...base,
    colors: [theme.colors.teal[6], theme.colors.blue[5]],
    stroke: { width: [0, 2] },
    xaxis: { categories: board.series.labels.map(formatPeriodLabel), tickAmount: 10 },
    yaxis: [
      { title: { text: 'Revenue' }, min: 0, labels: { formatter: money } },
      {
        opposite: true,
        title: { text: 'Orders' },
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
        { name: 'Revenue', type: 'column', data: board.series.revenue },
        { name: 'Orders', type: 'line', data: board.series.orders },
      ]}
    />
  );
}

export default function DashboardCharts({ board }: { board: Dashboard }) {
  const theme = useMantineTheme();
  const money = (value: number) => formatMoney({ amount: Math.round(value), currency: board.currency });
  const hasSales = board.series.orders.some((n) => n !== 0) || board.series.revenue.some((n) => n !== 0);
  const funnel = [
    ['Visits', board.funnel.visits],
    ['Added to cart', board.funnel.cart],
    ['Checkout', board.funnel.checkout],
    ['Ordered', board.funnel.orders],
  ] as const;
  const leads = board.leadsByStage;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      <ChartCard
        title="Revenue and orders"
        empty={hasSales ? null : 'No order was confirmed in this period yet.'}
      >
        <RevenueChart board={board} />
      </ChartCard>
      <ChartCard
        title="From visit to order"
        empty={board.funnel.visits > 0 ? null : 'Nobody visited the site in this period yet.'}
      >
        <Bars
          id="dashboard-funnel"
          labels={funnel.map(([label]) => label)}
          values={funnel.map(([, value]) => value)}
          name="Visits"
          color={theme.colors.violet[5]}
        />
      </ChartCard>
      <ChartCard
        title="Top pages"
        empty={board.topPages.length ? null : 'No page was viewed in this period yet.'}
      >
        <Bars
          id="dashboard-pages"
          labels={board.topPages.map((row) => row.path)}
          values={board.topPages.map((row) => row.views)}
          name="Page views"
          color={theme.colors.blue[5]}
        />
      </ChartCard>
      <ChartCard
        title="Top products"
        empty={board.topProducts.length ? null : 'No product was sold in this period yet.'}
      >
        <Bars
          id="dashboard-products"
          labels={board.topProducts.map((row) => row.name)}
          values={board.topProducts.map((row) => row.revenue)}
          name="Revenue"
          color={theme.colors.teal[6]}
          format={money}
        />
      </ChartCard>
      <ChartCard title="Leads by stage" empty={leads.some((row) => row.count > 0) ? null : 'No lead yet.'}>
        <Bars
          id="dashboard-leads"
          labels={leads.map((row) => leadStageLabels[row.stage])}
          values={leads.map((row) => row.count)}
          name="Leads"
          color={theme.colors.orange[5]}
        />
      </ChartCard>
      <ChartCard
        title="Link clicks by country"
        empty={board.clicksByCountry.length ? null : 'No tracked link was clicked in this period yet.'}
      >
        <Bars
          id="dashboard-countries"
          labels={board.clicksByCountry.map((row) => countryName(row.country))}
          values={board.clicksByCountry.map((row) => row.clicks)}
          name="Clicks"
          color={theme.colors.cyan[6]}
        />
      </ChartCard>
      <ChartCard
        title="Top campaigns by revenue"
        empty={board.topCampaigns.length ? null : 'No order came through a campaign in this period yet.'}
      >
        <Bars
          id="dashboard-campaigns"
          labels={board.topCampaigns.map((row) => row.campaign)}
          values={board.topCampaigns.map((row) => row.revenue)}
          name="Revenue"
          color={theme.colors.grape[5]}
          format={money}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
