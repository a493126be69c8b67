import { In, type EntityManager } from 'typeorm';
import {
  conversionOf,
  type PerformanceQuery,
  type PerformanceRow,
} from '../../../../shared/links/performance';
import { addDays, localDay, statMetrics, touchMetrics } from '../../../../shared/stats';
import type { DayRange, StatsService } from '../../core/stats';
import { TrackedLink } from './tracked-link.entity';

const ALL_TIME: DayRange = { from: '0000-01-01', to: '9999-12-31' };
const MAX_ROWS = 200;

type Totals = Omit<PerformanceRow, 'id' | 'label' | 'code' | 'conversion'>;

/**
 * Revenue traced to links: the daily statistics by link (human clicks; leads, orders and revenue by
 * first or last touch, kept by the leads and the orders), summed over the period and grouped by link or
 * by its campaign, medium or source.
 */
export async function linkPerformance(
  em: EntityManager,
  stats: StatsService,
  query: PerformanceQuery,
): Promise<PerformanceRow[]> {
  const today = localDay(new Date());
  const range = query.days === 0 ? ALL_TIME : { from: addDays(today, 1 - query.days), to: today };
  const metrics = touchMetrics[query.touch];
  const perLink = new Map<number, Totals>();
  const add = async (metric: string, field: keyof Totals) => {
    for (const { dimension, value } of await stats.byDimension(em, metric, range)) {
      const id = Number(dimension);
      const totals = perLink.get(id) ?? { clicks: 0, leads: 0, orders: 0, revenue: 0 };
      totals[field] += value;
      perLink.set(id, totals);
    }
  };
  await add(statMetrics.clicksByLink, 'clicks');
  await add(metrics.leads, 'leads');
  await add(metrics.orders, 'orders');
  await add(metrics.revenue, 'revenue');

  const links = perLink.size
    ? await em.getRepository(TrackedLink).find({
        where: { id: In([...perLink.keys()]) },
        // By link, its own names; by campaign, medium or source, that one's (a join, not three).
        select:
          query.by === 'link'
            ? { id: true, title: true, url: true, code: true }
            : { id: true, [query.by]: { id: true, name: true } },
        relations: query.by === 'link' ? {} : { [query.by]: true },
      })
    : [];
  const groups = new Map<string, PerformanceRow>();
  for (const link of links) {
    const totals = perLink.get(link.id)!;
    const group =
      query.by === 'link'
        ? { id: link.id, label: link.title || link.url, code: link.code }
        : { id: link[query.by]?.id ?? null, label: link[query.by]?.name ?? '', code: null };
    const key = String(group.id);
    const row = groups.get(key) ?? { ...group, clicks: 0, leads: 0, orders: 0, revenue: 0, conversion: 0 };
    row.clicks += totals.clicks;
    row.leads += totals.leads;
    row.orders += totals.orders;
    row.revenue += totals.revenue;
    groups.set(key, row);
  }
  return [...groups.values()]
    .map((row) => ({ ...row, conversion: conversionOf(row.orders, row.clicks) }))
    .sort(
      (a, b) =>
        b.revenue - a.revenue || b.orders - a.orders || b.clicks - a.clicks || a.label.localeCompare(b.label),
    )
    .slice(0, MAX_ROWS);
}
