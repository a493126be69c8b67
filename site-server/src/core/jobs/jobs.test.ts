/**
 * The job table on a real database, SQLite here and PostgreSQL under `npm run test:pg`. On PostgreSQL
 * two workers are two JobQueues on two data sources of one database, as two processes would be; on
 * SQLite (one process by design) they share the process's connection and transaction runner.
 */
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entities } from '../../entities';
import { migrationsFor } from '../../migrations';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { dialectOf, openDatabase } from '../db/data-source';
import { createTransactionRunner, type TransactionRunner } from '../db/transaction';
import { Job } from './job.entity';
import { JobQueue, type JobQueueOptions } from './job-queue';

// The kinds these tests define (never defined by the app).
declare module './index' {
  interface VitrineJobs {
    'test.record': { n: number };
    'test.hold': { n: number };
    'test.flaky': { failures: number };
    'test.tick': import('./job-queue').PeriodicPayload;
  }
}

let server: TestServer;
let second: DataSource | null = null;
let transactions: [TransactionRunner, TransactionRunner];
let clock: number;
const silent = { warn() {}, error() {} };

beforeAll(async () => {
  // The app's own worker stays idle (JOBS_POLL_MS=0): only the queues made here run jobs.
  server = await startTestServer({ seedDemo: false, env: { JOBS_POLL_MS: '0' } });
  if (dialectOf(server.config) === 'postgres')
    ({ dataSource: second } = await openDatabase(server.config, {
      entities,
      migrations: migrationsFor('postgres'),
    }));
  transactions = [server.app.transaction, second ? createTransactionRunner(second) : server.app.transaction];
}, 60_000);
afterAll(async () => {
  await second?.destroy();
  await server?.close();
});
beforeEach(async () => {
  await server.dataSource.getRepository(Job).clear();
  clock = Date.parse('2031-03-04T10:00:00.000Z');
});

/** A worker as a process has one: `which` picks its data source (0: the app's, 1: the second). */
function worker(which: 0 | 1, options: Partial<JobQueueOptions> = {}) {
  return new JobQueue({
    transaction: transactions[which],
    logger: silent,
    pollMs: 0,
    now: () => new Date(clock),
    workerId: `worker-${which}`,
    ...options,
  });
}

/** The jobs of `kind` (each queue also runs the hourly purge, a job of its own). */
const jobs = (kind?: string) =>
  server.dataSource.getRepository(Job).find({ where: kind ? { kind } : {}, order: { id: 'ASC' } });
const enqueue = (
  queue: JobQueue,
  ...args: Parameters<JobQueue['enqueue']> extends [unknown, ...infer Rest] ? Rest : never
) => server.app.transaction((em) => queue.enqueue(em, ...args));

describe('enqueue', () => {
  it('adds a job only when its transaction commits, and a keyed job once', async () => {
    const queue = worker(0);
    const ran: number[] = [];
    queue.define('test.record', async ({ n }) => void ran.push(n));

    await expect(
      server.app.transaction(async (em) => {
        await queue.enqueue(em, 'test.record', { n: 1 });
        throw new Error('the write that asked for it failed');
      }),
    ).rejects.toThrow('the write that asked for it failed');
    expect(await jobs('test.record')).toEqual([]);

    expect(await enqueue(queue, 'test.record', { n: 2 }, { key: 'order-7' })).toBe(true);
    expect(await enqueue(queue, 'test.record', { n: 3 }, { key: 'order-7' })).toBe(false);
    await queue.runDue();
    // Done, the key still names it: asking again adds nothing.
    expect(await enqueue(queue, 'test.record', { n: 4 }, { key: 'order-7' })).toBe(false);
    expect(await queue.runDue()).toMatchObject({ done: 0 });
    expect(ran).toEqual([2]);
    expect(await jobs('test.record')).toMatchObject([{ key: 'order-7', state: 'done', attempts: 1 }]);
  });

  it('queues a keyed job again with `again`, unless it is running', async () => {
    const queue = worker(0);
    const ran: number[] = [];
    let release = () => {};
    queue.define('test.record', async ({ n }) => {
      ran.push(n);
      if (n === 3) await new Promise<void>((resolve) => (release = resolve));
    });
    await enqueue(queue, 'test.record', { n: 1 }, { key: 'mail-9', again: true });
    await queue.runDue();
    // Done: asked again, it runs again with the new payload and fresh attempts.
    expect(await enqueue(queue, 'test.record', { n: 2 }, { key: 'mail-9', again: true })).toBe(true);
    expect(await jobs('test.record')).toMatchObject([{ state: 'queued', attempts: 0, finishedAt: null }]);
    await queue.runDue();
    expect(ran).toEqual([1, 2]);
    // Running: left to end as it will.
    await enqueue(queue, 'test.record', { n: 3 }, { key: 'mail-9', again: true });
    const running = queue.runDue();
    await expect.poll(() => ran.length).toBe(3);
    expect(await enqueue(queue, 'test.record', { n: 4 }, { key: 'mail-9', again: true })).toBe(false);
    release();
    await running;
    expect(ran).toEqual([1, 2, 3]);
    expect(await jobs('test.record')).toMatchObject([{ state: 'done', attempts: 1, payload: { n: 3 } }]);
  });

  it('keeps a job until its time', async () => {
    const queue = worker(0);
    const ran: number[] = [];
    queue.define('test.record', async ({ n }) => void ran.push(n));
    await enqueue(queue, 'test.record', { n: 1 }, { runAt: new Date(clock + 60_000) });
    await queue.runDue();
    expect(ran).toEqual([]);
    clock += 60_000;
    await queue.runDue();
    expect(ran).toEqual([1]);
  });
});

describe('claims', () => {
  it('runs each job once when two workers claim at the same time', async () => {
    const ranBy = new Map<number, string[]>();
    const workers = [worker(0), worker(1)];
    for (const [index, queue] of workers.entries())
      queue.define('test.record', async ({ n }) => {
        ranBy.set(n, [...(ranBy.get(n) ?? []), `worker-${index}`]);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    await server.app.transaction(async (em) => {
      for (let n = 0; n < 40; n++) await workers[0]!.enqueue(em, 'test.record', { n });
    });
    await Promise.all(workers.map((queue) => queue.runDue()));
    expect([...ranBy.keys()].sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
    expect([...ranBy.values()].every((runs) => runs.length === 1)).toBe(true);
    // Neither waited for the other's locks: both took some.
    expect(new Set([...ranBy.values()].flat())).toEqual(new Set(['worker-0', 'worker-1']));
    const records = await jobs('test.record');
    expect(records).toHaveLength(40);
    expect(records.every((job) => job.state === 'done' && job.attempts === 1)).toBe(true);
  });

  it('lets another worker take over a job whose lease ran out, and ignores the late outcome', async () => {
    let release!: () => void;
    let started!: () => void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    const stuck = worker(0);
    stuck.define(
      'test.hold',
      () => {
        started();
        return new Promise<void>((resolve) => (release = resolve));
      },
      { leaseMs: 60_000 },
    );
    const rescuer = worker(1);
    const rescued: number[] = [];
    rescuer.define('test.hold', async ({ n }) => void rescued.push(n), { leaseMs: 60_000 });
    await enqueue(stuck, 'test.hold', { n: 1 });

    const stuckRound = stuck.runDue();
    await holding;
    // Within the lease, the job is not the rescuer's to take.
    expect(await rescuer.runDue()).toMatchObject({ done: 0 });
    clock += 60_001;
    expect(await rescuer.runDue()).toMatchObject({ done: 1 });
    expect(rescued).toEqual([1]);
    release();
    expect(await stuckRound).toMatchObject({ lost: 1 });
    expect(await jobs('test.hold')).toMatchObject([
      { state: 'done', attempts: 2, lockedBy: null, lockedUntil: null, finishedAt: new Date(clock) },
    ]);
  });

  it('retries a failing job later and later, then marks it failed', async () => {
    const queue = worker(0);
    let calls = 0;
    queue.define(
      'test.flaky',
      async ({ failures }) => {
        calls++;
        if (calls <= failures) throw new Error(`attempt ${calls} failed`);
      },
      { maxAttempts: 3, retryBaseMs: 1000 },
    );
    await enqueue(queue, 'test.flaky', { failures: 99 });
    expect(await queue.runDue()).toMatchObject({ retried: 1 });
    expect(await jobs('test.flaky')).toMatchObject([
      { state: 'queued', attempts: 1, lastError: 'attempt 1 failed', runAt: new Date(clock + 1000) },
    ]);
    clock += 999;
    expect(await queue.runDue()).toMatchObject({ retried: 0 });
    clock += 1;
    expect(await queue.runDue()).toMatchObject({ retried: 1 });
    expect(await jobs('test.flaky')).toMatchObject([{ attempts: 2, runAt: new Date(clock + 2000) }]);
    clock += 2000;
    expect(await queue.runDue()).toEqual({ done: 0, retried: 0, failed: 1, lost: 0 });
    expect(await jobs('test.flaky')).toMatchObject([
      { state: 'failed', attempts: 3, lastError: 'attempt 3 failed', finishedAt: new Date(clock) },
    ]);
    clock += 3_600_000;
    await queue.runDue();
    expect(calls).toBe(3);
    expect(await jobs('test.flaky')).toMatchObject([{ state: 'failed' }]);

    // One that fails once, then succeeds.
    calls = 0;
    await server.dataSource.getRepository(Job).clear();
    await enqueue(queue, 'test.flaky', { failures: 1 });
    await queue.runDue();
    clock += 1000;
    expect(await queue.runDue()).toMatchObject({ done: 1 });
    expect(await jobs('test.flaky')).toMatchObject([{ state: 'done', attempts: 2, lastError: null }]);
  });
});

describe('periodic jobs', () => {
  it('run once per slot whatever the number of workers, and purge old done jobs', async () => {
    const ticks: Array<{ slot: string; by: number }> = [];
    const workers = [worker(0), worker(1)];
    for (const [index, queue] of workers.entries()) {
      queue.define('test.tick', async ({ slot }) => void ticks.push({ slot, by: index }));
      queue.every('test.tick', 60_000);
    }
    clock += 15_000;
    await Promise.all(workers.map((queue) => queue.runDue()));
    await Promise.all(workers.map((queue) => queue.runDue()));
    expect(ticks.map(({ slot }) => slot)).toEqual(['2031-03-04T10:00:00.000Z']);
    clock += 60_000;
    await Promise.all(workers.map((queue) => queue.runDue()));
    expect(ticks.map(({ slot }) => slot)).toEqual(['2031-03-04T10:00:00.000Z', '2031-03-04T10:01:00.000Z']);
    const keys = (await jobs('test.tick')).map((job) => job.key);
    expect(keys).toEqual(
      expect.arrayContaining(['test.tick@2031-03-04T10:00:00.000Z', 'test.tick@2031-03-04T10:01:00.000Z']),
    );
    // Eight days later the hourly purge removes the done jobs of more than a week.
    clock += 8 * 24 * 3_600_000;
    await workers[0]!.runDue();
    const left = await jobs();
    expect(left.map((job) => job.key)).not.toContain('test.tick@2031-03-04T10:00:00.000Z');
    expect(
      left.every((job) => job.finishedAt === null || job.finishedAt.getTime() > clock - 7 * 86_400_000),
    ).toBe(true);
  });
});

describe('the background worker', () => {
  it('runs a job once its transaction commits, without waiting for the next poll, and stops cleanly', async () => {
    const queue = worker(0, { pollMs: 60_000, events: server.app.events, now: undefined });
    const ran: number[] = [];
    queue.define('test.record', async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ran.push(n);
    });
    queue.start();
    try {
      await server.app.transaction((em) => queue.enqueue(em, 'test.record', { n: 1 }));
      await expect.poll(() => ran, { timeout: 10_000 }).toEqual([1]);
      await expect.poll(async () => (await jobs('test.record'))[0]?.state).toBe('done');
    } finally {
      await queue.stop();
    }
  });
});
