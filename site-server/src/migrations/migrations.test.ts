import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

// Runs on SQLite in `npm test` and on PostgreSQL in `npm run test:pg` (TEST_DATABASE_URL).
describe(`migrations (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(() => server.close());

  it('create exactly the schema the entities describe', async () => {
    const pending = await server.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('turn foreign keys on and use WAL on SQLite', async () => {
    if (server.dataSource.options.type !== 'better-sqlite3') return;
    expect(await server.dataSource.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    expect(await server.dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
  });
});
