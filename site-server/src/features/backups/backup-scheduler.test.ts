/**
 * The scheduler on a real database file, its runs jobs of a real job queue (on a database of its own)
 * polling with real timers; only the clock is moved to just before the time.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupSqlite, listBackups } from '../../core/db/backup';
import { readCheck } from '../../core/db/backup-check';
import { createTransactionRunner } from '../../core/db/transaction';
import { Job, JobQueue } from '../../core/jobs';
import { readLastRun } from './backup-runner';
import { BackupScheduler } from './backup-scheduler';

let dir: string;
let place: { dbFile: string; backupsDir: string };
let scheduler: BackupScheduler | null = null;
let jobsDatabase: DataSource;
let jobs: JobQueue | null = null;
const logger = pino({ level: 'silent' });

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitrine-scheduler-'));
  jobsDatabase = new DataSource({
    type: 'better-sqlite3',
    database: path.join(dir, 'jobs.sqlite'),
    entities: [Job],
    synchronize: true,
  });
  await jobsDatabase.initialize();
  place = { dbFile: path.join(dir, 'vitrine.sqlite'), backupsDir: path.join(dir, 'backups') };
  const db = new Database(place.dbFile);
  db.exec(`CREATE TABLE migrations (id INTEGER PRIMARY KEY, timestamp BIGINT, name TEXT);
    INSERT INTO migrations (timestamp, name) VALUES (1, 'Init1');
    CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO note (text) VALUES ('a'), ('b');`);
  db.close();
});

afterEach(async () => {
  await jobs?.stop();
  await scheduler?.stop();
  scheduler = null;
  jobs = null;
  await jobsDatabase.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const pad = (value: number) => String(value).padStart(2, '0');
const hhmm = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A clock running at real speed, set `leadMs` before the next whole minute of a day other than today. */
function clockBefore(leadMs: number) {
  const target = new Date(2026, 5, 10, 14, 31, 0, 0);
  const offset = target.getTime() - leadMs - Date.now();
  return { target, now: () => new Date(Date.now() + offset) };
}

/** The scheduler and the job queue that runs its backups, on one clock; the queue polls every 50 ms. */
function scheduled(options: { now?: () => Date; catchUpDelayMs?: number } = {}) {
  const transaction = createTransactionRunner(jobsDatabase);
  jobs = new JobQueue({ transaction, logger, pollMs: 50, now: options.now });
  scheduler = new BackupScheduler({ place, logger, jobs, transaction, ...options });
  jobs.start();
  return scheduler;
}

async function until<T>(read: () => Promise<T | null>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the backup scheduler', () => {
  it('runs at the set time, checks the backup, prunes, and plans the next day', async () => {
    const clock = clockBefore(1_000);
    for (const day of [1, 2, 3])
      await backupSqlite(place.dbFile, place.backupsDir, new Date(2026, 5, day, 2));
    scheduler = scheduled({ now: clock.now });
    await scheduler.plan({ enabled: true, time: hhmm(clock.target), keep: 2 }, new Date(2026, 0, 1));
    expect(scheduler.nextRunAt).toEqual(clock.target);

    const run = await until(() => readLastRun(place.backupsDir));
    expect(run).toMatchObject({ ok: true, trigger: 'schedule', file: 'vitrine-20260610-143100.sqlite' });
    expect(run.pruned.sort()).toEqual(['vitrine-20260601-020000.sqlite', 'vitrine-20260602-020000.sqlite']);
    expect((await listBackups(place.backupsDir)).map((backup) => backup.name)).toEqual([
      'vitrine-20260610-143100.sqlite',
      'vitrine-20260603-020000.sqlite',
    ]);
    expect(await readCheck(path.join(place.backupsDir, run.file!))).toMatchObject({
      ok: true,
      rowCounts: { migrations: 1, note: 2 },
    });
    await until(async () => (scheduler!.nextRunAt ? true : null));
    expect(scheduler.nextRunAt).toEqual(new Date(2026, 5, 11, 14, 31));
  });

  it('makes up a run missed while the machine was off, shortly after the start', async () => {
    await backupSqlite(place.dbFile, place.backupsDir, new Date(2026, 5, 8, 2));
    const clock = clockBefore(6 * 3600_000); // 08:31 on 10 June: the backup of the 9th was missed
    scheduler = scheduled({ now: clock.now, catchUpDelayMs: 100 });
    await scheduler.plan({ enabled: true, time: '02:00', keep: 7 }, new Date(2026, 0, 1), { atStart: true });
    const run = await until(() => readLastRun(place.backupsDir));
    expect(run).toMatchObject({ ok: true, trigger: 'catch-up' });
    await until(async () => (scheduler!.nextRunAt ? true : null));
    expect(scheduler.nextRunAt).toEqual(new Date(2026, 5, 11, 2, 0));
  });

  it('does not make up a run when the newest backup is recent, nor on a new install', async () => {
    const clock = clockBefore(6 * 3600_000);
    await backupSqlite(place.dbFile, place.backupsDir, new Date(2026, 5, 10, 2));
    scheduler = scheduled({ now: clock.now, catchUpDelayMs: 0 });
    await scheduler.plan({ enabled: true, time: '02:00', keep: 7 }, new Date(2026, 0, 1), { atStart: true });
    expect(scheduler.nextRunAt).toEqual(new Date(2026, 5, 11, 2, 0));
    rmSync(place.backupsDir, { recursive: true });
    await scheduler.plan({ enabled: true, time: '02:00', keep: 7 }, clock.now(), { atStart: true });
    expect(scheduler.nextRunAt).toEqual(new Date(2026, 5, 11, 2, 0));
  });

  it('plans each run as a job at its time; the job of an earlier plan runs no backup', async () => {
    const clock = clockBefore(6 * 3600_000);
    scheduler = scheduled({ now: clock.now });
    const since = new Date(2026, 0, 1);
    await scheduler.plan({ enabled: true, time: '02:00', keep: 7 }, since);
    await scheduler.plan({ enabled: true, time: '03:00', keep: 7 }, since);
    const planned = await jobsDatabase.getRepository(Job).find({ order: { runAt: 'ASC' } });
    const runs = planned.filter((job) => job.kind === 'backups.run');
    expect(runs.map((job) => [job.key, job.state])).toEqual([
      [`backups.run@${new Date(2026, 5, 11, 2, 0).toISOString()}`, 'queued'],
      [`backups.run@${new Date(2026, 5, 11, 3, 0).toISOString()}`, 'queued'],
    ]);
    // The 02:00 job's time comes (made due now): the schedule says 03:00, so it backs nothing up.
    await jobsDatabase.getRepository(Job).update({ id: runs[0]!.id }, { runAt: new Date(2000, 0, 1) });
    await until(async () =>
      (await jobsDatabase.getRepository(Job).findOneByOrFail({ id: runs[0]!.id })).state === 'done'
        ? true
        : null,
    );
    expect(await readLastRun(place.backupsDir)).toBeNull();
    expect(scheduler.nextRunAt).toEqual(new Date(2026, 5, 11, 3, 0));
  });

  it('stays off when disabled, and records a failed run without throwing', async () => {
    scheduler = scheduled();
    await scheduler.plan({ enabled: false, time: '02:00', keep: 7 }, new Date(2020, 0, 1), { atStart: true });
    expect(scheduler.nextRunAt).toBeNull();
    rmSync(place.dbFile);
    const run = await scheduler.runNow();
    expect(run).toMatchObject({ ok: false, file: null, error: expect.stringContaining('no database') });
    expect(await readLastRun(place.backupsDir)).toEqual(run);
  });
});
