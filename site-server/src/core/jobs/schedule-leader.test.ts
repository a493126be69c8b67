/**
 * Issue 27, item 2: the periodic jobs run in one process at a time, the holder of a PostgreSQL
 * advisory lock; when it stops, another process takes the schedules over within seconds.
 *
 * PostgreSQL only: several processes share a PostgreSQL database, never a SQLite file (npm run test:pg);
 * on SQLite the one process runs the schedules (its queue has no leader to ask).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { PeriodicPayload } from './job-queue';
import { SCHEDULE_LOCK } from './schedule-leader';

declare module './index' {
  interface VitrineJobs {
    'test.leader-tick': PeriodicPayload;
  }
}

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.close();
});

/** A server that keeps the database (it drops it when closed), with no worker, and two peers with one. */
async function twoProcesses() {
  const keeper = await startTestServer({ seedDemo: false, env: { JOBS_POLL_MS: '0' } });
  servers.push(keeper);
  const env = { JOBS_POLL_MS: '100' };
  const peers = [
    await startTestServer({ seedDemo: false, env, peerOf: keeper }),
    await startTestServer({ seedDemo: false, env, peerOf: keeper }),
  ];
  servers.push(...peers);
  const ticks: Array<{ by: number; slot: string }> = [];
  peers.forEach(({ app }, by) => {
    app.jobs.define('test.leader-tick', async ({ slot }) => void ticks.push({ by, slot }));
    app.jobs.every('test.leader-tick', 1000);
  });
  const leaders = () => peers.flatMap(({ app }, index) => (app.jobs.isLeader ? [index] : []));
  await expect.poll(leaders, { timeout: 15_000 }).toHaveLength(1);
  const [leader] = leaders() as [number];
  await expect.poll(() => ticks.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(new Set(ticks.map((tick) => tick.by))).toEqual(new Set([leader]));
  expect(leaders()).toEqual([leader]);
  return { keeper, peers, ticks, leader, other: 1 - leader };
}

describe.runIf(process.env.TEST_DATABASE_URL)('the schedules leader', () => {
  it('is one process at a time; when it stops, another takes the schedules over', async () => {
    const { peers, ticks, leader, other } = await twoProcesses();
    // The leader stops (its connection ends, and the lock with it): the other takes over.
    await peers[leader]!.close();
    servers.splice(servers.indexOf(peers[leader]!), 1);
    await expect.poll(() => peers[other]!.app.jobs.isLeader, { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => ticks.filter((tick) => tick.by === other).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    // Each slot ran once.
    expect(new Set(ticks.map((tick) => tick.slot)).size).toBe(ticks.length);
  }, 120_000);

  it('is chosen again when the leader’s database session ends under it', async () => {
    const { keeper, peers, ticks } = await twoProcesses();
    const holder = async () =>
      (
        (await keeper.dataSource.query(
          `SELECT "pid" FROM "pg_locks" WHERE "locktype" = 'advisory' AND "classid" = $1 AND "objid" = $2 AND "granted"`,
          [...SCHEDULE_LOCK],
        )) as Array<{ pid: number }>
      ).map((row) => row.pid);
    const [ended] = (await holder()) as [number];
    // As when the leader's connection is cut: PostgreSQL ends the session, and the lock with it.
    await keeper.dataSource.query('SELECT pg_terminate_backend($1)', [ended]);
    // A new session holds the lock (either process's: the old leader lives on and may win it back),
    // and the process that holds it is the one leader.
    await expect.poll(holder, { timeout: 10_000 }).toEqual([expect.any(Number)]);
    expect(await holder()).not.toEqual([ended]);
    await expect.poll(() => peers.filter(({ app }) => app.jobs.isLeader).length, { timeout: 10_000 }).toBe(1);
    const before = ticks.length;
    await expect.poll(() => ticks.length, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(new Set(ticks.map((tick) => tick.slot)).size).toBe(ticks.length);
  }, 120_000);
});
