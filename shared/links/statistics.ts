/** The links' daily statistics (core/stats) and what traces visits, leads and orders to them. */
export const linkMetrics = {
  /** Human clicks on tracked links: the total, by country (ISO code, '' unknown), by link id. */
  clicks: 'clicks',
  clicksByCountry: 'clicks.country',
  clicksByLink: 'clicks.link',
} as const;

/**
 * First- and last-touch attribution: orders, revenue and leads by link id, kept by the orders and the
 * leads, summed by the links screen.
 */
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
