import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeers } from '../../testing/peers';
import { TEST_ADMIN, TestClient } from '../../testing/test-server';
import { runRetention } from './retention-test-support';

const HUMANS = 12_000;
const BOTS = 1_000;
const DAYS = 30;

// Two processes running the purge at once on one database: PostgreSQL only (SQLite has one process).
// `npm run test:pg -- site-server/src/features/retention/retention-races.test.ts`
describe.runIf(process.env.TEST_DATABASE_URL)('the retention job on two servers at once', () => {
  let peers: Awaited<ReturnType<typeof startPeers>>;
  beforeAll(async () => {
    peers = await startPeers(2, { seedDemo: false });
  });
  afterAll(() => peers?.close());

  it(`removes ${HUMANS + BOTS} old clicks once and counts each human one once in the daily aggregate`, async () => {
    const admin = new TestClient(peers.first.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const { body } = await admin.rpc('/website_links/new', { url: 'https://example.com/retention-race' });
    const linkId = (body.result as { id: number }).id;
    const db = peers.first.dataSource;
    // Clicks of 30 days, 14 months back, in three countries: more than two batches of 5,000 each.
    await db.query(
      `INSERT INTO "link_click" ("linkId", "created", "countryCode", "device", "isBot")
       SELECT $1, now() - interval '430 days' - (n % ${DAYS}) * interval '1 day', (ARRAY['FR', 'ES', 'DE'])[n % 3 + 1],
              CASE WHEN n <= ${BOTS} THEN 'bot' ELSE 'desktop' END, n <= ${BOTS}
       FROM generate_series(1, ${HUMANS + BOTS}) AS n`,
      [linkId],
    );

    await Promise.all(peers.servers.map((server, i) => runRetention(server, `race-${i}`)));

    const [left] = (await db.query(`SELECT COUNT(*) AS n FROM "link_click" WHERE "linkId" = $1`, [
      linkId,
    ])) as Array<{
      n: string;
    }>;
    expect(Number(left!.n)).toBe(0);
    const [kept] = (await db.query(
      `SELECT SUM("clicks") AS "clicks", COUNT(*) AS "rows" FROM "link_click_day" WHERE "linkId" = $1`,
      [linkId],
    )) as Array<{ clicks: string; rows: string }>;
    expect(Number(kept!.clicks)).toBe(HUMANS);
    // One row per day and country: whichever server's batch counted it, it was added to, not doubled.
    expect(Number(kept!.rows)).toBeLessThanOrEqual(DAYS * 3);
    const { body: count } = await admin.rpc('/web/dataset/call_kw/link.tracker.click/search_count', {
      model: 'link.tracker.click',
      method: 'search_count',
      args: [[['link_id', '=', linkId]]],
      kwargs: {},
    });
    expect(count.result).toBe(HUMANS);
  });
});
