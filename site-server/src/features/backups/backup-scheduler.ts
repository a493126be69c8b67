import type { Logger } from 'pino';
import {
  BACKUP_DEFAULT_KEEP,
  type BackupRun,
  type BackupSchedule,
} from '../../../../shared/backups/contract';
import { listBackups } from '../../core/db/backup';
import type { TransactionRunner } from '../../core/db/transaction';
import type { JobQueue } from '../../core/jobs';
import { runBackup, type BackupPlace } from './backup-runner';
import { missedRun, nextRunAt } from './schedule';

declare module '../../core/jobs' {
  interface VitrineJobs {
    /** The backup due at `due` (the schedule's time, or a missed day made up), SQLite only. */
    'backups.run': { due: string; trigger: 'schedule' | 'catch-up' };
  }
}

export interface SchedulerOptions {
  place: BackupPlace;
  logger: Logger;
  /** The job queue that runs the planned backups (a `backups.run` job at each due time). */
  jobs: JobQueue;
  transaction: TransactionRunner;
  /** The clock (tests move it; give the job queue the same). */
  now?: () => Date;
  /** How long after the start a missed run is made up (default one minute: the app starts first). */
  catchUpDelayMs?: number;
}

/** A backup may take minutes on a large database: no other run takes its job over before this. */
const BACKUP_LEASE_MS = 30 * 60_000;

/**
 * Runs the daily backup at the schedule's local time, makes up a run missed while the machine was off,
 * and runs one backup at a time (a "Back up now" during a scheduled run waits for it). Each planned run
 * is a `backups.run` job due at its time (docs/jobs.md); a job of an earlier plan (the schedule changed
 * or was turned off) finds it is not the plan's and does nothing. Backups are SQLite's: one process.
 */
export class BackupScheduler {
  private schedule: BackupSchedule | null = null;
  private due: Date | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private readonly now: () => Date;

  constructor(private readonly options: SchedulerOptions) {
    this.now = options.now ?? (() => new Date());
    // A failed backup is recorded (last-run.json, the back office's warning) and waits for the next day.
    options.jobs.define('backups.run', (payload) => this.runPlanned(payload), {
      maxAttempts: 1,
      leaseMs: BACKUP_LEASE_MS,
    });
  }

  /** When the next scheduled run is, or null when off. */
  get nextRunAt(): Date | null {
    return this.due;
  }

  /**
   * Plans the next run (at the start, or after the schedule changed), in the caller's transaction if
   * there is one. `since`: when the schedule was first saved.
   */
  async plan(schedule: BackupSchedule, since: Date, { atStart = false } = {}): Promise<void> {
    this.schedule = schedule;
    this.due = null;
    if (this.stopped || !schedule.enabled) return;
    if (atStart) {
      const newest = (await listBackups(this.options.place.backupsDir))[0]?.takenAt ?? null;
      if (this.stopped || this.schedule !== schedule) return; // stopped or re-planned meanwhile
      if (missedRun(this.now(), newest, since)) {
        const due = new Date(this.now().getTime() + (this.options.catchUpDelayMs ?? 60_000));
        this.options.logger.info({ due }, 'backups: a daily backup was missed, making it up');
        return this.planRun(due, 'catch-up');
      }
    }
    await this.planRun(nextRunAt(this.now(), schedule.time), 'schedule');
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

  /** Plans nothing more, and waits for a run in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.due = null;
    await this.queue;
  }

  private async planRun(due: Date, trigger: 'schedule' | 'catch-up'): Promise<void> {
    this.due = due;
    const at = due.toISOString();
    await this.options.transaction(
      (em) =>
        this.options.jobs.enqueue(
          em,
          'backups.run',
          { due: at, trigger },
          { key: `backups.run@${at}`, runAt: due },
        ),
      { changesPages: false },
    );
  }

  /** The job of a planned run: runs the backup if it is still the plan's, then plans the next day's. */
  private async runPlanned({ due, trigger }: { due: string; trigger: 'schedule' | 'catch-up' }) {
    const schedule = this.schedule;
    if (this.stopped || !schedule || this.due?.toISOString() !== due) return; // an earlier plan's
    this.due = null;
    await this.runNow(trigger);
    if (this.stopped || this.schedule !== schedule || this.due) return; // re-planned meanwhile
    // From the time it was due, so a run that took long or a clock a little behind never runs twice.
    await this.planRun(
      nextRunAt(new Date(Math.max(this.now().getTime(), Date.parse(due))), schedule.time),
      'schedule',
    );
  }
}
