import type { Request, RequestHandler, Response, Router } from 'express';
import { PAGE_VIEW_PATH } from '../../../../shared/stats';
import { touchOf } from '../links';
import { countedPath, type Visits } from './visits';
import { z } from 'zod';
import { numeric } from '../../../../shared/api/numeric';
import { defineAdminCall } from '../../../../shared/api/admin-call';
import { rateLimit } from '../../core/http/rate-limit';
import type { RouteKit } from '../../core/http/route-kit';
import { CART_COOKIE } from '../cart';
import { shopEventKinds } from './analytics-event.entity';
import { parseShopEventPath, type AnalyticsService } from './analytics.service';

export interface AnalyticsDeps {
  analytics: AnalyticsService;
  visits: Visits;
  kit: RouteKit;
  /** Verifies the links' touch cookie. */
  secret: string;
  /** Beacons per client address and minute. */
  perMinute: number;
}

/**
 * The shop's virtual page views (SPEC §2), sent by the pages with navigator.sendBeacon (POST) or
 * as an image for pages without JavaScript (GET). Answers 204 with no body either way.
 */
export function analyticsRoutes(router: Router, deps: AnalyticsDeps) {
  const limiter = rateLimit(deps.kit.transaction.bind(deps.kit), {
    name: 'analytics.beacons',
    windowMs: 60_000,
    limit: deps.perMinute,
  });
  const beacon: RequestHandler = async (req: Request, res) => {
    const event = parseShopEventPath(req.path);
    if (!event) {
      res.status(404).type('text/plain').send('Unknown statistics path.');
      return;
    }
    const cartToken: unknown = req.cookies?.[CART_COOKIE];
    const visitor = visitorOf(req, res);
    await deps.kit.transaction(
      async (em) => {
        await deps.analytics.record(em, event, {
          sessionHash: req.vitrine.session?.tokenHash ?? null,
          cartToken: typeof cartToken === 'string' ? cartToken : null,
          ip: req.ip ?? null,
          userAgent: req.get('user-agent') ?? null,
        });
        await deps.visits.shopEvent(em, visitor, event.kind);
      },
      { changesPages: false },
    );
    res.status(204).set('Cache-Control', 'no-store').end();
  };
  const visitorOf = (req: Request, res: Response) => ({
    key: deps.visits.visitorKey(req, res),
    touch: touchOf(req, deps.secret),
  });
  const paths = /^\/stats\/ecom\/.+/;
  router.get(paths, limiter, beacon);
  router.post(paths, limiter, beacon);

  // A public page shown (the beacon of core/site/page-view.ts): the visit and the page's count.
  router.post(PAGE_VIEW_PATH, limiter, async (req, res) => {
    const path = countedPath(req.query.path);
    if (!path) {
      res.status(400).type('text/plain').send('The page view names no site path.');
      return;
    }
    const visitor = visitorOf(req, res);
    await deps.kit.transaction((em) => deps.visits.pageView(em, visitor, path), { changesPages: false });
    res.status(204).set('Cache-Control', 'no-store').end();
  });
}

/** Declared here, not in shared/: no back-office screen calls it yet, and its kinds are the server's. */
const shopStatsCall = defineAdminCall({
  method: 'get',
  path: '/analytics/shop',
  query: z.object({
    kind: z.enum(shopEventKinds).default('product_view'),
    days: numeric(z.number().int().min(1).max(366)).default(30),
  }),
  result: z.object({
    kind: z.enum(shopEventKinds),
    days: z.number(),
    rows: z.array(z.object({ recordId: z.number().nullable(), events: z.number(), visitors: z.number() })),
  }),
});

/** Back office: counts of a shop event per product (or order) over the last days. */
export function analyticsAdminRoutes(router: Router, deps: Pick<AnalyticsDeps, 'analytics' | 'kit'>) {
  deps.kit.api(router, shopStatsCall, 'shop_manager', async (ctx, { query }) => ({
    kind: query.kind,
    days: query.days,
    rows: await deps.analytics.countsByRecord(
      ctx.em,
      query.kind,
      new Date(Date.now() - query.days * 24 * 3600 * 1000),
    ),
  }));
}
