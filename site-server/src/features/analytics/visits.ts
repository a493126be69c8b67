import type { Request, Response } from 'express';
import { MoreThanOrEqual, type EntityManager } from 'typeorm';
import { addDays, localDay } from '../../../../shared/stats';
import { analyticsMetrics } from '../../../../shared/analytics/statistics';
import type { Touch } from '../../../../shared/links/statistics';
import { lockName } from '../../core/db/locks';
import type { DayRange, StatChange, StatsService } from '../../core/stats';
import { CACHE_SAFETY_EXPIRY_MS, type Clock } from '../../core/events';
import { newAccessToken } from '../../core/security/access-token';
import type { ShopEventKind } from './analytics-event.entity';
import { SiteVisit } from './site-visit.entity';

/** The visitor's first-party cookie: a random key, kept a year. */
export const VISITOR_COOKIE = 'vitrine_visitor';
const VISITOR_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** A visit ends after this long without a page. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
const MAX_PATH = 200;

type Reached = 'reachedCart' | 'reachedCheckout' | 'reachedOrder';

/** How far a shop event takes the visit (SPEC §2's virtual page views); an order implies the rest. */
const reachedBy: Partial<Record<ShopEventKind, Reached[]>> = {
  product_add_to_cart: ['reachedCart'],
  customer_checkout: ['reachedCart', 'reachedCheckout'],
  order_checkout: ['reachedCart', 'reachedCheckout'],
  order_payment: ['reachedCart', 'reachedCheckout'],
  order_confirmed: ['reachedCart', 'reachedCheckout', 'reachedOrder'],
};
const reachedMetric: Record<Reached, string> = {
  reachedCart: analyticsMetrics.visitsWithCart,
  reachedCheckout: analyticsMetrics.visitsWithCheckout,
  reachedOrder: analyticsMetrics.visitsWithOrder,
};

/** A page's path as counted: a site path only, without query or fragment, capped; null otherwise. */
export function countedPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  const path = value.split(/[?#]/, 1)[0]!;
  // eslint-disable-next-line no-control-regex -- control characters never belong in a path
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  return path.slice(0, MAX_PATH);
}

/** The funnel of a range of days: visits, and how many of them reached a cart, the checkout, an order. */
export interface VisitFigures {
  visits: number;
  visitors: number;
  pageViews: number;
  cart: number;
  checkout: number;
  orders: number;
}

/** Past ranges' visitor counts kept (they never change): a few periods a day. */
const KEPT_RANGES = 64;

/**
 * Visits, page views and the funnel (first-party, no personal data). Counts are daily statistics kept
 * on write; different visitors are counted from the visits, a past range once (it never changes), and
 * today's newcomers to it on each call.
 */
export class Visits {
  private readonly pastVisitors = new Map<string, { count: number; expires: number }>();

  constructor(
    private readonly stats: StatsService,
    private readonly now: Clock = Date.now,
  ) {}

  /** The visitor's key from their cookie, a new one (set on `res`) when they have none. */
  visitorKey(req: Request, res: Response): string {
    const key: unknown = req.cookies?.[VISITOR_COOKIE];
    if (typeof key === 'string' && /^[\w-]{16,32}$/.test(key)) return key;
    const fresh = newAccessToken(16);
    res.cookie(VISITOR_COOKIE, fresh, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.vitrine.secure,
      path: '/',
      maxAge: VISITOR_MAX_AGE_MS,
    });
    return fresh;
  }

  /**
   * The visitor's visit going on, or a new one (landing on `path`, counted on its day). The visitor's
   * beacons wait for each other first (a lock on their key, PostgreSQL): two pages at once, on any
   * server, make one visit, count both views and reach each step once.
   */
  private async current(em: EntityManager, visitorKey: string, touch: Touch, now: Date, path: string) {
    await lockName(em, 'site_visit', visitorKey);
    const repository = em.getRepository(SiteVisit);
    const visit = await repository.findOne({
      where: { visitorKey, lastSeen: MoreThanOrEqual(new Date(now.getTime() - VISIT_GAP_MS)) },
      order: { id: 'DESC' },
    });
    if (visit) {
      visit.lastSeen = now;
      visit.firstLinkId ??= touch.firstLinkId;
      visit.lastLinkId = touch.lastLinkId ?? visit.lastLinkId;
      return { visit, counted: [] as StatChange[] };
    }
    const started = repository.create({
      visitorKey,
      day: localDay(now),
      started: now,
      lastSeen: now,
      landingPath: path,
      pageViews: 0,
      ...touch,
      reachedCart: false,
      reachedCheckout: false,
      reachedOrder: false,
    });
    return { visit: started, counted: [{ metric: analyticsMetrics.visits, at: now }] };
  }

  /** A page shown: one more page view of the visit (and of the page's daily count). */
  async pageView(em: EntityManager, visitor: { key: string; touch: Touch }, path: string, now = new Date()) {
    const { visit, counted } = await this.current(em, visitor.key, visitor.touch, now, path);
    visit.pageViews += 1;
    await em.getRepository(SiteVisit).save(visit);
    await this.stats.add(em, [
      ...counted,
      { metric: analyticsMetrics.pageViews, at: now },
      { metric: analyticsMetrics.pageViews, dimension: path, at: now },
    ]);
  }

  /** A shop event of the visitor: how far their visit went (each step counted once per visit). */
  async shopEvent(
    em: EntityManager,
    visitor: { key: string; touch: Touch },
    kind: ShopEventKind,
    now = new Date(),
  ) {
    const reached = reachedBy[kind];
    if (!reached) return;
    const { visit, counted } = await this.current(em, visitor.key, visitor.touch, now, '');
    const at = visit.started;
    for (const flag of reached)
      if (!visit[flag]) {
        visit[flag] = true;
        counted.push({ metric: reachedMetric[flag], at });
      }
    await em.getRepository(SiteVisit).save(visit);
    await this.stats.add(em, counted);
  }

  /** The figures of the visits that started on the days of `range`. */
  async figures(em: EntityManager, range: DayRange, today = localDay(new Date())): Promise<VisitFigures> {
    const { visits, pageViews, visitsWithCart, visitsWithCheckout, visitsWithOrder } = analyticsMetrics;
    const sums = await this.stats.sums(
      em,
      [visits, pageViews, visitsWithCart, visitsWithCheckout, visitsWithOrder],
      range,
    );
    return {
      visits: sums.get(visits)!,
      visitors: await this.visitors(em, range, today),
      pageViews: sums.get(pageViews)!,
      cart: sums.get(visitsWithCart)!,
      checkout: sums.get(visitsWithCheckout)!,
      orders: sums.get(visitsWithOrder)!,
    };
  }

  /** Different visitors of the range: those of its past days (kept once counted), and today's newcomers. */
  private async visitors(em: EntityManager, range: DayRange, today: string): Promise<number> {
    const yesterday = addDays(today, -1);
    const past = { from: range.from, to: range.to < today ? range.to : yesterday };
    const counted = past.from <= past.to ? await this.countPastVisitors(em, past) : 0;
    if (range.to < today || range.from > today) return counted;
    const row = await em
      .getRepository(SiteVisit)
      .createQueryBuilder('v')
      .select('COUNT(DISTINCT v.visitorKey)', 'n')
      .where('v.day = :today', { today })
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM "site_visit" "p" WHERE "p"."visitorKey" = "v"."visitorKey" AND "p"."day" >= :from AND "p"."day" <= :to)`,
        past,
      )
      .getRawOne<{ n: string | number }>();
    return counted + Number(row?.n ?? 0);
  }

  /** Past days did change (the demo's visits were removed): count them again. */
  forgetPastVisitors(): void {
    this.pastVisitors.clear();
  }

  private async countPastVisitors(em: EntityManager, range: DayRange): Promise<number> {
    const key = `${range.from}/${range.to}`;
    const kept = this.pastVisitors.get(key);
    if (kept !== undefined && kept.expires > this.now()) return kept.count;
    const row = await em
      .getRepository(SiteVisit)
      .createQueryBuilder('v')
      .select('COUNT(DISTINCT v.visitorKey)', 'n')
      .where('v.day >= :from AND v.day <= :to', range)
      .getRawOne<{ n: string | number }>();
    const count = Number(row?.n ?? 0);
    if (this.pastVisitors.size >= KEPT_RANGES) this.pastVisitors.clear();
    this.pastVisitors.set(key, { count, expires: this.now() + CACHE_SAFETY_EXPIRY_MS });
    return count;
  }
}
