import type { FigureKey } from '@shared/dashboard/contract';
import { currentLocale, dateTimeFormat, formatAmount, formatNumber, formatShare, t } from '../../app/i18n';

export const figureLabels = (): Record<FigureKey, string> => ({
  visitors: t('admin.dashboard.visitors'),
  visits: t('admin.dashboard.visits'),
  pageViews: t('admin.dashboard.pageViews'),
  orders: t('admin.common.orders'),
  revenue: t('admin.dashboard.revenueExclTax'),
  averageOrder: t('admin.dashboard.averageOrderExclTax'),
  leads: t('admin.common.leads'),
  demoRequests: t('admin.dashboard.demoRequests'),
  newsletterSignups: t('admin.dashboard.newsletterSignUps'),
  clicks: t('admin.dashboard.linkClicks'),
  conversion: t('admin.dashboard.visitOrder2'),
  recoveredRevenue: t('admin.dashboard.recoveredRevenue'),
});

/** What each figure counts, one definition each (docs/dashboard.md), for the tooltip beside it. */
export const figureHelp = (): Record<FigureKey, string> => ({
  visitors: t('admin.dashboard.differentPeopleBrowsersWhoOpenedSite'),
  visits: t('admin.dashboard.visitorsPagesUntil30MinutesPass'),
  pageViews: t('admin.dashboard.helpPageViews'),
  orders: t('admin.dashboard.helpOrders'),
  revenue: t('admin.dashboard.helpRevenue'),
  averageOrder: t('admin.dashboard.helpAverageOrder'),
  leads: t('admin.dashboard.helpLeads'),
  demoRequests: t('admin.dashboard.helpDemoRequests'),
  newsletterSignups: t('admin.dashboard.helpNewsletterSignups'),
  clicks: t('admin.dashboard.clicksTrackedLinksPeopleRobotsLeft'),
  conversion: t('admin.dashboard.helpConversion'),
  recoveredRevenue: t('admin.dashboard.helpRecoveredRevenue'),
});

/** A figure as shown: money in the shop's currency, conversion in percent, counts grouped. */
export function formatFigure(key: FigureKey, value: number, currency: string): string {
  if (key === 'revenue' || key === 'averageOrder' || key === 'recoveredRevenue')
    return formatAmount(value, currency);
  if (key === 'conversion') return formatShare(value);
  return formatNumber(value);
}

export const formatCount = (value: number) => formatNumber(value);

/** The change from the previous period: "+12 %", "−5 %", "new" (nothing before), "" (nothing either time). */
export function changeOf(current: number, previous: number): { text: string; trend: 'up' | 'down' | 'flat' } {
  if (previous === 0)
    return current === 0
      ? { text: '', trend: 'flat' }
      : { text: t('admin.dashboard.changeNew'), trend: 'up' };
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  if (percent === 0) return { text: '±0 %', trend: 'flat' };
  return { text: `${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`, trend: percent > 0 ? 'up' : 'down' };
}

/** A series label: a day (YYYY-MM-DD) or a month (YYYY-MM). */
export function formatPeriodLabel(label: string): string {
  const date = new Date(label.length === 7 ? `${label}-01T00:00:00Z` : `${label}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return label;
  return dateTimeFormat(
    label.length === 7
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ).format(date);
}

const countryNames = new Map<string, Intl.DisplayNames>();

/** Country names in the current language. */
function countryNamesHere(): Intl.DisplayNames | null {
  if (typeof Intl.DisplayNames !== 'function') return null;
  const locale = currentLocale();
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region' });
    countryNames.set(locale, names);
  }
  return names;
}

/** A country's name from its ISO code; '' is an address of no known country. */
export function countryName(code: string): string {
  if (!code) return t('admin.dashboard.unknown');
  try {
    return countryNamesHere()?.of(code) ?? code;
  } catch {
    return code;
  }
}
