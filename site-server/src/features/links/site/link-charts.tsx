/**
 * The statistics page's charts (SPEC §2, §9): clicks by day as a line and clicks by country as a
 * pie, drawn with apexcharts. Loaded only in the browser (a lazy import): the server and a browser
 * without JavaScript show the tables of the same numbers instead.
 */
import type { ApexOptions } from 'apexcharts';
import { lazy } from 'react';
import { LINK_CHART_TICKS, type LinkPeriod } from '@shared/links/contract';

const ApexChart = lazy(() => import('react-apexcharts'));

export interface DayPoint {
  label: string;
  clicks: number;
}

export interface CountryPoint {
  name: string;
  clicks: number;
}

/** SPEC §9: about 10 ticks for all time; one per day for the 30- and 7-day periods. */
export function tickAmount(period: LinkPeriod, days: number): number {
  const intervals = Math.max(days - 1, 1);
  return period === 'all' ? Math.min(LINK_CHART_TICKS - 1, intervals) : intervals;
}

const accent = '#1d6fa5';
/** Ten distinct colours, so the pie's slices (countries) do not repeat one. */
const palette = [
  '#1d6fa5',
  '#e07a1f',
  '#2e9c5a',
  '#c2414b',
  '#7b5ea7',
  '#8c6d46',
  '#d45d9c',
  '#6b7280',
  '#a3a321',
  '#1fa3b8',
];

export function ClicksLineChart({
  period,
  days,
  seriesName,
}: {
  period: LinkPeriod;
  days: DayPoint[];
  seriesName: string;
}) {
  const options: ApexOptions = {
    chart: {
      id: `clicks-${period}`,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
    },
    colors: [accent],
    stroke: { curve: 'straight', width: 2 },
    markers: { size: days.length <= 31 ? 3 : 0 },
    dataLabels: { enabled: false },
    // Room for the first rotated date label.
    grid: { padding: { left: 16 } },
    xaxis: {
      type: 'category',
      categories: days.map((day) => day.label),
      tickAmount: tickAmount(period, days.length),
      tickPlacement: 'on',
      labels: { rotate: -45, hideOverlappingLabels: true },
    },
    yaxis: {
      min: 0,
      forceNiceScale: true,
      labels: { formatter: (value: number) => String(Math.round(value)) },
    },
    tooltip: { x: { show: true } },
  };
  return (
    <ApexChart
      type="line"
      height={300}
      options={options}
      series={[{ name: seriesName, data: days.map((day) => day.clicks) }]}
    />
  );
}

export function CountryPieChart({ countries }: { countries: CountryPoint[] }) {
  const options: ApexOptions = {
    chart: { toolbar: { show: false }, animations: { enabled: false } },
    colors: palette,
    labels: countries.map((country) => country.name),
    legend: { position: 'bottom' },
    dataLabels: { enabled: true },
  };
  return (
    <ApexChart
      type="pie"
      height={300}
      options={options}
      series={countries.map((country) => country.clicks)}
    />
  );
}
