/**
 * Issue 27, items 3 and 7: three real processes started at the same moment on one empty PostgreSQL
 * database make it once (one administrator, the demo data once), and a process of the deployment
 * without SESSION_SECRET refuses to start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitWithin } from '../testing/server-process';
import { TEST_ADMIN, TestClient } from '../testing/test-server';
import { spawnServer, startCluster, type Cluster } from './cluster-harness';

// PostgreSQL only: several processes share one database only there (SQLite is one process's file).
describe.runIf(process.env.TEST_DATABASE_URL)('three processes starting at once on an empty database', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    // No ADMIN_PASSWORD: the process that makes the database makes one up and prints it, once.
    cluster = await startCluster({ processes: 3, env: { ADMIN_PASSWORD: '' } });
  }, 240_000);
  afterAll(() => cluster?.close(), 60_000);

  const duplicates = (table: string, column: string) =>
    cluster.query(
      `SELECT "${column}" AS value, count(*)::int AS copies FROM "${table}" GROUP BY "${column}" HAVING count(*) > 1`,
    );

  it('all serve, with one administrator and the demo data seeded once', async () => {
    for (const server of cluster.processes)
      expect((await fetch(`${server.url}/healthz`)).status, server.output()).toBe(200);

    expect(await cluster.query(`SELECT count(*)::int AS n FROM "user" WHERE role = 'admin'`)).toEqual([
      { n: 1 },
    ]);
    for (const email of [TEST_ADMIN.email, 'portal@example.com', 'publisher@example.com'])
      expect(await cluster.query(`SELECT count(*)::int AS n FROM "user" WHERE email = $1`, [email])).toEqual([
        { n: 1 },
      ]);
    // Every migration ran once; the first start's pages and the demo's products, lists and posts once.
    expect(await duplicates('migrations', 'name')).toEqual([]);
    expect(await duplicates('website_page', 'url')).toEqual([]);
    expect(await duplicates('product_template', 'slug')).toEqual([]);
    expect(await duplicates('blog_post', 'slug')).toEqual([]);
    expect(
      await cluster.query(`SELECT count(*)::int AS n FROM product_template`).then(([row]) => row!.n),
    ).toBeGreaterThan(0);
  });

  /** The first start's box of passwords, as each process printed it (or not). */
  const FIRST_START_BOX = 'First start: the accounts and their passwords, shown only this once.';
  const adminPasswordIn = (output: string) =>
    new RegExp(`${TEST_ADMIN.email} \\(admin\\) with the password (\\S+)`).exec(output)?.[1];

  it('one process made the database: it alone printed the passwords it made up', async () => {
    // Printed just after the server answers: wait for it.
    await expect
      .poll(() => cluster.processes.filter((server) => server.output().includes(FIRST_START_BOX)).length)
      .toBe(1);
    const printed = cluster.processes.map((server) => adminPasswordIn(server.output())).filter(Boolean);
    expect(printed).toHaveLength(1);
  });

  it('the administrator signs in on any process, and a session made on one is valid on the others', async () => {
    const [first, ...others] = cluster.processes;
    const password = cluster.processes.map((server) => adminPasswordIn(server.output())).find(Boolean);
    const client = new TestClient(first!.url);
    await client.signIn(TEST_ADMIN.email, password!);
    for (const other of others) {
      const elsewhere = new TestClient(other.url, { cookie: client.cookieHeader });
      expect((await elsewhere.request('GET', '/api/admin/profile')).status).toBe(200);
    }
  });

  it('a process of the deployment without SESSION_SECRET refuses to start: one line, exit code 2', async () => {
    const server = await spawnServer(9, { ...cluster.env, SESSION_SECRET: '' });
    try {
      expect(await exitWithin(server.child, 60_000)).toEqual({ code: 2, signal: null });
      expect(server.output().trim().split('\n')).toEqual([
        expect.stringMatching(/^Invalid configuration: SESSION_SECRET must be set when DATABASE_URL is set/),
      ]);
    } finally {
      await server.stop();
    }
  });
});
