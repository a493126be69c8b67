import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../testing/test-server';
import { csrfTokenOf } from '../features/chatter/test-support';

/**
 * An upgraded database gets the daily statistics of the records it already holds: undoing the migration
 * that brought them and running it again gives what the features counted on write (the demo's clicks
 * and leads, a lead posted by a visitor). On SQLite in `npm test`, on PostgreSQL in `npm run test:pg`.
 */
describe('the statistics of an upgraded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  }, 60_000);
  afterAll(() => server?.close());

  const statistics = async () =>
    (
      (await server.dataSource.query(
        `SELECT "metric", "dimension", "day", "value" FROM "daily_stat" WHERE "metric" IN ('clicks', 'clicks.country', 'clicks.link', 'leads', 'leads.stage') ORDER BY 1, 2, 3`,
      )) as Array<{ metric: string; dimension: string; day: string; value: string | number }>
    ).map((row) => ({ ...row, value: Number(row.value) }));

  it('are those the features keep on write', async () => {
    const visitor = new TestClient(server.url, { 'x-forwarded-for': '203.0.113.90' });
    const body = new URLSearchParams({
      name: 'Backfilled lead',
      contact_name: 'Bea Backfill',
      email_from: 'bea@example.org',
      page_url: '/contactus',
      csrf_token: await csrfTokenOf(server, visitor),
    });
    const posted = await visitor.request('POST', '/o2b/website_lead/crm.lead', {
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(200);
    const kept = await statistics();
    expect(kept.filter((row) => row.metric === 'clicks').length).toBeGreaterThan(10);
    // The demo's leads and the one posted, each counted on its day and in its stage.
    const leads = (await server.dataSource.query(
      `SELECT "stage", COUNT(*) AS "count" FROM "crm_lead" GROUP BY "stage" ORDER BY "stage"`,
    )) as Array<{ stage: string; count: string | number }>;
    const total = leads.reduce((sum, row) => sum + Number(row.count), 0);
    expect(total).toBeGreaterThan(1);
    const sum = (metric: string) =>
      kept.filter((row) => row.metric === metric).reduce((all, row) => all + row.value, 0);
    expect(sum('leads')).toBe(total);
    expect(kept.filter((row) => row.metric === 'leads.stage' && row.value !== 0)).toEqual(
      leads.map((row) => ({ metric: 'leads.stage', dimension: row.stage, day: '', value: Number(row.count) })),
    );

    // Back to the version before the statistics (and the migrations after it), then up again.
    const { dataSource } = server;
    const last = async () =>
      ((await dataSource.query(`SELECT "name" FROM "migrations" ORDER BY "id" DESC LIMIT 1`)) as Array<{ name: string }>)[0]!
        .name;
    while (!(await last()).startsWith('DashboardStatistics')) await dataSource.undoLastMigration();
    await dataSource.undoLastMigration();
    await dataSource.runMigrations();
    expect(await statistics()).toEqual(kept);
  }, 60_000);
});
