import type { EntityManager } from 'typeorm';
import {
  LINK_PERIOD_DAYS,
  type LinkPeriod,
  type LinkStatistics,
  type PeriodStatistics,
} from '../../../../shared/links/contract';
import { countryName } from './link-url';
import type { LinkSql } from './sql';
import type { TrackedLink } from './tracked-link.entity';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a time, UTC. */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The clicks of tracked links as the statistics read them (people only, bots left out): per day and
 * per country for a period, referrers, devices, counts, and every click for the CSV. The link service
 * builds on it.
 */
export class LinkClickStatistics {
  constructor(protected readonly sql: LinkSql) {}

  /** Human clicks of a link: per day and per country for each period, referrers, devices. */
  async statistics(em: EntityManager, link: TrackedLink, now = Date.now()): Promise<LinkStatistics> {
    const all = await this.periodStatistics(em, link, 'all', now);
    const month = await this.periodStatistics(em, link, 'month', now);
    const week = await this.periodStatistics(em, link, 'week', now);
    const { sql } = this;
    const referrers = (await em.query(
      `SELECT "referrerHost" AS host, COUNT(*) AS clicks FROM "link_click"
       WHERE "linkId" = ${sql.p(1)} AND "isBot" = ${sql.false}
       GROUP BY "referrerHost" ORDER BY clicks DESC, host LIMIT 20`,
      [link.id],
    )) as Array<{ host: string | null; clicks: number | string }>;
    const devices = (await em.query(
      `SELECT "device" AS device, COUNT(*) AS clicks FROM "link_click"
       WHERE "linkId" = ${sql.p(1)} AND "isBot" = ${sql.false}
       GROUP BY "device" ORDER BY clicks DESC, device`,
      [link.id],
    )) as Array<{ device: 'desktop' | 'mobile' | 'tablet' | 'bot'; clicks: number | string }>;
    return {
      total: all.total,
      periods: { all, month, week },
      referrers: referrers.map((row) => ({ host: row.host, clicks: Number(row.clicks) })),
      devices: devices.map((row) => ({ device: row.device, clicks: Number(row.clicks) })),
    };
  }

  async periodStatistics(
    em: EntityManager,
    link: TrackedLink,
    period: LinkPeriod,
    now = Date.now(),
  ): Promise<PeriodStatistics> {
    const today = Date.parse(`${dayOf(now)}T00:00:00Z`);
    const since = period === 'all' ? null : today - (LINK_PERIOD_DAYS[period] - 1) * DAY_MS;
    // One covering-index scan gives both the days and the countries.
    const { where, values } = this.clickWhere({ linkId: link.id, since });
    const cells = (await em.query(
      `SELECT ${this.sql.day('"created"')} AS day, "countryCode" AS code, COUNT(*) AS clicks FROM "link_click" WHERE ${where} GROUP BY 1, 2`,
      values,
    )) as Array<{ day: string; code: string | null; clicks: number | string }>;
    const counts = new Map<string, number>();
    const perCountry = new Map<string | null, number>();
    for (const cell of cells) {
      const clicks = Number(cell.clicks);
      counts.set(cell.day, (counts.get(cell.day) ?? 0) + clicks);
      perCountry.set(cell.code, (perCountry.get(cell.code) ?? 0) + clicks);
    }
    const rows = [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, clicks]) => ({ day, clicks }));
    const byCountry = [...perCountry]
      .sort(([codeA, a], [codeB, b]) => b - a || String(codeA ?? '').localeCompare(String(codeB ?? '')))
      .map(([code, clicks]) => ({ countryCode: code, country: countryName(code), clicks }));
    const first =
      since ??
      Math.min(
        rows.length ? Date.parse(`${rows[0]!.day}T00:00:00Z`) : today,
        Date.parse(`${dayOf(link.created.getTime())}T00:00:00Z`),
      );
    const byDay = [];
    for (let day = first; day <= today; day += DAY_MS) {
      const key = dayOf(day);
      byDay.push({ day: key, clicks: counts.get(key) ?? 0 });
    }
    const total = rows.reduce((sum, row) => sum + row.clicks, 0);
    return { byDay, byCountry, total };
  }

  private clickWhere(range: ClickRange, first = 1) {
    const { sql } = this;
    const terms = [`"isBot" = ${sql.false}`];
    const values: unknown[] = [];
    const add = (term: string, value: unknown) => {
      values.push(value);
      terms.push(term.replace('?', sql.p(first + values.length - 1)));
    };
    if (range.linkId !== undefined) add(`"linkId" = ?`, range.linkId);
    if (range.since !== null && range.since !== undefined) add(`"created" >= ?`, sql.time(range.since));
    if (range.sinceExclusive !== undefined) add(`"created" > ?`, sql.time(range.sinceExclusive));
    if (range.until !== undefined) add(`"created" < ?`, sql.time(range.until));
    if (range.untilInclusive !== undefined) add(`"created" <= ?`, sql.time(range.untilInclusive));
    return { where: terms.join(' AND '), values };
  }

  /** Human clicks per UTC day, oldest first (days without clicks left out). */
  async clicksByDay(em: EntityManager, range: ClickRange) {
    const { where, values } = this.clickWhere(range);
    const rows = (await em.query(
      `SELECT ${this.sql.day('"created"')} AS day, COUNT(*) AS clicks FROM "link_click" WHERE ${where} GROUP BY 1 ORDER BY 1`,
      values,
    )) as Array<{ day: string; clicks: number | string }>;
    return rows.map((row) => ({ day: row.day, clicks: Number(row.clicks) }));
  }

  /** Human clicks per country, most first. */
  async clicksByCountry(em: EntityManager, range: ClickRange) {
    const { where, values } = this.clickWhere(range);
    const rows = (await em.query(
      `SELECT "countryCode" AS code, COUNT(*) AS clicks FROM "link_click" WHERE ${where} GROUP BY "countryCode" ORDER BY clicks DESC, code`,
      values,
    )) as Array<{ code: string | null; clicks: number | string }>;
    return rows.map((row) => ({
      countryCode: row.code,
      country: countryName(row.code),
      clicks: Number(row.clicks),
    }));
  }

  async countClicks(em: EntityManager, range: ClickRange) {
    const { where, values } = this.clickWhere(range);
    const [row] = (await em.query(`SELECT COUNT(*) AS n FROM "link_click" WHERE ${where}`, values)) as Array<{
      n: number | string;
    }>;
    return Number(row?.n ?? 0);
  }

  /**
   * Every click of a link (bots included, flagged), oldest first, for the CSV: read in pages of
   * `pageSize` by (created, id), so a link with a million clicks never sits in memory at once.
   */
  async *clicksOf(em: EntityManager, linkId: number, pageSize = 2000) {
    let after: { created: string | Date; id: number } | null = null;
    for (;;) {
      const page = (await em.query(
        `SELECT "id", "created", "countryCode", "referrerHost", "device", "isBot" FROM "link_click"
         WHERE "linkId" = ${this.sql.p(1)}${after ? ` AND ("created", "id") > (${this.sql.p(2)}, ${this.sql.p(3)})` : ''}
         ORDER BY "created", "id" LIMIT ${pageSize}`,
        after ? [linkId, after.created, after.id] : [linkId],
      )) as Array<{
        id: number;
        created: string | Date;
        countryCode: string | null;
        referrerHost: string | null;
        device: string;
        isBot: boolean | number;
      }>;
      yield* page;
      if (page.length < pageSize) return;
      after = page[page.length - 1];
    }
  }
}

export interface ClickRange {
  linkId?: number;
  since?: number | null;
  sinceExclusive?: number;
  until?: number;
  untilInclusive?: number;
}
