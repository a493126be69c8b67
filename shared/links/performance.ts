/**
 * What tracked links bring (issue 16, revenue traced to links): per link, campaign, medium or source,
 * the human clicks, and the leads, confirmed orders and revenue (before tax, the shop's currency, minor
 * units) of the visitors a link brought first or last.
 */
import { z } from 'zod';
import { numeric } from '../api/numeric';

export const performanceGroups = ['link', 'campaign', 'medium', 'source'] as const;
export type PerformanceGroup = (typeof performanceGroups)[number];

/** First touch: the link that first brought the visitor; last touch: the latest one before the lead or order. */
export const touchModels = ['last', 'first'] as const;

/** 0: since the beginning. */
export const performancePeriods = [0, 7, 30, 365] as const;

export const performanceQuerySchema = z.object({
  by: z.enum(performanceGroups).default('link'),
  touch: z.enum(touchModels).default('last'),
  days: numeric(z.number().int())
    .refine((days) => (performancePeriods as readonly number[]).includes(days), {
      message: 'The period must be 0 (all), 7, 30 or 365 days.',
    })
    .default(0),
});
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

export const performanceRowSchema = z.object({
  /** The link's, campaign's, medium's or source's id; null: links without one. */
  id: z.number().nullable(),
  label: z.string(),
  /** The link's short code (rows by link only). */
  code: z.string().nullable(),
  clicks: z.number(),
  leads: z.number(),
  orders: z.number(),
  revenue: z.number(),
  /** Orders per click, in basis points (10000 = 100 %). */
  conversion: z.number(),
});
export type PerformanceRow = z.infer<typeof performanceRowSchema>;

export const performanceSchema = z.object({
  currency: z.string(),
  rows: z.array(performanceRowSchema),
});
export type Performance = z.infer<typeof performanceSchema>;
