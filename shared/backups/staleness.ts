import { BACKUP_STALE_MS } from './contract';

/**
 * Is it time to warn about backups? When the newest backup is older than two days, or when there is
 * none although the data has been there for more than two days (`since`: when the schedule, or the
 * database, first existed). Shared by the back office's overview and the desktop app.
 */
export function backupIsStale(newest: Date | null, since: Date | null, now: Date): boolean {
  const reference = newest ?? since;
  return reference !== null && now.getTime() - reference.getTime() > BACKUP_STALE_MS;
}
