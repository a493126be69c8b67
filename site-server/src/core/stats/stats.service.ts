import type { EntityManager } from 'typeorm';
import { localDay } from '../../../../shared/stats';
import { inDialect } from '../db/sql';

/**
 * One addition to a metric: `amount` (negative takes back) on the local day of `at`, or, with `at`
 * null, to its running total (a count of now, such as the leads per stage: day '').
 */
export interface StatChange {
  metric: string;
  dimension?: string;
  at: Date | null;
  amount?: number;
}

/** The day of running totals. */
const NOW = '';

export interface DayRange {
  /** First and last local day, both included (YYYY-MM-DD). */
  from: string;
  to: string;
}

const MAX_DIMENSION = 120;

/** Counters per upsert statement: 4 parameters each, far below either database's limit. */
const UPSERT_ROWS = 500;

/**
 * The daily counters the features name in shared/<feature>/statistics.ts. Features add to them in the transaction of the change they
 * count (an order confirmed, a lead created, a batch of clicks), so a rolled-back change counts nothing.
 */
export class StatsService {
  /** Adds the changes (summed per metric, dimension and day first), in one upsert statement. */
  async add(em: EntityManager, changes: readonly StatChange[]): Promise<void> {
    for (const { sql, params } of this.upserts(changes)) await em.query(inDialect(em, sql), params);
  }

  /**
   * The statements of `add`, with `?` placeholders: for a caller that sends them within a statement
   * of its own (a batch of clicks, on PostgreSQL, in one round trip).
   */
  upserts(changes: readonly StatChange[]): Array<{ sql: string; params: unknown[] }> {
    const sums = new Map<string, { metric: string; dimension: string; day: string; value: number }>();
    for (const change of changes) {
      const amount = change.amount ?? 1;
      if (amount === 0) continue;
      const dimension = (change.dimension ?? '').slice(0, MAX_DIMENSION);
      const day = change.at ? localDay(change.at) : NOW;
      const key = `${change.metric}\u0000${dimension}\u0000${day}`;
      const sum = sums.get(key);
      if (sum) sum.value += amount;
      else sums.set(key, { metric: change.metric, dimension, day, value: amount });
    }
    // In one fixed order (by key): transactions adding to the same counters lock their rows in the
    // same order, so two of them never wait for each other in a circle (PostgreSQL). One statement
    // for up to UPSERT_ROWS counters: each statement is a round trip to PostgreSQL.
    const ordered = [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const statements: Array<{ sql: string; params: unknown[] }> = [];
    for (let start = 0; start < ordered.length; start += UPSERT_ROWS) {
      const chunk = ordered.slice(start, start + UPSERT_ROWS);
      statements.push({
        sql: `INSERT INTO "daily_stat" ("metric", "dimension", "day", "value") VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}
           ON CONFLICT ("metric", "dimension", "day") DO UPDATE SET "value" = "daily_stat"."value" + EXCLUDED."value"`,
        params: chunk.flatMap(([, { metric, dimension, day, value }]) => [metric, dimension, day, value]),
      });
    }
    return statements;
  }

  /** Several metrics' sums over the days (dimension ''), in one read: metric → sum (0 when none). */
  async sums(em: EntityManager, metrics: readonly string[], range: DayRange): Promise<Map<string, number>> {
    const rows: Array<{ metric: string; total: string | number | null }> = await em.query(
      inDialect(
        em,
        `SELECT "metric", SUM("value") AS "total" FROM "daily_stat"
         WHERE "metric" IN (${metrics.map(() => '?').join(', ')}) AND "dimension" = '' AND "day" >= ? AND "day" <= ?
         GROUP BY "metric"`,
      ),
      [...metrics, range.from, range.to],
    );
    const sums = new Map(metrics.map((metric) => [metric, 0]));
    for (const row of rows) sums.set(row.metric, Number(row.total ?? 0));
    return sums;
  }

  /** Several metrics' values per day (dimension ''): metric → day → value (days without any absent). */
  async perDayOf(
    em: EntityManager,
    metrics: readonly string[],
    range: DayRange,
  ): Promise<Map<string, Map<string, number>>> {
    const rows: Array<{ metric: string; day: string; value: string | number }> = await em.query(
      inDialect(
        em,
        `SELECT "metric", "day", "value" FROM "daily_stat"
         WHERE "metric" IN (${metrics.map(() => '?').join(', ')}) AND "dimension" = '' AND "day" >= ? AND "day" <= ?`,
      ),
      [...metrics, range.from, range.to],
    );
    const series = new Map(metrics.map((metric) => [metric, new Map<string, number>()]));
    for (const row of rows) series.get(row.metric)!.set(row.day, Number(row.value));
    return series;
  }

  /** A metric's running totals by dimension (those added with `at` null). */
  async totals(em: EntityManager, metric: string): Promise<Map<string, number>> {
    const rows = await this.byDimension(em, metric, { from: NOW, to: NOW });
    return new Map(rows.map((row) => [row.dimension, row.value]));
  }

  /**
   * A metric's sums per dimension over the days, largest first (`limit` of them; all when null).
   * `dimensions` keeps only those (the links of one page of the links screen).
   */
  async byDimension(
    em: EntityManager,
    metric: string,
    range: DayRange,
    options: { limit?: number | null; dimensions?: readonly string[] } = {},
  ): Promise<Array<{ dimension: string; value: number }>> {
    const params: unknown[] = [metric, range.from, range.to];
    let only = '';
    if (options.dimensions) {
      if (options.dimensions.length === 0) return [];
      only = ` AND "dimension" IN (${options.dimensions.map(() => '?').join(', ')})`;
      params.push(...options.dimensions);
    }
    const limit = options.limit ? ` LIMIT ${Math.floor(options.limit)}` : '';
    const rows: Array<{ dimension: string; total: string | number }> = await em.query(
      inDialect(
        em,
        `SELECT "dimension", SUM("value") AS "total" FROM "daily_stat"
         WHERE "metric" = ? AND "day" >= ? AND "day" <= ?${only}
         GROUP BY "dimension" HAVING SUM("value") <> 0 ORDER BY "total" DESC, "dimension"${limit}`,
      ),
      params,
    );
    return rows.map((row) => ({ dimension: row.dimension, value: Number(row.total) }));
  }
}
