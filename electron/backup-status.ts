import { stat } from 'node:fs/promises';
import { backupIsStale } from '../shared/backups/staleness';
import { listBackups } from '../site-server/src/core/db/backup-files';

/** What the desktop app says about backups: a line in the Vitrine menu, and a warning at start. */
export interface DesktopBackupStatus {
  /** When the newest backup was taken, or null when there is none. */
  newest: Date | null;
  /** The menu's line, e.g. "Last backup: 2026-11-25 02:00". */
  label: string;
  /** Shown once per start when the newest backup is older than two days; null when all is well. */
  warning: { message: string; detail: string } | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Local date and time, YYYY-MM-DD HH:MM (the same in every locale, like the backups' names). */
export const formatLocal = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;

/**
 * The status from the newest backup's time and when the database first existed (`databaseSince`: a
 * new install is not warned about before it is two days old).
 */
export function backupStatus(
  newest: Date | null,
  databaseSince: Date | null,
  now: Date,
): DesktopBackupStatus {
  const label = newest ? `Last backup: ${formatLocal(newest)}` : 'Last backup: none yet';
  if (!backupIsStale(newest, databaseSince, now)) return { newest, label, warning: null };
  return {
    newest,
    label,
    warning: {
      message: newest
        ? `The last backup is more than two days old (${formatLocal(newest)}).`
        : 'Vitrine has not been backed up yet.',
      detail:
        'Backups run every day at the time set in Settings → Backups, while Vitrine is open. ' +
        'Back up now, and check the schedule (the last run may have failed).',
    },
  };
}

/** Reads the status from the data dir: its backups folder and the database file. */
export async function readBackupStatus(
  place: { dbFile: string; backupsDir: string },
  now = new Date(),
): Promise<DesktopBackupStatus> {
  const newest = (await listBackups(place.backupsDir))[0]?.takenAt ?? null;
  let since: Date | null = null;
  try {
    const info = await stat(place.dbFile);
    // birthtime where the file system keeps it, else the last change (never older than the truth).
    since = info.birthtimeMs > 0 ? info.birthtime : info.ctime;
  } catch {
    since = null; // no database yet: nothing to warn about
  }
  return backupStatus(newest, since, now);
}
