import { In, type EntityManager } from 'typeorm';
import type { Dashboard, DashboardPeriod, Figure } from '../../../../shared/dashboard/contract';
import { leadStages } from '../../../../shared/leads/contract';
import { addDays, basisPoints, lastDays, localDay } from '../../../../shared/stats';
import { analyticsMetrics } from '../../../../shared/analytics/statistics';
import { leadMetrics } from '../../../../shared/leads/statistics';
import { orderMetrics } from '../../../../shared/orders/statistics';
import { linkMetrics } from '../../../../shared/links/statistics';
import { newsletterMetrics } from '../../../../shared/newsletter/statistics';
import { recoveryMetrics } from '../../../../shared/cart-recovery/statistics';
import { translate } from '../../core/db/columns';
import type { DayRange, StatsService } from '../../core/stats';
import type { AnalyticsExports, VisitFigures } from '../analytics';
import { ProductTemplate } from '../catalog';

const TOP = 8;

/** The period of `days` ending today, and the one just before it. */
export function periodsOf(days: DashboardPeriod, today = localDay(new Date())) {
  const current = lastDays(days, today);
  const previous = { from: addDays(current.from, -days), to: addDays(current.from, -1) };
  return { current, previous };
}

/** Every day of a range, in order. */
function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The dashboard's figures and charts: sums of the daily statistics (shared/<feature>/statistics.ts) and of the visits,
 * so each call reads a few hundred rows whatever the number of clicks, orders and leads.
 */
export class DashboardFigures {
  constructor(
    private readonly deps: {
      stats: StatsService;
      visits: AnalyticsExports['visits'];
      currency: (em: EntityManager) => Promise<string>;
    },
  ) {}

  async dashboard(em: EntityManager, days: DashboardPeriod, lang: string): Promise<Dashboard> {
    const { current, previous } = periodsOf(days);
    const visitsNow = await this.deps.visits.figures(em, current);
    const recovered = await this.deps.stats.sums(em, [recoveryMetrics.recoveredOrders], current);
    const [now, before] = [
      await this.figures(em, current, visitsNow),
      await this.figures(em, previous, await this.deps.visits.figures(em, previous)),
    ];
    const figures: Figure[] = Object.keys(now).map((key) => ({
      key: key as Figure['key'],
      current: now[key as Figure['key']],
      previous: before[key as Figure['key']],
    }));
    return {
      days,
      current,
      previous,
      currency: await this.deps.currency(em),
      figures,
      series: await this.series(em, days),
      funnel: {
        visits: visitsNow.visits,
        cart: visitsNow.cart,
        checkout: visitsNow.checkout,
        orders: visitsNow.orders,
        recovered: recovered.get(recoveryMetrics.recoveredOrders)!,
      },
      // '' is the total of every page.
      topPages: (
        await this.deps.stats.byDimension(em, analyticsMetrics.pageViews, current, { limit: TOP + 1 })
      )
        .filter(({ dimension }) => dimension !== '')
        .slice(0, TOP)
        .map(({ dimension, value }) => ({ path: dimension, views: value })),
      topProducts: await this.topProducts(em, current, lang),
      leadsByStage: await this.leadsByStage(em),
      clicksByCountry: (
        await this.deps.stats.byDimension(em, linkMetrics.clicksByCountry, current, { limit: 12 })
      ).map(({ dimension, value }) => ({ country: dimension, clicks: value })),
      topCampaigns: (
        await this.deps.stats.byDimension(em, orderMetrics.revenueByCampaign, current, { limit: 20 })
      )
        .filter(({ dimension }) => dimension !== '')
        .slice(0, TOP)
        .map(({ dimension, value }) => ({ campaign: dimension, revenue: value })),
    };
  }

  private async figures(
    em: EntityManager,
    range: DayRange,
    visits: VisitFigures,
  ): Promise<Record<Figure['key'], number>> {
    const { orders, revenue } = orderMetrics;
    const { leads, demoRequests } = leadMetrics;
    const { signups: newsletterSignups } = newsletterMetrics;
    const { clicks } = linkMetrics;
    const { recoveredRevenue } = recoveryMetrics;
    const sums = await this.deps.stats.sums(
      em,
      [orders, revenue, leads, demoRequests, newsletterSignups, clicks, recoveredRevenue],
      range,
    );
    const orderCount = sums.get(orders)!;
    return {
      visitors: visits.visitors,
      visits: visits.visits,
      pageViews: visits.pageViews,
      orders: orderCount,
      revenue: sums.get(revenue)!,
      averageOrder: orderCount > 0 ? Math.round(sums.get(revenue)! / orderCount) : 0,
      leads: sums.get(leads)!,
      demoRequests: sums.get(demoRequests)!,
      newsletterSignups: sums.get(newsletterSignups)!,
      clicks: sums.get(clicks)!,
      // The two figures beside it, divided: 0 % without orders, never more orders than the Orders figure says.
      conversion: basisPoints(orderCount, visits.visits),
      // The abandoned-cart recovery counts it when an order placed from its mail's link is confirmed.
      recoveredRevenue: sums.get(recoveredRevenue)!,
    };
  }

  /** Revenue and orders per day (today: the last 7 days; the year: per month). */
  private async series(em: EntityManager, days: DashboardPeriod): Promise<Dashboard['series']> {
    const range = periodsOf(days === 1 ? 7 : days).current;
    const series = await this.deps.stats.perDayOf(em, [orderMetrics.revenue, orderMetrics.orders], range);
    const revenue = series.get(orderMetrics.revenue)!;
    const orders = series.get(orderMetrics.orders)!;
    const bucket = days === 365 ? (day: string) => day.slice(0, 7) : (day: string) => day;
    const labels: string[] = [];
    const sums = new Map<string, { revenue: number; orders: number }>();
    for (const day of daysOf(range)) {
      const key = bucket(day);
      let sum = sums.get(key);
      if (!sum) {
        sum = { revenue: 0, orders: 0 };
        sums.set(key, sum);
        labels.push(key);
      }
      sum.revenue += revenue.get(day) ?? 0;
      sum.orders += orders.get(day) ?? 0;
    }
    return {
      labels,
      revenue: labels.map((label) => sums.get(label)!.revenue),
      orders: labels.map((label) => sums.get(label)!.orders),
    };
  }

  private async topProducts(em: EntityManager, range: DayRange, lang: string) {
    const { stats } = this.deps;
    const byRevenue = await stats.byDimension(em, orderMetrics.productRevenue, range, { limit: TOP });
    const ids = byRevenue.map(({ dimension }) => dimension);
    const units = new Map(
      (await stats.byDimension(em, orderMetrics.productUnits, range, { dimensions: ids })).map((row) => [
        row.dimension,
        row.value,
      ]),
    );
    const templates = await em
      .getRepository(ProductTemplate)
      .find({ where: { id: In(ids.map(Number)) }, select: { id: true, name: true } });
    const names = new Map(templates.map((template) => [String(template.id), translate(template.name, lang)]));
    return byRevenue.map(({ dimension, value }) => ({
      id: Number(dimension),
      name: names.get(dimension) ?? `#${dimension}`,
      units: units.get(dimension) ?? 0,
      revenue: value,
    }));
  }

  /** The pipeline now: the running totals the leads keep per stage. */
  private async leadsByStage(em: EntityManager) {
    const counts = await this.deps.stats.totals(em, leadMetrics.leadsByStage);
    return leadStages.map((stage) => ({ stage, count: counts.get(stage) ?? 0 }));
  }
}
