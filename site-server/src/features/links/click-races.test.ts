import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkMetrics } from '../../../../shared/links/statistics';
import { startPeers } from '../../testing/peers';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { BROWSER_UA, createLink } from './links-test-support';

const LINKS = 10;
const CLICKS = 3_000;
/** Redirects waiting for their answer at once, per server. */
const IN_FLIGHT = 40;

// Several processes writing click batches into one database: PostgreSQL only (SQLite has one process
// and one writer). `npm run test:pg -- site-server/src/features/links/click-races.test.ts`
describe.runIf(process.env.TEST_DATABASE_URL)('clicks on three servers at once', () => {
  let peers: Awaited<ReturnType<typeof startPeers>>;
  beforeAll(async () => {
    peers = await startPeers(3, { seedDemo: false });
  });
  afterAll(() => peers?.close());

  it(`stores and counts all of ${CLICKS} clicks on ${LINKS} links, whatever their order`, async () => {
    const admin = new TestClient(peers.first.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const links = [];
    for (let i = 0; i < LINKS; i += 1)
      links.push(await createLink(admin, { url: `https://example.com/race-${i}` }));
    // Each server's batches meet the links in another order: forwards, backwards, odd ones first.
    const orders = [
      links,
      [...links].reverse(),
      [...links.filter((_, i) => i % 2), ...links.filter((_, i) => i % 2 === 0)],
    ];
    const perServer = CLICKS / peers.servers.length;
    await Promise.all(
      peers.servers.map(async (server, s) => {
        let next = 0;
        const follower = async () => {
          while (next < perServer) {
            const link = orders[s]![next++ % LINKS]!;
            const answer = await fetch(`${server.url}/r/${link.code}`, {
              redirect: 'manual',
              headers: { 'user-agent': BROWSER_UA },
            });
            expect(answer.status).toBe(302);
            await answer.arrayBuffer();
          }
        };
        await Promise.all(Array.from({ length: IN_FLIGHT }, follower));
      }),
    );
    // Every redirect was answered once its click committed: the database holds them all now.
    const db = peers.first.dataSource;
    const ids = links.map((link) => link.id);
    const rows: Array<{ id: number; clickCount: number; rows: string; stat: string | null }> = await db.query(
      `SELECT l."id", l."clickCount",
              (SELECT count(*) FROM "link_click" c WHERE c."linkId" = l."id") AS "rows",
              (SELECT sum(s."value") FROM "daily_stat" s WHERE s."metric" = $2 AND s."dimension" = l."id"::text) AS "stat"
       FROM "tracked_link" l WHERE l."id" = ANY($1::int[]) ORDER BY l."id"`,
      [ids, linkMetrics.clicksByLink],
    );
    const each = CLICKS / LINKS;
    expect(rows.map((row) => [Number(row.clickCount), Number(row.rows), Number(row.stat)])).toEqual(
      ids.map(() => [each, each, each]),
    );
  }, 120_000);
});

// Each batch's round trips bound the redirects a process answers: PostgreSQL only (SQLite writes in
// its own process, in a transaction as before).
describe.runIf(process.env.TEST_DATABASE_URL)('a batch of clicks on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(() => server?.close());

  it("is written in one statement: the clicks, the link's count and the statistics", async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const link = await createLink(admin, { url: 'https://example.com/one-statement' });
    // The statements TypeORM sends (its logger hears each one) that write clicks, counts, statistics.
    const logger = server.dataSource.logger;
    const statements: string[] = [];
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (query, ...rest) => {
      if (/INSERT INTO "(link_click|daily_stat)"|UPDATE "tracked_link"/.test(query)) statements.push(query);
      return logQuery(query, ...rest);
    };
    const REDIRECTS = 4;
    try {
      // One after another: each answer waits for its own batch.
      for (let i = 0; i < REDIRECTS; i += 1) {
        const answer = await fetch(`${server.url}/r/${link.code}`, {
          redirect: 'manual',
          headers: { 'user-agent': BROWSER_UA },
        });
        expect(answer.status).toBe(302);
      }
    } finally {
      logger.logQuery = logQuery;
    }
    expect(statements).toHaveLength(REDIRECTS);
    for (const statement of statements)
      expect(statement).toMatch(/"link_click"[\s\S]*"tracked_link"[\s\S]*"daily_stat"/);
    const [row] = (await server.dataSource.query(
      `SELECT l."clickCount", (SELECT count(*) FROM "link_click" c WHERE c."linkId" = l."id") AS "rows",
              (SELECT sum(s."value") FROM "daily_stat" s WHERE s."metric" = $2 AND s."dimension" = l."id"::text) AS "stat"
       FROM "tracked_link" l WHERE l."id" = $1`,
      [link.id, linkMetrics.clicksByLink],
    )) as Array<{ clickCount: number; rows: string; stat: string }>;
    expect([Number(row!.clickCount), Number(row!.rows), Number(row!.stat)]).toEqual([
      REDIRECTS,
      REDIRECTS,
      REDIRECTS,
    ]);
  });
});
