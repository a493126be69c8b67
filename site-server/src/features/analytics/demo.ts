import { In, Like, type EntityManager } from 'typeorm';
import { localDay } from '../../../../shared/stats';
import { analyticsMetrics } from '../../../../shared/analytics/statistics';
import type { DemoData } from '../../core/demo';
import type { StatChange, StatsService } from '../../core/stats';
import { SiteVisit } from './site-visit.entity';

declare module '../../core/events' {
  interface VitrineEvents {
    /** Visits of past days were removed (the demo's): past days' visitor counts are stale. */
    'analytics.visits-removed': Record<string, never>;
  }
}

const DAY_MS = 86_400_000;
export const DEMO_VISIT = 'site.visit';
/** The demo's visitors' keys start so (no browser's random key does). */
const DEMO_VISITOR = 'demo-visitor-';
const PAGES = ['/', '/', '/shop', '/shop', '/aboutus', '/contactus', '/pricing', '/blog', '/request-a-demo'];

/** What a demo visit adds to the daily counts (`sign` -1: what its removal takes back). */
function visitCounts(visit: Partial<SiteVisit>, sign: 1 | -1): StatChange[] {
  const at = visit.started!;
  const pageViews = sign * (visit.pageViews ?? 0);
  const counted: StatChange[] = [
    { metric: analyticsMetrics.visits, at, amount: sign },
    { metric: analyticsMetrics.pageViews, at, amount: pageViews },
    { metric: analyticsMetrics.pageViews, dimension: visit.landingPath ?? '', at, amount: pageViews },
  ];
  if (visit.reachedCart) counted.push({ metric: analyticsMetrics.visitsWithCart, at, amount: sign });
  if (visit.reachedCheckout) counted.push({ metric: analyticsMetrics.visitsWithCheckout, at, amount: sign });
  if (visit.reachedOrder) counted.push({ metric: analyticsMetrics.visitsWithOrder, at, amount: sign });
  return counted;
}

/**
 * Demo data: the visits of the last 60 days (a few dozen a day, some reaching a cart, the checkout or an
 * order) with their daily counts, so the dashboard of a new demo shop has traffic to show, and its last
 * 30 days a month before to compare with. Deterministic. Marked as demo data.
 */
export async function seedAnalyticsDemo(
  em: EntityManager,
  deps: { stats: StatsService; demo: DemoData },
  now = Date.now(),
) {
  let state = 42;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const visits: Array<Partial<SiteVisit>> = [];
  for (let daysAgo = 60; daysAgo >= 1; daysAgo--) {
    const perDay = 20 + Math.floor(random() * 40);
    for (let i = 0; i < perDay; i++) {
      const started = new Date(now - daysAgo * DAY_MS + Math.floor(random() * 20 * 3_600_000));
      const pageViews = 1 + Math.floor(random() * 5);
      const landingPath = PAGES[Math.floor(random() * PAGES.length)]!;
      const reachedCart = random() < 0.15;
      const reachedCheckout = reachedCart && random() < 0.5;
      const reachedOrder = reachedCheckout && random() < 0.5;
      visits.push({
        visitorKey: `${DEMO_VISITOR}${Math.floor(random() * 900)}`,
        day: localDay(started),
        started,
        lastSeen: new Date(started.getTime() + pageViews * 60_000),
        landingPath,
        pageViews,
        firstLinkId: null,
        lastLinkId: null,
        reachedCart,
        reachedCheckout,
        reachedOrder,
      });
    }
  }
  for (let i = 0; i < visits.length; i += 200)
    await em.getRepository(SiteVisit).insert(visits.slice(i, i + 200));
  await deps.stats.add(
    em,
    visits.flatMap((visit) => visitCounts(visit, 1)),
  );
  const made = await em.getRepository(SiteVisit).find({
    select: { id: true },
    where: { visitorKey: Like(`${DEMO_VISITOR}%`) },
  });
  await deps.demo.mark(
    em,
    DEMO_VISIT,
    made.map((visit) => visit.id),
  );
}

/** Removes demo visits, taking back their daily counts. */
export async function removeDemoVisits(
  em: EntityManager,
  ids: readonly number[],
  stats: StatsService,
): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    const visits = await em.getRepository(SiteVisit).findBy({ id: In(part) });
    await stats.add(
      em,
      visits.flatMap((visit) => visitCounts(visit, -1)),
    );
    await em.getRepository(SiteVisit).delete({ id: In(part) });
  }
}
