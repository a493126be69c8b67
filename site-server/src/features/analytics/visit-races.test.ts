import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsMetrics } from '../../../../shared/analytics/statistics';
import { PAGE_VIEW_PATH } from '../../../../shared/stats';
import { newAccessToken } from '../../core/security/access-token';
import { startPeers } from '../../testing/peers';
import { VISITOR_COOKIE } from './visits';
import { SiteVisit } from './site-visit.entity';

const AT_ONCE = 20;

// One visitor's beacons handled by three servers of one database at once: PostgreSQL only (SQLite has
// one process and one writer). `npm run test:pg -- site-server/src/features/analytics/visit-races.test.ts`
describe.runIf(process.env.TEST_DATABASE_URL)("one visitor's beacons at once on three servers", () => {
  let peers: Awaited<ReturnType<typeof startPeers>>;
  beforeAll(async () => {
    peers = await startPeers(3, { seedDemo: false });
  });
  afterAll(() => peers?.close());

  /** A metric's total over all days (dimension ''). */
  const total = async (metric: string) => {
    const [row] = await peers.first.dataSource.query<Array<{ sum: string | null }>>(
      `SELECT sum("value") AS "sum" FROM "daily_stat" WHERE "metric" = $1 AND "dimension" = ''`,
      [metric],
    );
    return Number(row?.sum ?? 0);
  };
  /** `count` beacons of one visitor (their cookie) to `path`, spread over the servers. */
  const beaconsAtOnce = (visitorKey: string, path: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const answer = await fetch(peers.at(i).url + path, {
          method: 'POST',
          headers: { cookie: `${VISITOR_COOKIE}=${visitorKey}` },
        });
        expect(answer.status).toBe(204);
      }),
    );
  const visitsOf = (visitorKey: string) =>
    peers.first.dataSource.getRepository(SiteVisit).findBy({ visitorKey });

  it('counts one visit and every page view', async () => {
    const visitorKey = newAccessToken(16);
    const before = {
      visits: await total(analyticsMetrics.visits),
      views: await total(analyticsMetrics.pageViews),
    };
    await beaconsAtOnce(visitorKey, `${PAGE_VIEW_PATH}?path=/aboutus`, AT_ONCE);
    const visits = await visitsOf(visitorKey);
    expect(visits.map((visit) => visit.pageViews)).toEqual([AT_ONCE]);
    expect(await total(analyticsMetrics.visits)).toBe(before.visits + 1);
    expect(await total(analyticsMetrics.pageViews)).toBe(before.views + AT_ONCE);
  });

  it('counts a visit reaching the checkout once, however many beacons say so', async () => {
    const visitorKey = newAccessToken(16);
    const before = await total(analyticsMetrics.visitsWithCheckout);
    await beaconsAtOnce(visitorKey, '/stats/ecom/customer_checkout', AT_ONCE);
    const visits = await visitsOf(visitorKey);
    expect(visits.map((visit) => [visit.reachedCart, visit.reachedCheckout])).toEqual([[true, true]]);
    expect(await total(analyticsMetrics.visitsWithCheckout)).toBe(before + 1);
  });
});
