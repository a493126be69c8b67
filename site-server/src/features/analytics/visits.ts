import type { Request, Response } from 'express';
import { MoreThanOrEqual, type EntityManager } from 'typeorm';
import { localDay, statMetrics, type Touch } from '../../../../shared/stats';
import type { DayRange, StatsService } from '../../core/stats';
import { newAccessToken } from '../../core/security/access-token';
import type { ShopEventKind } from './analytics-event.entity';
import { SiteVisit } from './site-visit.entity';

/** The visitor's first-party cookie: a random key, kept a year. */
export const VISITOR_COOKIE = 'vitrine_visitor';
const VISITOR_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** A visit ends after this long without a page. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
const MAX_PATH = 200;

/** How far a shop event takes the visit (SPEC §2's virtual page views); an order implies the rest. */
const reachedBy: Partial<Record<ShopEventKind, Array<'reachedCart' | 'reachedCheckout' | 'reachedOrder'>>> = {
  product_add_to_cart: ['reachedCart'],
  customer_checkout: ['reachedCart', 'reachedCheckout'],
  order_checkout: ['reachedCart', 'reachedCheckout'],
  order_payment: ['reachedCart', 'reachedCheckout'],
  order_confirmed: ['reachedCart', 'reachedCheckout', 'reachedOrder'],
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

/** Visits, page views and the funnel (first-party, no personal data). */
export class Visits {
  constructor(private readonly stats: StatsService) {}

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

  /** The visitor's visit going on, or a new one (landing on `path`). */
  private async current(em: EntityManager, visitorKey: string, touch: Touch, now: Date, path: string) {
    const repository = em.getRepository(SiteVisit);
    const visit = await repository.findOne({
      where: { visitorKey, lastSeen: MoreThanOrEqual(new Date(now.getTime() - VISIT_GAP_MS)) },
      order: { id: 'DESC' },
    });
    if (visit) {
      visit.lastSeen = now;
      visit.firstLinkId ??= touch.firstLinkId;
      visit.lastLinkId = touch.lastLinkId ?? visit.lastLinkId;
      return visit;
    }
    return repository.create({
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
  }

  /** A page shown: one more page view of the visit (and of the page's daily count). */
  async pageView(em: EntityManager, visitor: { key: string; touch: Touch }, path: string, now = new Date()) {
    const visit = await this.current(em, visitor.key, visitor.touch, now, path);
    visit.pageViews += 1;
    await em.getRepository(SiteVisit).save(visit);
    await this.stats.add(em, [{ metric: statMetrics.pageViews, dimension: path, at: now }]);
  }

  /** A shop event of the visitor: how far their visit went. */
  async shopEvent(
    em: EntityManager,
    visitor: { key: string; touch: Touch },
    kind: ShopEventKind,
    now = new Date(),
  ) {
    const reached = reachedBy[kind];
    if (!reached) return;
    const visit = await this.current(em, visitor.key, visitor.touch, now, '');
    for (const flag of reached) visit[flag] = true;
    await em.getRepository(SiteVisit).save(visit);
  }

  /** The figures of the visits that started on the days of `range`. */
  async figures(em: EntityManager, range: DayRange): Promise<VisitFigures> {
    const row = await em
      .getRepository(SiteVisit)
      .createQueryBuilder('v')
      .select('COUNT(*)', 'visits')
      .addSelect('COUNT(DISTINCT v.visitorKey)', 'visitors')
      .addSelect('COALESCE(SUM(v.pageViews), 0)', 'pageViews')
      .addSelect('SUM(CASE WHEN v.reachedCart THEN 1 ELSE 0 END)', 'cart')
      .addSelect('SUM(CASE WHEN v.reachedCheckout THEN 1 ELSE 0 END)', 'checkout')
      .addSelect('SUM(CASE WHEN v.reachedOrder THEN 1 ELSE 0 END)', 'orders')
      .where('v.day >= :from AND v.day <= :to', range)
      .getRawOne<Record<keyof VisitFigures, string | number | null>>();
    return {
      visits: Number(row?.visits ?? 0),
      visitors: Number(row?.visitors ?? 0),
      pageViews: Number(row?.pageViews ?? 0),
      cart: Number(row?.cart ?? 0),
      checkout: Number(row?.checkout ?? 0),
      orders: Number(row?.orders ?? 0),
    };
  }
}
