import type { EntityManager } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRows, sessionsWaitingForLocks } from '../../testing/row-holder';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { StatsService } from './stats.service';

describe('daily statistics: adding', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(() => server?.close());

  it('adds to many counters, new and existing, in one statement (one round trip to PostgreSQL)', async () => {
    const stats = new StatsService();
    const db = server.dataSource;
    const at = new Date();
    await db.transaction((em) => stats.add(em, [{ metric: 'batch.a', at: null, amount: 5 }]));
    let statements = 0;
    await db.transaction((em) => {
      // Counts what goes to the database; TypeORM's manager does the work.
      const counting = new Proxy(em, {
        get: (target, key, receiver) =>
          key === 'query'
            ? (...args: Parameters<EntityManager['query']>) => {
                statements += 1;
                return target.query(...args);
              }
            : Reflect.get(target, key, receiver),
      });
      return stats.add(counting, [
        { metric: 'batch.a', at: null },
        { metric: 'batch.b', dimension: 'FR', at: null, amount: 2 },
        { metric: 'batch.b', dimension: 'FR', at: null },
        { metric: 'batch.b', dimension: 'DE', at: null },
        { metric: 'batch.c', at },
        { metric: 'batch.c', at, amount: 0 },
      ]);
    });
    expect(statements).toBe(1);
    expect((await stats.totals(db.manager, 'batch.a')).get('')).toBe(6);
    expect(Object.fromEntries(await stats.totals(db.manager, 'batch.b'))).toEqual({ FR: 3, DE: 1 });
    const today = (
      await stats.byDimension(db.manager, 'batch.c', { from: '0000-01-01', to: '9999-12-31' })
    )[0];
    expect(today).toEqual({ dimension: '', value: 1 });
  });
});

// Two writers at once: PostgreSQL only (SQLite has one writer). A deadlock is detected after
// PostgreSQL's deadlock_timeout (1 s), and then one transaction fails.
describe.runIf(process.env.TEST_DATABASE_URL)('daily statistics: counters locked in one order', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(() => server?.close());

  it('two transactions adding to the same counters in opposite orders never deadlock', async () => {
    const stats = new StatsService();
    const db = server.dataSource;
    const url = server.config.databaseUrl!;
    const [first, second] = ['race.first', 'race.second'];
    await db.transaction((em) =>
      stats.add(em, [
        { metric: first, at: null },
        { metric: second, at: null },
      ]),
    );
    // Each counter held by a connection of its own, so the two transactions line up behind them.
    const counterRow = `SELECT 1 FROM "daily_stat" WHERE "metric" = $1 AND "dimension" = '' AND "day" = '' FOR UPDATE`;
    const holdFirst = await holdRows(url, counterRow, [first]);
    const holdSecond = await holdRows(url, counterRow, [second]);
    // Plain transactions (not the runner, which would run a deadlock's loser again): a deadlock fails one.
    const forwards = db.transaction((em) =>
      stats.add(em, [
        { metric: first, at: null },
        { metric: second, at: null },
      ]),
    );
    const backwards = db.transaction((em) =>
      stats.add(em, [
        { metric: second, at: null },
        { metric: first, at: null },
      ]),
    );
    await expect.poll(() => sessionsWaitingForLocks(url), { timeout: 10_000, interval: 20 }).toBe(2);
    // In the order they were given, each would now hold one counter and wait for the other's.
    await holdFirst.release();
    await holdSecond.release();
    const outcomes = await Promise.allSettled([forwards, backwards]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect((await stats.totals(db.manager, first)).get('')).toBe(3);
    expect((await stats.totals(db.manager, second)).get('')).toBe(3);
  });
});
