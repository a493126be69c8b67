/** The abandoned-cart recovery's daily statistics (core/stats), summed by the dashboard. */
export const recoveryMetrics = {
  /** Recovery mails sent (day the mail was queued). */
  mailsSent: 'recovery.mails',
  /** Orders placed from a recovery link (confirmed), and their revenue before tax in the shop's currency. */
  recoveredOrders: 'recovery.orders',
  recoveredRevenue: 'recovery.revenue',
} as const;
