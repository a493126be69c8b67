import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { AnalyticsEvent } from './analytics-event.entity';
import { analyticsAdminRoutes, analyticsRoutes } from './analytics.routes';
import { AnalyticsService } from './analytics.service';

export { AnalyticsService, parseShopEventPath } from './analytics.service';
export { AnalyticsEvent };

/** First-party shop analytics: the virtual page views of SPEC §2, stored in our own database. */
function createAnalyticsModule(platform: Platform): FeatureModule {
  const analytics = new AnalyticsService(platform.config.sessionSecret);
  return {
    name: 'analytics',
    siteRoutes(router) {
      analyticsRoutes(router, { analytics, kit: platform.kit, perMinute: 120 });
    },
    adminRoutes(router) {
      analyticsAdminRoutes(router, { analytics, kit: platform.kit });
    },
  };
}

export const analyticsFeature = defineFeature({
  name: 'analytics',
  entities: [AnalyticsEvent],
  create: createAnalyticsModule,
});
