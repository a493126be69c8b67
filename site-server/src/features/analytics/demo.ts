import type { EntityManager } from 'typeorm';
import { localDay } from '../../../../shared/stats';
import { analyticsMetrics } from '../../../../shared/analytics/statistics';
import type { StatChange, StatsService } from '../../core/stats';
import { SiteVisit } from './site-visit.entity';

const DAY_MS = 86_400_000;
const PAGES = ['/', '/', '/shop', '/shop', '/aboutus', '/contactus', '/pricing', '/blog', '/request-a-demo'];

/**
 * Demo data: the visits of the last 60 days (a few dozen a day, some reaching a cart, the checkout or an
 * order) with their daily counts, so the dashboard of a new demo shop has traffic to show, and its last
 * 30 days a month before to compare with. Deterministic.
 */
export async function seedAnalyticsDemo(em: EntityManager, stats: StatsService, now = Date.now()) {
  let state = 42;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const visits: Array<Partial<SiteVisit>> = [];
  const counted: StatChange[] = [];
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
        visitorKey: `demo-visitor-${Math.floor(random() * 900)}`,
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
      counted.push(
        { metric: analyticsMetrics.visits, at: started },
        { metric: analyticsMetrics.pageViews, at: started, amount: pageViews },
        { metric: analyticsMetrics.pageViews, dimension: landingPath, at: started, amount: pageViews },
      );
      if (reachedCart) counted.push({ metric: analyticsMetrics.visitsWithCart, at: started });
      if (reachedCheckout) counted.push({ metric: analyticsMetrics.visitsWithCheckout, at: started });
      if (reachedOrder) counted.push({ metric: analyticsMetrics.visitsWithOrder, at: started });
    }
  }
  for (let i = 0; i < visits.length; i += 200)
    await em.getRepository(SiteVisit).insert(visits.slice(i, i + 200));
  await stats.add(em, counted);
}
