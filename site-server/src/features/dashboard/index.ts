import { dashboardAdminCalls as calls } from '../../../../shared/dashboard/admin-calls';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { analyticsFeature, type AnalyticsExports } from '../analytics';
import { catalogFeature } from '../catalog';
import { leadsFeature } from '../leads';
import { ordersFeature } from '../orders';
import { paymentFeature } from '../payment';
import { DashboardFigures } from './dashboard-figures';
import { dashboardLists } from './dashboard-lists';

/**
 * The back office's home (issue 16): figures of a period beside the one before, charts, the records
 * waiting for someone. It reads the daily statistics every feature keeps on write (core/stats), the
 * visits of the analytics, and the orders', leads', payments' and outbox's records.
 */
function createDashboardModule(
  platform: Platform,
  { analytics }: { analytics: AnalyticsExports },
): FeatureModule {
  const figures = new DashboardFigures({
    stats: platform.stats,
    visits: analytics.visits,
    currency: async (em) => (await platform.company.mainCompany(em)).currency,
  });
  return {
    name: 'dashboard',
    adminRoutes(router) {
      const { kit } = platform;
      kit.api(router, calls.figures, 'sales', (ctx, { query }) =>
        figures.dashboard(ctx.em, query.days, ctx.lang),
      );
      kit.api(router, calls.lists, 'sales', (ctx) => dashboardLists(ctx.em, ctx.user?.role === 'admin'));
    },
  };
}

export const dashboardFeature = defineFeature({
  name: 'dashboard',
  // The features whose records it lists come before it.
  needs: {
    analytics: analyticsFeature,
    catalog: catalogFeature,
    leads: leadsFeature,
    orders: ordersFeature,
    payment: paymentFeature,
  },
  create: createDashboardModule,
});
