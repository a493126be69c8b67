import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { MAX_PREPARED_PER_CONNECTION } from './prepared-statements';

// PostgreSQL only: SQLite prepares (and caches) every statement in the process already.
describe.runIf(process.env.TEST_DATABASE_URL)('statements prepared once per connection (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(() => server?.close());

  /** Runs `work` on one connection of the pool (a query runner holds it until released). */
  async function onOneConnection<T>(
    work: (query: (sql: string, params?: unknown[]) => Promise<unknown[]>) => Promise<T>,
  ) {
    const runner = server.dataSource.createQueryRunner();
    await runner.connect();
    try {
      return await work((sql, params) => runner.query(sql, params) as Promise<unknown[]>);
    } finally {
      await runner.release();
    }
  }
  const preparedLike = (query: (sql: string, params?: unknown[]) => Promise<unknown[]>, marker: string) =>
    query(
      `SELECT "statement" FROM pg_prepared_statements WHERE "statement" LIKE '%' || $1 || '%' AND "statement" NOT LIKE '%pg_prepared_statements%'`,
      [marker],
    );

  it('prepares a statement with parameters once and runs it again with other values', async () => {
    await onOneConnection(async (query) => {
      const sql = `SELECT $1::int + 1 AS "next" /* prepared-once */`;
      expect(await query(sql, [1])).toEqual([{ next: 2 }]);
      expect(await query(sql, [41])).toEqual([{ next: 42 }]);
      expect(await preparedLike(query, 'prepared-once')).toHaveLength(1);
      // A statement without parameters is sent as it is, never prepared.
      await query(`SELECT 1 AS "one" /* not-prepared */`);
      expect(await preparedLike(query, 'not-prepared')).toHaveLength(0);
    });
  });

  it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} prepared on a connection; the others still run`, async () => {
    await onOneConnection(async (query) => {
      for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 20; i += 1)
        expect(await query(`SELECT $1::int AS "n" /* many-${i} */`, [i])).toEqual([{ n: i }]);
      const prepared = await query(`SELECT count(*)::int AS "count" FROM pg_prepared_statements`);
      expect((prepared[0] as { count: number }).count).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
    });
  });
});
