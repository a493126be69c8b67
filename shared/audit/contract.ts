/** The audit log's contract (issue 16): what an entry says, the list's filters and answers. */
import { z } from 'zod';
import { MAX_ID, numeric } from '../api/numeric';

/** What a staff member did. Changes of records are create/update/delete; the others name the act. */
export const auditActions = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'send',
  'sign_in',
  'sign_in_failed',
  'role_change',
  'settings',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  send: 'Sent',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  role_change: 'Role changed',
  settings: 'Settings changed',
};

/**
 * One changed field: its value before and after, as text (null: none; secrets show '••••' and at most
 * their last 4 characters). `currency` marks an amount: before and after are then integer minor units
 * of that currency (ISO 4217), which the screen shows as money in the reader's language.
 */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  currency: z.string().optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** Entries per page of the back office's list. */
export const AUDIT_PAGE_SIZE = 50;

/** A day as the date inputs send it (2026-11-25), read as UTC. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'A date is written YYYY-MM-DD.' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), { message: 'This is not a date.' });

const emptyIsNone = (value: unknown) => (value === '' ? undefined : value);

export const auditListQuerySchema = z.object({
  userId: z.preprocess(emptyIsNone, numeric(z.number().int().positive().max(MAX_ID)).optional()),
  model: z.preprocess(emptyIsNone, z.string().trim().max(100).optional()),
  action: z.preprocess(emptyIsNone, z.enum(auditActions).optional()),
  /** From this day on (UTC), inclusive. */
  from: z.preprocess(emptyIsNone, day.optional()),
  /** Up to this day (UTC), inclusive. */
  to: z.preprocess(emptyIsNone, day.optional()),
  page: z.preprocess(emptyIsNone, numeric(z.number().int().positive().max(MAX_ID)).default(1)),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  userId: z.number().nullable(),
  userName: z.string(),
  ip: z.string().nullable(),
  action: z.enum(auditActions),
  model: z.string(),
  recordId: z.string().nullable(),
  /** The record's latest name in the log (an order's number, a page's title now), else '' (the CSV keeps each entry's own). */
  recordName: z.string(),
  changes: z.array(auditChangeSchema),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** What the filters offer: the people and the kinds of record the log has entries of. */
export const auditFiltersSchema = z.object({
  users: z.array(z.object({ id: z.number(), name: z.string() })),
  models: z.array(z.string()),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** 'title: About → About us' — one change as the list and the CSV show it. */
export function describeChange(change: AuditChange): string {
  if (change.before === null) return `${change.field}: ${change.after ?? '∅'}`;
  return `${change.field}: ${change.before} → ${change.after ?? '∅'}`;
}
