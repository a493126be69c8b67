import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { AnalyticsEvent } from './analytics-event.entity';
import { analyticsAdminRoutes, analyticsRoutes } from './analytics.routes';
import { AnalyticsService } from './analytics.service';
import { SiteVisit } from './site-visit.entity';
import { Visits } from './visits';
import { DEMO_VISIT, removeDemoVisits, seedAnalyticsDemo } from './demo';
import { removeOldVisits } from './visit-retention';
import { retentionFeature, type RetentionExports } from '../retention';

export { AnalyticsService, parseShopEventPath } from './analytics.service';
export { AnalyticsEvent, SiteVisit };
export type { VisitFigures } from './visits';

/** First-party shop analytics: the virtual page views of SPEC §2, stored in our own database. */
/** What other features may use of the analytics: the visits' figures (the dashboard). */
export interface AnalyticsExports {
  visits: Pick<Visits, 'figures'>;
}

function createAnalyticsModule(
  platform: Platform,
  { retention }: { retention: RetentionExports },
): FeatureModule<AnalyticsExports> {
  const analytics = new AnalyticsService(platform.config.sessionSecret);
  const visits = new Visits(platform.stats);
  // Visitors' traffic, not staff's changes (a signed-in staff member browsing the site sends beacons too).
  platform.audit.ignore(SiteVisit);
  platform.audit.ignore(AnalyticsEvent);
  // Removing the demo's visits changes past days: their visitors are counted again once it commits, in
  // every process (the event is shared across processes).
  platform.events.share('analytics.visits-removed', { everything: {} });
  platform.events.subscribe('analytics.visits-removed', () => visits.forgetPastVisitors());
  platform.demo.removes(DEMO_VISIT, async (em, ids) => {
    await removeDemoVisits(em, ids, platform.stats);
    if (ids.length) platform.events.publish(em, 'analytics.visits-removed', {});
  });
  // Visits past their retention period go (their daily statistics stay); past days' visitors are counted again.
  retention.purges.add('visits', async (em, before, limit) => {
    const removed = await removeOldVisits(em, before, limit);
    if (removed) platform.events.publish(em, 'analytics.visits-removed', {});
    return removed;
  });
  return {
    name: 'analytics',
    exports: { visits },
    siteRoutes(router) {
      analyticsRoutes(router, {
        analytics,
        visits,
        kit: platform.kit,
        secret: platform.config.sessionSecret,
        perMinute: 120,
      });
    },
    seedDemo: (em) => seedAnalyticsDemo(em, { stats: platform.stats, demo: platform.demo }),
    adminRoutes(router) {
      analyticsAdminRoutes(router, { analytics, kit: platform.kit });
    },
  };
}

export const analyticsFeature = defineFeature({
  name: 'analytics',
  entities: [AnalyticsEvent, SiteVisit],
  needs: { retention: retentionFeature },
  create: createAnalyticsModule,
});
