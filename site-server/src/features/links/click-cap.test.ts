/**
 * A link's click cap at its edge with three servers (issue 32, item 1): the batches holding a capped
 * link's clicks lock its row and read its count in the database, so exactly `cap` human clicks get
 * through, however the servers' batches interleave, and every click is stored and counted.
 * PostgreSQL only (several processes): `npm run test:pg -- site-server/src/features/links/click-cap.test.ts`
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeers } from '../../testing/peers';
import { TEST_ADMIN, TestClient } from '../../testing/test-server';
import { ruledLink, visit } from './link-rules-support';

const CAP = 50;
const CLICKS_PER_SERVER = 60;
const IN_FLIGHT = 20;

describe.runIf(process.env.TEST_DATABASE_URL)('a click cap with three servers at its edge', () => {
  let peers: Awaited<ReturnType<typeof startPeers>>;
  beforeAll(async () => {
    peers = await startPeers(3, { seedDemo: false });
  });
  afterAll(() => peers?.close());

  it(`lets exactly ${CAP} of ${3 * CLICKS_PER_SERVER} racing clicks through`, async () => {
    const admin = new TestClient(peers.first.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const link = await ruledLink(admin, { maxClicks: CAP, fallbackUrl: 'https://fallback.example/over' });
    const locations: string[] = [];
    await Promise.all(
      peers.servers.map(async (server) => {
        let sent = 0;
        const follower = async () => {
          while (sent < CLICKS_PER_SERVER) {
            sent += 1;
            const answer = await visit(server.url, link.code);
            expect(answer.status).toBe(302);
            locations.push(answer.headers.get('location')!);
          }
        };
        await Promise.all(Array.from({ length: IN_FLIGHT }, follower));
      }),
    );
    const through = locations.filter((location) => location.startsWith('https://target.example/'));
    expect(through).toHaveLength(CAP);
    expect(locations.filter((location) => location === 'https://fallback.example/over')).toHaveLength(
      3 * CLICKS_PER_SERVER - CAP,
    );
    const [row] = (await peers.first.dataSource.query(
      `SELECT l."clickCount", (SELECT count(*) FROM "link_click" c WHERE c."linkId" = l."id" AND c."rule" IS NULL) AS "through",
              (SELECT count(*) FROM "link_click" c WHERE c."linkId" = l."id" AND c."rule" = 'lifetime') AS "past"
       FROM "tracked_link" l WHERE l."id" = $1`,
      [link.id],
    )) as Array<{ clickCount: number; through: string; past: string }>;
    expect([Number(row!.clickCount), Number(row!.through), Number(row!.past)]).toEqual([
      3 * CLICKS_PER_SERVER,
      CAP,
      3 * CLICKS_PER_SERVER - CAP,
    ]);
  }, 120_000);
});
