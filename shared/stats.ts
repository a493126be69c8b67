/**
 * The daily statistics kept on write (core/stats): each feature adds to its metrics in the same
 * transaction as the change they count, and the dashboard and the links screen read sums of days.
 * A metric's dimension says what it is split by ('' for the total). Each feature names its metrics in its
 * shared folder (shared/<feature>/statistics.ts); this file has what they all use: the days.
 */
/** A day as the statistics key it: the server's local date, YYYY-MM-DD. */
export function localDay(at: Date): string {
  const month = String(at.getMonth() + 1).padStart(2, '0');
  const day = String(at.getDate()).padStart(2, '0');
  return `${at.getFullYear()}-${month}-${day}`;
}

/** The last `days` local days, today included (the range of the dashboard's and the links' periods). */
export function lastDays(days: number, today = localDay(new Date())): { from: string; to: string } {
  return { from: addDays(today, 1 - days), to: today };
}

/** The local day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return localDay(new Date(year!, month! - 1, date! + days));
}

/** The page-view beacon each public page sends once shown (`?path=` the page's path). */
export const PAGE_VIEW_PATH = '/stats/page';

/** A share in basis points (10000 = 100 %), rounded; 0 of nothing. Conversions are kept so. */
export const basisPoints = (part: number, whole: number) =>
  whole > 0 ? Math.round((part * 10_000) / whole) : 0;

/** 1234 basis points → "12.3 %". */
export const formatBasisPoints = (value: number) =>
  `${(value / 100).toLocaleString(undefined, { maximumFractionDigits: 1 })} %`;
