/**
 * Contract of the scheduled backups (issue 16): the schedule kept in Settings, the backups in the
 * data dir with what their check found, the last run. Admin only. SQLite only: on PostgreSQL the
 * overview says so (`available: false`) and the schedule stays off.
 */
import { z } from 'zod';

/** Default schedule: every day at 02:00 (the server's local time), keeping the newest 7. */
export const BACKUP_DEFAULT_TIME = '02:00';
export const BACKUP_DEFAULT_KEEP = 7;
export const BACKUP_KEEP_MAX = 365;
/** The back office and the desktop app warn when the newest backup is older than this. */
export const BACKUP_STALE_MS = 2 * 24 * 60 * 60 * 1000;
/** HH:MM on a 24-hour clock. */
export const BACKUP_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const backupScheduleSchema = z.object({
  enabled: z.boolean(),
  /** Local time of the daily backup, HH:MM. */
  time: z.string(),
  /** How many backups are kept; older ones are deleted after a checked backup. */
  keep: z.number(),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

/** The input is checked by the server (its messages in the staff member's language). */
export const backupScheduleInputSchema = z.object({
  enabled: z.boolean(),
  time: z.string().max(20),
  keep: z.number(),
});
export type BackupScheduleInput = z.infer<typeof backupScheduleInputSchema>;

export const backupCheckSchema = z.object({
  checkedAt: z.string(),
  ok: z.boolean(),
  integrity: z.string(),
  rowCounts: z.record(z.string(), z.number()),
  rows: z.number(),
  problem: z.string().nullable(),
});
export type BackupCheckView = z.infer<typeof backupCheckSchema>;

export const backupFileSchema = z.object({
  name: z.string(),
  /** ISO time the backup was taken. */
  takenAt: z.string(),
  bytes: z.number(),
  /** Its check, or null for a backup made without one (an older version, a copy put there by hand). */
  check: backupCheckSchema.nullable(),
});
export type BackupFileView = z.infer<typeof backupFileSchema>;

export const backupRunSchema = z.object({
  /** ISO time the run started. */
  at: z.string(),
  trigger: z.enum(['schedule', 'catch-up', 'manual']),
  ok: z.boolean(),
  /** The backup's file name, when one was written. */
  file: z.string().nullable(),
  error: z.string().nullable(),
  /** Backups deleted because more than `keep` were there. */
  pruned: z.array(z.string()),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupOverviewSchema = z.object({
  /** False on PostgreSQL: `notice` says why and what to do instead. */
  available: z.boolean(),
  notice: z.string().nullable(),
  schedule: backupScheduleSchema,
  /** ISO time of the next scheduled run, null when off. */
  nextRunAt: z.string().nullable(),
  lastRun: backupRunSchema.nullable(),
  /** Newest first. */
  backups: z.array(backupFileSchema),
  /** A warning to show: no backup, the newest older than two days, or the last run failed. */
  warning: z.string().nullable(),
  /** Where the backups are written (the data dir's backups folder). */
  folder: z.string(),
});
export type BackupOverview = z.infer<typeof backupOverviewSchema>;
