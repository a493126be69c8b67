import type { EntityManager } from 'typeorm';
import {
  LINK_PERIOD_DAYS,
  type LinkDevice,
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

/** What click counts are grouped by (a raw click's columns; `day` its UTC day). */
type ClickGroup = 'day' | 'countryCode' | 'referrerHost' | 'device';

export interface ClickRange {
  linkId?: number;
  since?: number | null;
  sinceExclusive?: number;
  until?: number;
  untilInclusive?: number;
}

/**
 * The click queries of links (the statistics pages, the spec's model calls, the CSV), over the one
 * covering index of `link_click`; humans only unless said. LinkService builds on them.
 */
export abstract class LinkClickQueries {
  constructor(protected readonly sql: LinkSql) {}

  /** Human clicks of a link: per day and per country for each period, referrers, devices. */
  async statistics(em: EntityManager, link: TrackedLink, now = Date.now()): Promise<LinkStatistics> {
    const all = await this.periodStatistics(em, link, 'all', now);
    const month = await this.periodStatistics(em, link, 'month', now);
    const week = await this.periodStatistics(em, link, 'week', now);
    const referrers = await this.counted(
      em,
      { linkId: link.id },
      ['referrerHost'],
      'ORDER BY "clicks" DESC, "referrerHost" LIMIT 20',
    );
    const devices = await this.counted(
      em,
      { linkId: link.id },
      ['device'],
      'ORDER BY "clicks" DESC, "device"',
    );
    return {
      total: all.total,
      periods: { all, month, week },
      referrers: referrers.map((row) => ({ host: row.referrerHost, clicks: row.clicks })),
      devices: devices.map((row) => ({ device: row.device as LinkDevice, clicks: row.clicks })),
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
    const cells = await this.counted(em, { linkId: link.id, since }, ['day', 'countryCode']);
    const counts = new Map<string, number>();
    const perCountry = new Map<string | null, number>();
    for (const { day, countryCode, clicks } of cells) {
      counts.set(day!, (counts.get(day!) ?? 0) + clicks);
      perCountry.set(countryCode, (perCountry.get(countryCode) ?? 0) + clicks);
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

  /** The conditions of a range on the raw clicks (humans), or on the daily aggregate (`column` "day"). */
  private clickWhere(range: ClickRange, first = 1, column: '"created"' | '"day"' = '"created"') {
    const { sql } = this;
    const terms = column === '"created"' ? [`"isBot" = ${sql.false}`] : ['1 = 1'];
    const values: unknown[] = [];
    const add = (term: string, value: unknown) => {
      values.push(value);
      terms.push(term.replace('?', sql.p(first + values.length - 1)));
    };
    if (range.linkId !== undefined) add(`"linkId" = ?`, range.linkId);
    if (range.since !== null && range.since !== undefined) add(`${column} >= ?`, sql.time(range.since));
    if (range.sinceExclusive !== undefined) add(`${column} > ?`, sql.time(range.sinceExclusive));
    if (range.until !== undefined) add(`${column} < ?`, sql.time(range.until));
    if (range.untilInclusive !== undefined) add(`${column} <= ?`, sql.time(range.untilInclusive));
    return { where: terms.join(' AND '), values };
  }

  /**
   * Human clicks in a range, counted by `groups`: the raw clicks (over their covering index) and the
   * daily aggregate of those removed past their retention period (click-retention.ts) alike, so a
   * statistic does not change when raw clicks go. Days of the aggregate are whole: a range boundary
   * inside such a day counts it from its start.
   */
  private async counted(em: EntityManager, range: ClickRange, groups: ClickGroup[], tail = '') {
    const raw = this.clickWhere(range);
    const daily = this.clickWhere(range, raw.values.length + 1, '"day"');
    const pick = (expressions: Record<ClickGroup, string>) =>
      groups.map((group) => `${expressions[group]} AS "${group}"`);
    const byPosition = groups.length ? ` GROUP BY ${groups.map((_, i) => i + 1).join(', ')}` : '';
    const rawColumns = pick({
      day: this.sql.day('"created"'),
      countryCode: '"countryCode"',
      referrerHost: '"referrerHost"',
      device: '"device"',
    });
    const dailyColumns = pick({
      day: this.sql.day('"day"'),
      countryCode: `NULLIF("countryCode", '')`,
      referrerHost: `NULLIF("referrerHost", '')`,
      device: '"device"',
    });
    const outer = groups.map((group) => `"${group}"`);
    const rows = (await em.query(
      `SELECT ${[...outer, 'SUM("clicks") AS "clicks"'].join(', ')} FROM (
         SELECT ${[...rawColumns, 'COUNT(*) AS "clicks"'].join(', ')} FROM "link_click" WHERE ${raw.where}${byPosition}
         UNION ALL
         SELECT ${[...dailyColumns, 'SUM("clicks") AS "clicks"'].join(', ')} FROM "link_click_day" WHERE ${daily.where}${byPosition}
       ) AS "counted"${outer.length ? ` GROUP BY ${outer.join(', ')}` : ''} ${tail}`,
      [...raw.values, ...daily.values],
    )) as Array<Record<ClickGroup, string | null> & { clicks: number | string | null }>;
    return rows.map((row) => ({ ...row, clicks: Number(row.clicks ?? 0) }));
  }

  /** Human clicks per UTC day, oldest first (days without clicks left out). */
  async clicksByDay(em: EntityManager, range: ClickRange) {
    const rows = await this.counted(em, range, ['day'], 'ORDER BY "day"');
    return rows.map((row) => ({ day: row.day!, clicks: row.clicks }));
  }

  /** Human clicks per country, most first. */
  async clicksByCountry(em: EntityManager, range: ClickRange) {
    const rows = await this.counted(em, range, ['countryCode'], 'ORDER BY "clicks" DESC, "countryCode"');
    return rows.map((row) => ({
      countryCode: row.countryCode,
      country: countryName(row.countryCode),
      clicks: row.clicks,
    }));
  }

  async countClicks(em: EntityManager, range: ClickRange) {
    const [row] = await this.counted(em, range, []);
    return row?.clicks ?? 0;
  }

  /**
   * Every click of a link (bots included, flagged), oldest first, for the CSV: read in pages of
   * `pageSize` by (created, id), so a link with a million clicks never sits in memory at once.
   */
  async *clicksOf(em: EntityManager, linkId: number, pageSize = 2000) {
    let after: { created: string | Date; id: number } | null = null;
    for (;;) {
      const page = (await em.query(
        `SELECT "id", "created", "countryCode", "referrerHost", "device", "isBot", "address" FROM "link_click"
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
        address: string | null;
      }>;
      yield* page;
      if (page.length < pageSize) return;
      after = page[page.length - 1];
    }
  }
}
