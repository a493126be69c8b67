/** The visits' daily statistics (core/stats), kept by the analytics feature, summed by the dashboard. */
export const analyticsMetrics = {
  /** Page views: '' the total, else by path (a page's address without query). */
  pageViews: 'page_views',
  /** Visits by the day they started, and those of them that reached a cart, the checkout, an order. */
  visits: 'visits',
  visitsWithCart: 'visits.cart',
  visitsWithCheckout: 'visits.checkout',
  visitsWithOrder: 'visits.order',
} as const;
