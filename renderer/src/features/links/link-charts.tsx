/**
 * The two charts of a link's statistics, the same as on the public statistics page (/r/{code}+):
 * clicks per day (a line) and clicks per country (a pie). This module is loaded on demand: ApexCharts
 * is the largest part of the back office and only this screen needs it. Only the core and the two
 * chart types used here are bundled (the tree-shakable entry points of apexcharts).
 */
import 'apexcharts/line';
import 'apexcharts/pie';
import 'apexcharts/features/legend';

import { Paper, SimpleGrid, Text, useMantineTheme } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts/core';
import { LINK_CHART_TICKS, type LinkPeriod, type PeriodStatistics } from '@shared/links/contract';
import { dateTimeFormat, t } from '../../app/i18n';

/** Countries beyond this many are summed up as one 'Other countries' slice. */
const PIE_SLICES = 8;

const periodNames = (): Record<LinkPeriod, string> => ({
  all: t('admin.links.allTime'),
  month: t('admin.links.last30Days'),
  week: t('admin.links.last7Days'),
});

const shortDate: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
const fullDate: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** A chart's day (YYYY-MM-DD) in the person's locale. */
function formatDay(day: string | number | undefined, options: Intl.DateTimeFormatOptions): string {
  if (typeof day !== 'string') return String(day ?? '');
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateTimeFormat(options).format(date);
}

function ClicksPerDayChart({ period, name }: { period: PeriodStatistics; name: LinkPeriod }) {
  const theme = useMantineTheme();
  const days = period.byDay.map((entry) => entry.day);
  // SPEC §9: about 10 ticks; the week shows each of its 7 days.
  const ticks = Math.max(1, Math.min(LINK_CHART_TICKS, days.length - 1));
  const options: ApexOptions = {
    chart: {
      id: `link-clicks-${name}`,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: theme.fontFamily,
    },
    colors: [theme.colors.teal[6]],
    stroke: { width: 2, curve: 'straight' },
    markers: { size: days.length <= 31 ? 3 : 0 },
    dataLabels: { enabled: false },
    xaxis: {
      categories: days,
      tickAmount: ticks,
      labels: { rotate: 0, hideOverlappingLabels: true, formatter: (value) => formatDay(value, shortDate) },
      tooltip: { enabled: false },
    },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (value) => String(Math.round(value)) } },
    tooltip: {
      x: { formatter: (_value, context) => formatDay(days[context?.dataPointIndex ?? -1], fullDate) },
    },
    grid: { borderColor: theme.colors.gray[2] },
  };
  return (
    <Chart
      type="line"
      height={280}
      options={options}
      series={[{ name: t('admin.common.clicks'), data: period.byDay.map((entry) => entry.clicks) }]}
    />
  );
}

function ClicksPerCountryChart({ period, name }: { period: PeriodStatistics; name: LinkPeriod }) {
  const theme = useMantineTheme();
  const shown = period.byCountry.slice(0, PIE_SLICES);
  const others = period.byCountry.slice(PIE_SLICES).reduce((sum, row) => sum + row.clicks, 0);
  const labels = [
    ...shown.map((row) => row.country),
    ...(others > 0 ? [t('admin.links.otherCountries')] : []),
  ];
  const series = [...shown.map((row) => row.clicks), ...(others > 0 ? [others] : [])];
  const options: ApexOptions = {
    chart: { id: `link-countries-${name}`, animations: { enabled: false }, fontFamily: theme.fontFamily },
    labels,
    legend: { position: 'bottom' },
    colors: ['teal', 'blue', 'orange', 'grape', 'yellow', 'cyan', 'pink', 'lime', 'gray'].map(
      (color) => theme.colors[color]![6]!,
    ),
    dataLabels: { enabled: true },
  };
  return <Chart type="pie" height={300} options={options} series={series} />;
}

export default function LinkCharts({ period, name }: { period: PeriodStatistics; name: LinkPeriod }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Paper withBorder p="md" role="figure" aria-label={t('admin.links.clicksPerDayX', periodNames()[name])}>
        <Text fw={500} mb="xs">
          {t('admin.links.clicksPerDay')}
        </Text>
        <ClicksPerDayChart period={period} name={name} />
      </Paper>
      <Paper
        withBorder
        p="md"
        role="figure"
        aria-label={t('admin.links.clicksPerCountryX', periodNames()[name])}
      >
        <Text fw={500} mb="xs">
          {t('admin.links.clicksPerCountry')}
        </Text>
        <ClicksPerCountryChart period={period} name={name} />
      </Paper>
    </SimpleGrid>
  );
}
