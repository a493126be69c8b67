import type { Logger } from 'pino';
import {
  BACKUP_DEFAULT_KEEP,
  type BackupRun,
  type BackupSchedule,
} from '../../../../shared/backups/contract';
import { listBackups } from '../../core/db/backup';
import { runBackup, type BackupPlace } from './backup-runner';
import { missedRun, nextRunAt } from './schedule';

export interface SchedulerOptions {
  place: BackupPlace;
  logger: Logger;
  /** The clock (tests move it). */
  now?: () => Date;
  /** How long after the start a missed run is made up (default one minute: the app starts first). */
  catchUpDelayMs?: number;
  /** Longest single wait: the plan is checked again at least this often, so a changed clock or a machine that slept is noticed (default an hour). */
  maxWaitMs?: number;
}

/**
 * Runs the daily backup at the schedule's local time with one timer (no polling loop), makes up a
 * run missed while the machine was off, and runs one backup at a time (a "Back up now" during a
 * scheduled run waits for it).
 */
export class BackupScheduler {
  private timer: NodeJS.Timeout | null = null;
  private schedule: BackupSchedule | null = null;
  private due: Date | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private readonly now: () => Date;

  constructor(private readonly options: SchedulerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** When the next scheduled run is, or null when off. */
  get nextRunAt(): Date | null {
    return this.due;
  }

  /** Starts (or re-plans after the schedule changed). `since`: when the schedule was first saved. */
  async plan(schedule: BackupSchedule, since: Date, { atStart = false } = {}): Promise<void> {
    this.schedule = schedule;
    this.clear();
    if (this.stopped || !schedule.enabled) return;
    if (atStart) {
      const newest = (await listBackups(this.options.place.backupsDir))[0]?.takenAt ?? null;
      if (this.stopped || this.schedule !== schedule) return; // stopped or re-planned meanwhile
      if (missedRun(this.now(), newest, since)) {
        this.due = new Date(this.now().getTime() + (this.options.catchUpDelayMs ?? 60_000));
        this.options.logger.info({ due: this.due }, 'backups: a daily backup was missed, making it up');
        this.wait('catch-up');
        return;
      }
    }
    this.due = nextRunAt(this.now(), schedule.time);
    this.wait('schedule');
  }

  /** A backup now, after any run in progress. */
  runNow(trigger: BackupRun['trigger'] = 'manual'): Promise<BackupRun> {
    const run = this.queue.then(() =>
      runBackup(this.options.place, {
        keep: this.schedule?.keep ?? BACKUP_DEFAULT_KEEP,
        trigger,
        now: this.now(),
      }),
    );
    this.queue = run.catch(() => undefined);
    return run.then((outcome) => {
      const log = this.options.logger;
      if (outcome.ok) log.info({ run: outcome }, 'backups: backup written and checked');
      else log.error({ run: outcome }, 'backups: backup failed');
      return outcome;
    });
  }

  /** Stops the timer and waits for a run in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clear();
    await this.queue;
  }

  private clear() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.due = null;
  }

  private wait(trigger: BackupRun['trigger']) {
    const due = this.due;
    if (!due) return;
    const delay = Math.max(
      0,
      Math.min(due.getTime() - this.now().getTime(), this.options.maxWaitMs ?? 3_600_000),
    );
    this.timer = setTimeout(() => void this.wake(trigger), delay);
    // A pending backup never keeps a finished process alive.
    this.timer.unref();
  }

  private async wake(trigger: BackupRun['trigger']) {
    this.timer = null;
    const due = this.due;
    const schedule = this.schedule;
    if (!due || !schedule || this.stopped) return;
    if (this.now().getTime() < due.getTime()) return this.wait(trigger); // a shortened wait: not yet
    this.due = null;
    await this.runNow(trigger);
    if (this.stopped || this.schedule !== schedule || this.timer) return; // re-planned meanwhile
    // From the time it was due, so a run that took long or a clock a little behind never runs twice.
    this.due = nextRunAt(new Date(Math.max(this.now().getTime(), due.getTime())), schedule.time);
    this.wait('schedule');
  }
}
