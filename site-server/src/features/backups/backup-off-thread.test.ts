/**
 * Issue 25, item 20: a backup's copy and check read the whole database; on the server's thread,
 * every request waited for them. During "Back up now" of a database large enough that the check
 * takes a while, requests must be answered as usual, and the backup must still be whole and checked.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupOverview } from '../../../../shared/backups/contract';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** About 40 MB of rows with an index: the copy and the check take on the order of a second here. */
const FILLER_ROWS = 150_000;

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  if (onPostgres) return;
  await server.dataSource.query(
    'CREATE TABLE "load_filler" ("id" INTEGER PRIMARY KEY, "label" TEXT NOT NULL, "body" TEXT NOT NULL)',
  );
  await server.dataSource.query('CREATE INDEX "load_filler_label" ON "load_filler" ("label")');
  await server.dataSource.query(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${FILLER_ROWS})
     INSERT INTO "load_filler" ("label", "body") SELECT hex(randomblob(16)), hex(randomblob(64)) FROM n`,
  );
}, 120_000);
afterAll(() => server?.close());

// SQLite only (skipped in test:pg): it times the SQLite backup's worker thread against the event loop.
describe.skipIf(onPostgres)('a backup of a large database', () => {
  it('leaves requests answered as usual while it copies and checks', { timeout: 120_000 }, async () => {
    const visitor = new TestClient(server.url);
    const started = performance.now();
    let running = true;
    const backup = admin.request('POST', '/api/admin/backups/run', { json: {} }).finally(() => {
      running = false;
    });
    // A visitor's call, again and again, for as long as the backup runs.
    const latencies: number[] = [];
    while (running) {
      const sent = performance.now();
      const answer = await visitor.rpc('/website_mass_mailing/is_subscriber', { list_id: 1 });
      expect(answer.body.result).toMatchObject({ is_subscriber: false });
      latencies.push(performance.now() - sent);
    }
    const response = await backup;
    const backupMs = performance.now() - started;

    // Compared with the backup's own duration (the machine's speed varies): on the server's thread a
    // call waited for the whole check; off it, many are answered, each in a small part of that time.
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...latencies)).toBeLessThan(backupMs / 4);

    expect(response.status).toBe(200);
    const overview = (await response.json()) as BackupOverview;
    expect(overview.lastRun).toMatchObject({ ok: true, trigger: 'manual', error: null });
    const newest = overview.backups[0]!;
    expect(newest.name).toBe(overview.lastRun!.file);
    expect(newest.check).toMatchObject({ ok: true, integrity: 'ok', problem: null });
    expect(newest.check!.rowCounts.load_filler).toBe(FILLER_ROWS);

    // The copy holds what the database holds.
    const copy = new Database(path.join(server.config.dataDir, 'backups', newest.name), { readonly: true });
    try {
      const digest =
        'SELECT count(*) AS rows, sum(length("label")) AS labels, max("body") AS last FROM "load_filler"';
      const [live] = (await server.dataSource.query(digest)) as unknown[];
      expect(copy.prepare(digest).get()).toEqual(live);
      expect(copy.prepare('SELECT count(*) AS n FROM "user"').get()).toEqual(
        ((await server.dataSource.query('SELECT count(*) AS n FROM "user"')) as unknown[])[0],
      );
    } finally {
      copy.close();
    }
  });
});
