/**
 * Privacy by default and retention (issue 32 item 6, issue 33 item 6): click addresses are stored
 * anonymised unless a setting keeps them; raw clicks, site visits, abandoned carts, the outbox's mail
 * bodies and the server's log files are removed once older than their period, by a scheduled job,
 * while the daily statistics stay.
 */
import { z } from 'zod';

/** The periods and their defaults: raw clicks 13 months (issue 32), the rest as a small shop needs. */
export const RETENTION_DEFAULTS = {
  keepFullClickAddresses: false,
  clicksMonths: 13,
  visitsMonths: 13,
  abandonedCartsDays: 90,
  mailBodiesDays: 90,
  logsDays: 30,
} as const;

/** Bounds of the periods: months 1 to 10 years, days 1 to 10 years. */
export const RETENTION_MAX_MONTHS = 120;
export const RETENTION_MAX_DAYS = 3650;

export const retentionSettingsSchema = z.object({
  keepFullClickAddresses: z.boolean(),
  clicksMonths: z.number(),
  visitsMonths: z.number(),
  abandonedCartsDays: z.number(),
  mailBodiesDays: z.number(),
  logsDays: z.number(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** The periods, by what they keep; the server checks the bounds and words its refusal in the staff member's language. */
export const retentionPeriods = [
  { field: 'clicksMonths', unit: 'months' },
  { field: 'visitsMonths', unit: 'months' },
  { field: 'abandonedCartsDays', unit: 'days' },
  { field: 'mailBodiesDays', unit: 'days' },
  { field: 'logsDays', unit: 'days' },
] as const;
export type RetentionPeriodField = (typeof retentionPeriods)[number]['field'];
