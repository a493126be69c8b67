import { BACKUP_TIME_PATTERN } from '../../../../shared/backups/contract';

/** When backups run: pure functions of the clock, the schedule and the backups already there. */

const DAY_MS = 24 * 60 * 60 * 1000;

export function parseBackupTime(time: string): { hours: number; minutes: number } | null {
  if (!BACKUP_TIME_PATTERN.test(time)) return null;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return { hours, minutes };
}

/**
 * The next time the clock reads `time` (local), strictly after `now`: today if still ahead, else
 * tomorrow. Built from the calendar date, not by adding 24 hours, so a day of 23 or 25 hours (a
 * daylight-saving change) keeps the wall-clock time; a time the clock skips that night (02:30 when
 * it jumps from 02:00 to 03:00) runs when the clock resumes, an hour later.
 */
export function nextRunAt(now: Date, time: string): Date {
  const parsed = parseBackupTime(time);
  if (!parsed) throw new Error(`Not a backup time: ${time}`);
  const at = (dayOffset: number) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + dayOffset, parsed.hours, parsed.minutes);
  const today = at(0);
  return today.getTime() > now.getTime() ? today : at(1);
}

/**
 * A daily run was missed (the machine was off or asleep at the time): the newest backup, or when
 * there is none the schedule itself (`since`), is more than a day old.
 */
export function missedRun(now: Date, newestBackup: Date | null, since: Date): boolean {
  return now.getTime() - (newestBackup ?? since).getTime() > DAY_MS;
}
