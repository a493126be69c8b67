import type { EntityManager } from 'typeorm';
import { localDay } from '../../../../shared/stats';
import { inDialect } from '../db/sql';

/** One addition to a metric: `amount` (negative takes back) on the local day of `at`. */
export interface StatChange {
  metric: string;
  dimension?: string;
  at: Date;
  amount?: number;
}

export interface DayRange {
  /** First and last local day, both included (YYYY-MM-DD). */
  from: string;
  to: string;
}

const MAX_DIMENSION = 120;

/**
 * The daily counters of shared/stats.ts. Features add to them in the transaction of the change they
 * count (an order confirmed, a lead created, a batch of clicks), so a rolled-back change counts nothing.
 */
export class StatsService {
  /** Adds the changes (summed per metric, dimension and day first: one upsert each). */
  async add(em: EntityManager, changes: readonly StatChange[]): Promise<void> {
    const sums = new Map<string, { metric: string; dimension: string; day: string; value: number }>();
    for (const change of changes) {
      const amount = change.amount ?? 1;
      if (amount === 0) continue;
      const dimension = (change.dimension ?? '').slice(0, MAX_DIMENSION);
      const day = localDay(change.at);
      const key = `${change.metric}\u0000${dimension}\u0000${day}`;
      const sum = sums.get(key);
      if (sum) sum.value += amount;
      else sums.set(key, { metric: change.metric, dimension, day, value: amount });
    }
    for (const { metric, dimension, day, value } of sums.values())
      await em.query(
        inDialect(
          em,
          `INSERT INTO "daily_stat" ("metric", "dimension", "day", "value") VALUES (?, ?, ?, ?)
           ON CONFLICT ("metric", "dimension", "day") DO UPDATE SET "value" = "daily_stat"."value" + EXCLUDED."value"`,
        ),
        [metric, dimension, day, value],
      );
  }

  /** A metric's sum over the days (one dimension, '' by default). */
  async sum(em: EntityManager, metric: string, range: DayRange, dimension = ''): Promise<number> {
    const rows: Array<{ total: string | number | null }> = await em.query(
      inDialect(
        em,
        `SELECT SUM("value") AS "total" FROM "daily_stat" WHERE "metric" = ? AND "dimension" = ? AND "day" >= ? AND "day" <= ?`,
      ),
      [metric, dimension, range.from, range.to],
    );
    return Number(rows[0]?.total ?? 0);
  }

  /** A metric's value per day (days without any are absent). */
  async perDay(
    em: EntityManager,
    metric: string,
    range: DayRange,
    dimension = '',
  ): Promise<Map<string, number>> {
    const rows: Array<{ day: string; value: string | number }> = await em.query(
      inDialect(
        em,
        `SELECT "day", "value" FROM "daily_stat" WHERE "metric" = ? AND "dimension" = ? AND "day" >= ? AND "day" <= ?`,
      ),
      [metric, dimension, range.from, range.to],
    );
    return new Map(rows.map((row) => [row.day, Number(row.value)]));
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
