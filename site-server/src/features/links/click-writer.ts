import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { LinkDevice } from '../../../../shared/links/contract';
import type { DataSource, EntityManager } from 'typeorm';
import type { LinkClickRule } from '../../../../shared/links/rules';
import { retryingConflicts, type TransactionRunner } from '../../core/db/transaction';
import type { GeoService } from '../../core/geo';
import type { StatChange, StatsService } from '../../core/stats';
import { linkMetrics } from '../../../../shared/links/statistics';
import { clickAddress } from '../retention';
import { deviceOf, referrerHostOf } from './link-url';
import type { LinkSql } from './sql';
import { capOutcomes, readClickCounts } from './click-cap';

/** A redirect served, as the fast path queues it: nothing but copying a few strings. */
export interface QueuedClick {
  linkId: number;
  at: number;
  ip: string | undefined;
  referer: string | undefined;
  userAgent: string | undefined;
  /** The split's destination (link rules, issue 32); absent: none. */
  variant?: number | null;
  /** The rule that chose the destination; absent: the link's own target. */
  rule?: LinkClickRule | null;
  /** The link's click cap: counted in the database by the batch (capOutcomes), not in memory. */
  cap?: number;
}

/**
 * A click the fast path answers through the writer: its 302 is written, with these headers (a flat
 * [name, value, …] list), right after the batch holding it commits. No promise nor closure per click.
 */
export interface AnsweredClick extends QueuedClick {
  res: ServerResponse;
  headers: readonly string[];
  /** A capped link's answer once its cap is reached (the fallback, or the expired page). */
  capHeaders?: readonly string[];
}

export interface ClickWriterOptions {
  /** Clicks waiting while the database is slow; beyond, new clicks are not kept (and logged). */
  maxQueued?: number;
  /**
   * Rows per transaction. SQLite writes block the event loop, so a long queue is written in short
   * transactions with a turn of the loop between them: requests keep flowing during a flush.
   */
  chunkSize?: number;
}

const CLICK_COLUMNS = `"linkId", "created", "countryCode", "referrerHost", "device", "isBot", "variant", "rule", "address"`;
const COLUMNS = 9;
const NONE_OVER_CAP: ReadonlySet<never> = new Set();

/** A click in the queue: answered by the writer (fast path), or waited for (`record`'s promise). */
type WaitingClick = QueuedClick & {
  res?: ServerResponse;
  headers?: readonly string[];
  capHeaders?: readonly string[];
  /** Resolves `record`'s promise: true when the click came past its link's cap. */
  written?: (overCap: boolean) => void;
};

function answer({ res, headers }: { res?: ServerResponse; headers?: readonly string[] }) {
  res!.writeHead(302, headers as string[]);
  res!.end();
}

/**
 * Writes clicks by group commit: `record` resolves once the click's transaction has committed,
 * so a redirect is answered only when its click survives a crash, and every click that arrives
 * while one transaction commits goes into the next one, so speed holds under load. The geo
 * lookup, device class and bot detection happen here, off the request's own work. Each batch
 * also bumps clickCount and lastClickAt of its links (human clicks only).
 */
export class ClickWriter {
  private queue: WaitingClick[] = [];
  private scheduled = false;
  private flushing: Promise<void> | null = null;
  private dropped = 0;
  private readonly maxQueued: number;
  private readonly chunkSize: number;
  /** Device class per user agent: few distinct agents, and the bot patterns are a long regex. */
  private readonly devices = new Map<string, LinkDevice>();

  constructor(
    private readonly deps: {
      transaction: TransactionRunner;
      /** For the one statement of a batch on PostgreSQL, sent on its own (writeInOneStatement). */
      dataSource: DataSource;
      geo: GeoService;
      sql: LinkSql;
      logger: Logger;
      stats: StatsService;
      /** Whether clicks keep the whole address (the privacy setting; cached by its owner), asked once per batch. */
      keepFullAddresses: () => Promise<boolean>;
    },
    options: ClickWriterOptions = {},
  ) {
    this.chunkSize = options.chunkSize ?? 500;
    this.maxQueued = options.maxQueued ?? 100_000;
  }

  get pending() {
    return this.queue.length;
  }

  /**
   * Queues a click; resolves once it is committed (or could not be: a failed write is logged, and
   * the visitor is redirected all the same). Never rejects.
   */
  record(click: QueuedClick): Promise<boolean> {
    if (this.queue.length >= this.maxQueued) {
      this.dropped += 1;
      return Promise.resolve(false);
    }
    return new Promise((written) => {
      this.queue.push({ ...click, written });
      this.schedule();
    });
  }

  /** Queues a click and writes its answer once committed (or could not be: as `record`). */
  recordAndAnswer(click: AnsweredClick) {
    if (this.queue.length >= this.maxQueued) {
      this.dropped += 1;
      answer(click);
      return;
    }
    this.queue.push(click);
    this.schedule();
  }

  /** The next flush starts after this turn of the loop, gathering the clicks of the same turn. */
  private schedule() {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /** Writes everything queued so far (one batch after another); resolves when done. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.queue.length === 0) return;
    this.flushing = this.writeAll().finally(() => {
      this.flushing = null;
      if (this.queue.length > 0) this.schedule();
    });
    await this.flushing;
  }

  private async writeAll() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.chunkSize);
      let overCap: ReadonlySet<WaitingClick> = NONE_OVER_CAP;
      try {
        overCap = await this.write(batch);
      } catch (error) {
        this.deps.logger.error({ err: error, clicks: batch.length }, 'link clicks could not be written');
      }
      for (const click of batch) {
        const past = overCap.has(click);
        if (click.res) answer(past ? { res: click.res, headers: click.capHeaders } : click);
        else click.written!(past);
      }
      if (this.queue.length > 0) await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.dropped > 0) {
      this.deps.logger.warn({ dropped: this.dropped }, 'link clicks not kept: the queue was full');
      this.dropped = 0;
    }
  }

  /**
   * Writes a batch; answers the clicks that came past their link's cap. A batch with capped links
   * runs as a transaction that first locks those links (in id order) and reads their counts, so
   * two processes at the cap's edge wait for each other: exactly `cap` human clicks get through.
   */
  private async write(batch: WaitingClick[]): Promise<ReadonlySet<WaitingClick>> {
    if (!batch.some((click) => click.cap !== undefined)) {
      await this.writeRows(batch, NONE_OVER_CAP, null);
      return NONE_OVER_CAP;
    }
    let overCap: ReadonlySet<WaitingClick> = NONE_OVER_CAP;
    await this.deps.transaction(async (em) => {
      overCap = capOutcomes(batch, await readClickCounts(em, this.deps.sql, batch), (c) =>
        this.isBot(c.userAgent),
      );
      await this.writeRows(batch, overCap, em);
    });
    return overCap;
  }

  private isBot(userAgent: string | undefined) {
    return this.deviceOf(userAgent) === 'bot';
  }

  /** The batch's rows, counts and statistics; in `em` when given, else in its own transaction or statement. */
  private async writeRows(batch: QueuedClick[], overCap: ReadonlySet<QueuedClick>, em: EntityManager | null) {
    const { sql, geo } = this.deps;
    const keepFullAddresses = await this.deps.keepFullAddresses();
    const clicks: unknown[][] = [];
    const perLink = new Map<number, { count: number; last: number }>();
    const counted: StatChange[] = [];
    for (const click of batch) {
      const device = this.deviceOf(click.userAgent);
      const isBot = device === 'bot';
      const country = geo.countryOf(click.ip);
      clicks.push([
        click.linkId,
        sql.time(click.at),
        country,
        referrerHostOf(click.referer),
        device,
        sql.bool(isBot),
        ...(overCap.has(click) ? [null, 'lifetime'] : [click.variant ?? null, click.rule ?? null]),
        clickAddress(click.ip, keepFullAddresses),
      ]);
      if (!isBot) {
        const at = new Date(click.at);
        counted.push(
          { metric: linkMetrics.clicks, at },
          { metric: linkMetrics.clicksByCountry, dimension: country ?? '', at },
          { metric: linkMetrics.clicksByLink, dimension: String(click.linkId), at },
        );
        const entry = perLink.get(click.linkId);
        if (entry) {
          entry.count += 1;
          entry.last = Math.max(entry.last, click.at);
        } else perLink.set(click.linkId, { count: 1, last: click.at });
      }
    }
    // In link id order: two servers' batches lock the same links in the same order, so neither
    // waits for the other in a circle (a deadlock would cost one of them a second and a retry).
    const links = [...perLink].sort(([a], [b]) => a - b);
    const statistics = this.deps.stats.upserts(counted);
    if (em === null && sql.postgres && statistics.length <= 1)
      return this.writeInOneStatement(clicks, links, statistics[0]);
    const params = clicks.flat();
    let n = 0;
    const rows = clicks.map(() => `(${Array.from({ length: COLUMNS }, () => sql.p(++n)).join(', ')})`);
    const run = (work: (em: EntityManager) => Promise<void>) => (em ? work(em) : this.deps.transaction(work));
    await run(async (em) => {
      await em.query(`INSERT INTO "link_click" (${CLICK_COLUMNS}) VALUES ${rows.join(', ')}`, params);
      for (const [linkId, { count, last }] of links) {
        await em.query(
          `UPDATE "tracked_link" SET "clickCount" = "clickCount" + ${sql.p(1)}, "lastClickAt" = ${sql.p(2)} WHERE "id" = ${sql.p(3)}`,
          [count, sql.time(last), linkId],
        );
      }
      await this.deps.stats.add(em, counted);
    });
  }

  /**
   * PostgreSQL: the batch's clicks, its links' counts and its statistics in one statement (data-
   * modifying CTEs), sent on its own: atomic, committed when it answers, and one round trip instead
   * of a transaction's five. Its links are listed in id order, though the join may lock them in
   * another: a deadlock with another process's batch aborts the whole statement, which runs again
   * as the runner's transactions do (click-races.test.ts).
   */
  private async writeInOneStatement(
    clicks: unknown[][],
    links: Array<[number, { count: number; last: number }]>,
    statistics: { sql: string; params: unknown[] } | undefined,
  ) {
    const { sql } = this.deps;
    const params: unknown[] = [];
    const param = (value: unknown, cast = '') => {
      params.push(value);
      return `${sql.p(params.length)}${cast}`;
    };
    const parts = [
      `"clicks" AS (INSERT INTO "link_click" (${CLICK_COLUMNS}) VALUES ${clicks
        .map((row) => `(${row.map((value) => param(value)).join(', ')})`)
        .join(', ')})`,
    ];
    if (links.length > 0)
      parts.push(
        `"links" AS (UPDATE "tracked_link" AS "link" SET "clickCount" = "link"."clickCount" + "batch"."count", "lastClickAt" = "batch"."last"
          FROM (VALUES ${links
            .map(
              ([linkId, { count, last }]) =>
                `(${param(linkId, '::int')}, ${param(count, '::int')}, ${param(sql.time(last), '::timestamptz')})`,
            )
            .join(', ')}) AS "batch" ("id", "count", "last")
          WHERE "link"."id" = "batch"."id")`,
      );
    let main = 'SELECT 1';
    if (statistics) {
      let next = 0;
      main = statistics.sql.replace(/\?/g, () => param(statistics.params[next++]));
    }
    await retryingConflicts(
      () => this.deps.dataSource.query(`WITH ${parts.join(', ')} ${main}`, params),
      this.deps.logger,
    );
  }

  private deviceOf(userAgent: string | undefined): LinkDevice {
    const key = userAgent ?? '';
    let device = this.devices.get(key);
    if (device === undefined) {
      device = deviceOf(userAgent);
      if (this.devices.size >= 5_000) this.devices.clear();
      this.devices.set(key, device);
    }
    return device;
  }

  /** Writes every queued click. */
  async close() {
    await this.flush();
  }
}
