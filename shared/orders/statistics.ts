/** The orders' daily statistics (core/stats), counted on the day an order is confirmed. */
export const orderMetrics = {
  /** Orders confirmed (paid, or confirmed by staff) and their revenue before tax in the shop's currency. */
  orders: 'orders',
  revenue: 'revenue',
  /** Revenue by the order's campaign (its tracked link's, last touch); '' none. */
  revenueByCampaign: 'revenue.campaign',
  /** Units and revenue by product (template id). */
  productUnits: 'product.units',
  productRevenue: 'product.revenue',
} as const;
