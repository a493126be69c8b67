import type { EntityManager } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { WebsitePage } from '../../features/website/website-page.entity';
import { inDialect } from './sql';
import { MAX_TRANSACTION_ATTEMPTS, runApart } from './transaction';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(() => server.close());

describe('transaction runner', () => {
  it('joins an open transaction instead of waiting for it', async () => {
    const { transaction } = server.app;
    const result = await transaction(async (outer) => transaction(async (inner) => inner === outer));
    expect(result).toBe(true);
  });

  it('keeps work run apart though its transaction rolls back, done before the caller hears how it ended', async () => {
    const { transaction } = server.app;
    const pages = server.dataSource.getRepository(WebsitePage);
    const page = (url: string) => ({ url, title: {}, body: {}, published: false });
    await expect(
      transaction(async (em) => {
        await em.getRepository(WebsitePage).insert(page('/rolled-back'));
        await runApart(transaction, (apart) => apart.getRepository(WebsitePage).insert(page('/kept-apart')));
        // It waits for this transaction to end (on SQLite, waiting for it here would never end).
        expect(await em.getRepository(WebsitePage).countBy({ url: '/kept-apart' })).toBe(0);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await pages.countBy({ url: '/rolled-back' })).toBe(0);
    expect(await pages.countBy({ url: '/kept-apart' })).toBe(1);
  });

  it('rolls back everything when the work fails', async () => {
    const { transaction } = server.app;
    await expect(
      transaction(async (em) => {
        await em
          .getRepository(WebsitePage)
          .insert({ url: '/half-written', title: {}, body: {}, published: false });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await server.dataSource.getRepository(WebsitePage).countBy({ url: '/half-written' })).toBe(0);
  });

  it('runs concurrent transactions without mixing them', async () => {
    const { transaction } = server.app;
    const urls = Array.from({ length: 20 }, (_, i) => `/concurrent-${i}`);
    await Promise.allSettled(
      urls.map((url, i) =>
        transaction(async (em) => {
          await em.getRepository(WebsitePage).insert({ url, title: {}, body: {}, published: false });
          await new Promise((resolve) => setTimeout(resolve, 1));
          if (i % 2) throw new Error('odd ones fail');
        }),
      ),
    );
    const stored = await server.dataSource.getRepository(WebsitePage).find({ order: { url: 'ASC' } });
    const concurrent = stored.map((page) => page.url).filter((url) => url.startsWith('/concurrent-'));
    expect(concurrent.sort()).toEqual(urls.filter((_, i) => i % 2 === 0).sort());
  });
});

/** A promise the test opens by hand: where one transaction waits for the other. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

// Deadlocks and serialization failures need two writers at once: SQLite has one, PostgreSQL pools.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'transaction runner on PostgreSQL: lost races run again',
  () => {
    const counter = (em: EntityManager, metric: string) =>
      em.query<Array<{ value: string | number }>>(
        inDialect(
          em,
          `SELECT "value" FROM "daily_stat" WHERE "metric" = ? AND "dimension" = '' AND "day" = ''`,
        ),
        [metric],
      );
    const add = (em: EntityManager, metric: string, amount: number) =>
      em.query(
        inDialect(
          em,
          `UPDATE "daily_stat" SET "value" = "value" + ? WHERE "metric" = ? AND "dimension" = '' AND "day" = ''`,
        ),
        [amount, metric],
      );
    const valueOf = async (metric: string) =>
      Number((await counter(server.dataSource.manager, metric))[0]?.value);
    const newCounter = async (metric: string) => {
      await server.dataSource.query(
        `INSERT INTO "daily_stat" ("metric", "dimension", "day", "value") VALUES ($1, '', '', 0)`,
        [metric],
      );
    };

    it('runs again the transaction a deadlock aborted, and delivers its events once', async () => {
      const { transaction, events } = server.app;
      const [a, b] = [`race-a-${Date.now()}`, `race-b-${Date.now()}`];
      await newCounter(a);
      await newCounter(b);
      const delivered: string[] = [];
      const unsubscribe = events.subscribe('record.written', ({ table }) => {
        if (table.startsWith('race-witness-')) delivered.push(table);
      });
      const locked = { first: gate(), second: gate() };
      const runs = { first: 0, second: 0 };
      // Each locks its own row, waits until the other holds its own, then wants the other's: a deadlock.
      const lockBoth = (name: 'first' | 'second', mine: string, theirs: string) =>
        transaction(async (em) => {
          runs[name] += 1;
          events.publish(em, 'record.written', { table: `race-witness-${name}` });
          await add(em, mine, 1);
          locked[name].open();
          await locked[name === 'first' ? 'second' : 'first'].opened;
          await add(em, theirs, 1);
          return name;
        });
      try {
        const results = await Promise.all([lockBoth('first', a, b), lockBoth('second', b, a)]);
        expect(results).toEqual(['first', 'second']);
      } finally {
        unsubscribe();
      }
      // PostgreSQL aborted one of them; it ran again once the other had committed.
      expect(runs.first + runs.second).toBe(3);
      expect(await valueOf(a)).toBe(2);
      expect(await valueOf(b)).toBe(2);
      // The aborted attempt's event went with its rollback.
      expect(delivered.sort()).toEqual(['race-witness-first', 'race-witness-second']);
    });

    it('runs again a transaction that failed to serialize, on what the other committed', async () => {
      const { transaction } = server.app;
      const metric = `race-serial-${Date.now()}`;
      await newCounter(metric);
      const read = gate();
      const otherCommitted = gate();
      let runs = 0;
      const tenMore = transaction(async (em) => {
        runs += 1;
        await em.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        const value = Number((await counter(em, metric))[0]?.value);
        read.open();
        await otherCommitted.opened;
        await em.query(
          inDialect(
            em,
            `UPDATE "daily_stat" SET "value" = ? WHERE "metric" = ? AND "dimension" = '' AND "day" = ''`,
          ),
          [value + 10, metric],
        );
      });
      await read.opened;
      await transaction((em) => add(em, metric, 1));
      otherCommitted.open();
      await tenMore;
      expect(runs).toBe(2);
      expect(await valueOf(metric)).toBe(11);
    });

    it('gives up after a bounded number of tries, and never runs again other failures', async () => {
      const { transaction } = server.app;
      let runs = 0;
      const forcedDeadlock = transaction(async (em) => {
        runs += 1;
        await em.query(`DO $$ BEGIN RAISE EXCEPTION 'forced' USING ERRCODE = 'deadlock_detected'; END $$`);
      });
      await expect(forcedDeadlock).rejects.toMatchObject({ code: '40P01' });
      expect(runs).toBe(MAX_TRANSACTION_ATTEMPTS);

      runs = 0;
      const broken = transaction(async (em) => {
        runs += 1;
        await em.query('SELECT no_such_column FROM "daily_stat"');
      });
      await expect(broken).rejects.toMatchObject({ code: '42703' });
      expect(runs).toBe(1);
    });
  },
);
