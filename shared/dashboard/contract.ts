/**
 * The back office's home (issue 16): the business at a glance. Figures of a period beside the period
 * before it, the charts' series, the lists of records waiting for someone, the top campaigns.
 * Amounts are integer minor units of the shop's currency.
 */
import { z } from 'zod';
import { numeric } from '../api/numeric';
import { leadStages } from '../leads/contract';

/** The periods the dashboard offers: today, and the last 7, 30 and 365 days (today included). */
export const dashboardPeriods = [1, 7, 30, 365] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

export const dashboardQuerySchema = z.object({
  days: numeric(z.number().int())
    .refine((days) => (dashboardPeriods as readonly unknown[]).includes(days), {
      message: 'The period must be 1, 7, 30 or 365 days.',
    })
    .transform((days) => days as DashboardPeriod)
    .default(7),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The figures, in the order the dashboard shows them. */
export const figureKeys = [
  'visitors',
  'visits',
  'pageViews',
  'orders',
  'revenue',
  'averageOrder',
  'leads',
  'demoRequests',
  'newsletterSignups',
  'clicks',
  'conversion',
  'recoveredRevenue',
] as const;
export type FigureKey = (typeof figureKeys)[number];

const figureSchema = z.object({
  key: z.enum(figureKeys),
  current: z.number(),
  previous: z.number(),
});
export type Figure = z.infer<typeof figureSchema>;

const rangeSchema = z.object({ from: z.string(), to: z.string() });

export const dashboardSchema = z.object({
  days: z.number(),
  /** The period and the one before it (local days, both ends included). */
  current: rangeSchema,
  previous: rangeSchema,
  currency: z.string(),
  /**
   * One definition per figure (docs/dashboard.md, and the tooltip beside each figure): revenue and the
   * average order are before tax; conversion is the orders figure divided by the visits figure, in
   * basis points (10000 = 100 %); recovered revenue is that of the orders placed from an abandoned
   * cart's recovery link (before tax).
   */
  figures: z.array(figureSchema),
  /** Revenue and orders per day of the period (per month for the year). */
  series: z.object({
    labels: z.array(z.string()),
    revenue: z.array(z.number()),
    orders: z.array(z.number()),
  }),
  /** Visits that reached a cart, the checkout, an order; and the orders placed from a cart recovery mail's link. */
  funnel: z.object({
    visits: z.number(),
    cart: z.number(),
    checkout: z.number(),
    orders: z.number(),
    recovered: z.number(),
  }),
  topPages: z.array(z.object({ path: z.string(), views: z.number() })),
  topProducts: z.array(
    z.object({ id: z.number(), name: z.string(), units: z.number(), revenue: z.number() }),
  ),
  /** Open and closed leads by stage now (the pipeline, whatever the period). */
  leadsByStage: z.array(z.object({ stage: z.enum(leadStages), count: z.number() })),
  clicksByCountry: z.array(z.object({ country: z.string(), clicks: z.number() })),
  /** Revenue of the period by the campaign of the tracked link that brought the buyer (last touch). */
  topCampaigns: z.array(z.object({ campaign: z.string(), revenue: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The lists of records waiting for someone, each row opening its record. */
export const dashboardListKeys = [
  'ordersToHandle',
  'quotationsAwaitingSignature',
  'newLeads',
  'transfersAwaitingPayment',
  'outboxErrors',
] as const;
export type DashboardListKey = (typeof dashboardListKeys)[number];

export const dashboardRowSchema = z.object({
  /** The record the row opens (a model of the back office's record screens) and its id. */
  model: z.string(),
  id: z.number(),
  title: z.string(),
  detail: z.string(),
  /** An amount with its currency, when the record has one. */
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  date: z.string(),
});
export type DashboardRow = z.infer<typeof dashboardRowSchema>;

export const dashboardListsSchema = z.array(
  z.object({ key: z.enum(dashboardListKeys), total: z.number(), rows: z.array(dashboardRowSchema) }),
);
export type DashboardLists = z.infer<typeof dashboardListsSchema>;

/** Rows shown per list (the total says how many there are). */
export const DASHBOARD_LIST_ROWS = 5;
