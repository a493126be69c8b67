import type { EntityManager } from 'typeorm';
import { inDialect } from '../../core/db/sql';
import { type PerformanceQuery, type PerformanceRow } from '../../../../shared/links/performance';
import { basisPoints, lastDays } from '../../../../shared/stats';
import { linkMetrics, touchMetrics } from '../../../../shared/links/statistics';
import type { DayRange, StatsService } from '../../core/stats';

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
  const range = query.days === 0 ? ALL_TIME : lastDays(query.days);
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
  await add(linkMetrics.clicksByLink, 'clicks');
  await add(metrics.leads, 'leads');
  await add(metrics.orders, 'orders');
  await add(metrics.revenue, 'revenue');

  const rows = query.by === 'link' ? await byLink(em, perLink) : await byGroup(em, query.by, perLink);
  return rows
    .map((row) => ({ ...row, conversion: basisPoints(row.orders, row.clicks) }))
    .sort(byValue)
    .slice(0, MAX_ROWS);
}

const byValue = (a: Totals & { label: string }, b: Totals & { label: string }) =>
  b.revenue - a.revenue || b.orders - a.orders || b.clicks - a.clicks || a.label.localeCompare(b.label);

/** The best links first: only their names are read (at 10,000 links, reading them all is the cost). */
async function byLink(em: EntityManager, perLink: Map<number, Totals>): Promise<PerformanceRow[]> {
  const best = [...perLink]
    .sort(([idA, a], [idB, b]) => byValue({ ...a, label: '' }, { ...b, label: '' }) || idA - idB)
    .slice(0, MAX_ROWS);
  if (best.length === 0) return [];
  const links: Array<{ id: number; title: string | null; url: string; code: string }> = await em.query(
    inDialect(
      em,
      `SELECT "id", "title", "url", "code" FROM "tracked_link" WHERE "id" IN (${best.map(() => '?').join(', ')})`,
    ),
    best.map(([id]) => id),
  );
  const byId = new Map(links.map((link) => [Number(link.id), link]));
  return best.flatMap(([id, totals]) => {
    const link = byId.get(id);
    return link ? [{ id, label: link.title || link.url, code: link.code, ...totals, conversion: 0 }] : [];
  });
}

const utmTables = { campaign: 'utm_campaign', medium: 'utm_medium', source: 'utm_source' } as const;

/** The links' totals summed by their campaign, medium or source (links without one together). */
async function byGroup(
  em: EntityManager,
  by: Exclude<PerformanceQuery['by'], 'link'>,
  perLink: Map<number, Totals>,
): Promise<PerformanceRow[]> {
  const links: Array<{ id: number; groupId: number | null }> = await em.query(
    `SELECT "id", "${by}Id" AS "groupId" FROM "tracked_link"`,
  );
  const groups = new Map<number | null, Totals>();
  for (const link of links) {
    const totals = perLink.get(Number(link.id));
    if (!totals) continue;
    const groupId = link.groupId === null ? null : Number(link.groupId);
    const sum = groups.get(groupId) ?? { clicks: 0, leads: 0, orders: 0, revenue: 0 };
    sum.clicks += totals.clicks;
    sum.leads += totals.leads;
    sum.orders += totals.orders;
    sum.revenue += totals.revenue;
    groups.set(groupId, sum);
  }
  const ids = [...groups.keys()].filter((id): id is number => id !== null);
  const names: Array<{ id: number; name: string }> = ids.length
    ? await em.query(
        inDialect(
          em,
          `SELECT "id", "name" FROM "${utmTables[by]}" WHERE "id" IN (${ids.map(() => '?').join(', ')})`,
        ),
        ids,
      )
    : [];
  const nameOf = new Map(names.map((row) => [Number(row.id), row.name]));
  return [...groups].map(([id, totals]) => ({
    id,
    label: id === null ? '' : (nameOf.get(id) ?? ''),
    code: null,
    ...totals,
    conversion: 0,
  }));
}
