import type { PeriodicPayload } from '../../core/jobs';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { catalogFeature, type CatalogExports } from '../catalog';
import { ordersFeature } from '../orders';
import { ratingsFeature, type RatingsExports } from '../ratings';
import { DEMO_REVIEW, removeDemoReviews, seedReviewsDemo } from './demo';
import { reviewEntities } from './entities';
import { ReviewModeration } from './review-moderation';
import { ReviewRequests } from './review-requests';
import { reviewLinkOf, reviewQueryOf } from './review-query';
import { ReviewSettingsStore } from './review-settings';
import { ReviewSummaries } from './review-summary';
import { ReviewService } from './review.service';
import { reviewsAdminRoutes } from './reviews.admin.routes';
import { reviewRoutes } from './reviews.routes';
import type { SiteReviews } from './site/context';

export { ProductReview, ProductReviewSummary, ReviewRequest } from './entities';

declare module '../../core/jobs' {
  interface VitrineJobs {
    /** Finds the orders whose review-request delay ran out and enqueues one job per order (REVIEW_REQUEST_SCAN_MS). */
    'reviews.request-scan': PeriodicPayload;
    /** Writes one order's review request and queues its mail, once. */
    'reviews.request': { orderId: number };
  }
}

/**
 * Reviews from verified buyers (issue 29, items 6–9): the product page's reviews and form, the cards'
 * stars, the back office's queue and settings. docs/shop.md, "Reviews from verified buyers".
 */
function createReviewsModule(
  platform: Platform,
  { catalog, ratings: { ratings } }: { catalog: CatalogExports; ratings: RatingsExports },
): FeatureModule {
  const settings = new ReviewSettingsStore();
  const summaries = new ReviewSummaries((em, templateId, average, count) =>
    catalog.setRating(em, templateId, average, count),
  );
  const reviews = new ReviewService({ catalog: catalog.catalog, settings, summaries, ratings });
  const moderation = new ReviewModeration(summaries);
  const requests = new ReviewRequests({
    jobs: platform.jobs,
    mail: platform.mail,
    settings,
    publicUrl: () => platform.publicUrl(),
    dayMs: platform.config.reviewRequestDayMs,
    shopName: async (em) => (await platform.company.siteCompany(em)).name,
  });
  platform.jobs.define('reviews.request', async ({ orderId }) => {
    await platform.transaction((em) => requests.send(em, orderId), { changesPages: false });
  });
  platform.jobs.define('reviews.request-scan', async () => {
    await platform.transaction((em) => requests.scan(em), { changesPages: false });
  });
  platform.jobs.every('reviews.request-scan', platform.config.reviewRequestScanMs);
  platform.demo.removes(DEMO_REVIEW, (em, ids) => removeDemoReviews(em, ids, summaries, ratings));
  return {
    name: 'reviews',
    seedDemo: (em) => seedReviewsDemo(em, { demo: platform.demo, summaries, ratings }),
    adminRoutes(router) {
      reviewsAdminRoutes(router, { kit: platform.kit, moderation, settings });
    },
    siteRoutes(router) {
      reviewRoutes(router, {
        kit: platform.kit,
        reviews,
        requests,
        sessionSecret: platform.config.sessionSecret,
        maxFormBytes: Math.min(platform.config.maxBodyBytes, 32 * 1024),
      });
    },
    siteContext(req) {
      const manager = platform.dataSource.manager;
      const part: SiteReviews = {
        forProduct: (templateId, search) =>
          reviews.forProduct(
            platform.kit.context(req, manager),
            templateId,
            reviewQueryOf(search),
            reviewLinkOf(search),
          ),
        badges: (templateIds) => summaries.badges(manager, templateIds),
      };
      return { reviews: part };
    },
  };
}

export const reviewsFeature = defineFeature({
  name: 'reviews',
  entities: reviewEntities,
  needs: { catalog: catalogFeature, orders: ordersFeature, ratings: ratingsFeature },
  create: createReviewsModule,
});
