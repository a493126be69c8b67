/**
 * The daily statistics kept on write (core/stats): each feature adds to its metrics in the same
 * transaction as the change they count, and the dashboard and the links screen read sums of days.
 * A metric's dimension says what it is split by ('' for the total).
 */
export const statMetrics = {
  /** Page views: '' the total, else by path (a page's address without query). */
  pageViews: 'page_views',
  /** Visits by the day they started, and those of them that reached a cart, the checkout, an order. */
  visits: 'visits',
  visitsWithCart: 'visits.cart',
  visitsWithCheckout: 'visits.checkout',
  visitsWithOrder: 'visits.order',
  /** Human clicks on tracked links: the total, by country (ISO code, '' unknown), by link id. */
  clicks: 'clicks',
  clicksByCountry: 'clicks.country',
  clicksByLink: 'clicks.link',
  /** Orders confirmed (paid, or confirmed by staff) and their revenue in the shop's currency (minor units). */
  orders: 'orders',
  revenue: 'revenue',
  /** Revenue by the order's campaign (its tracked link's, last touch); '' none. */
  revenueByCampaign: 'revenue.campaign',
  /** Units and revenue by product (template id). */
  productUnits: 'product.units',
  productRevenue: 'product.revenue',
  /** Leads created, demo requests among them; the leads in each stage now (a running total). */
  leads: 'leads',
  leadsByStage: 'leads.stage',
  demoRequests: 'demo_requests',
  /** Newsletter subscriptions confirmed. */
  newsletterSignups: 'newsletter_signups',
} as const;

/** First- and last-touch attribution to tracked links: orders, revenue and leads by link id. */
export const touchMetrics = {
  first: { orders: 'orders.link.first', revenue: 'revenue.link.first', leads: 'leads.link.first' },
  last: { orders: 'orders.link.last', revenue: 'revenue.link.last', leads: 'leads.link.last' },
} as const;

export type TouchModel = keyof typeof touchMetrics;

/** The tracked links that brought a visitor: the first one and the latest one (null: none). */
export interface Touch {
  firstLinkId: number | null;
  lastLinkId: number | null;
}

export const NO_TOUCH: Touch = { firstLinkId: null, lastLinkId: null };

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
