import type { FigureKey } from '@shared/dashboard/contract';
import { formatMoney } from '@shared/money';
import { formatBasisPoints } from '@shared/stats';

export const figureLabels: Record<FigureKey, string> = {
  visitors: 'Visitors',
  visits: 'Visits',
  pageViews: 'Page views',
  orders: 'Orders',
  revenue: 'Revenue',
  averageOrder: 'Average order',
  leads: 'Leads',
  demoRequests: 'Demo requests',
  newsletterSignups: 'Newsletter sign-ups',
  clicks: 'Link clicks',
  conversion: 'Visit → order',
};

/** What a figure means, for its tooltip. */
export const figureHelp: Partial<Record<FigureKey, string>> = {
  visitors: 'Different people (browsers) who opened the site',
  visits: 'A visitor’s pages until 30 minutes pass without one',
  revenue: 'Confirmed orders, before tax, in the shop’s currency',
  averageOrder: 'Revenue divided by orders',
  clicks: 'Clicks on tracked links by people (robots left out)',
  conversion: 'Visits that ended in an order',
};

const integer = new Intl.NumberFormat();

/** A figure as shown: money in the shop's currency, conversion in percent, counts grouped. */
export function formatFigure(key: FigureKey, value: number, currency: string): string {
  if (key === 'revenue' || key === 'averageOrder') return formatMoney({ amount: value, currency });
  if (key === 'conversion') return formatBasisPoints(value);
  return integer.format(value);
}

export const formatCount = (value: number) => integer.format(value);

/** The change from the previous period: "+12 %", "−5 %", "new" (nothing before), "" (nothing either time). */
export function changeOf(current: number, previous: number): { text: string; trend: 'up' | 'down' | 'flat' } {
  if (previous === 0) return current === 0 ? { text: '', trend: 'flat' } : { text: 'new', trend: 'up' };
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  if (percent === 0) return { text: '±0 %', trend: 'flat' };
  return { text: `${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`, trend: percent > 0 ? 'up' : 'down' };
}

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A series label: a day (YYYY-MM-DD) or a month (YYYY-MM). */
export function formatPeriodLabel(label: string): string {
  const date = new Date(label.length === 7 ? `${label}-01T00:00:00Z` : `${label}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return label;
  return (label.length === 7 ? monthFormat : dayFormat).format(date);
}

const countryNames =
  typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(undefined, { type: 'region' }) : null;

/** A country's name from its ISO code; '' is an address of no known country. */
export function countryName(code: string): string {
  if (!code) return 'Unknown';
  try {
    return countryNames?.of(code) ?? code;
  } catch {
    return code;
  }
}
