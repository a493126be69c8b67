import type { Logger } from 'pino';
import type { LinkDevice } from '../../../../shared/links/contract';
import type { TransactionRunner } from '../../core/db/transaction';
import type { GeoService } from '../../core/geo';
import { deviceOf, referrerHostOf } from './link-url';
import type { LinkSql } from './sql';

/** A redirect served, as the fast path queues it: nothing but copying a few strings. */
export interface QueuedClick {
  linkId: number;
  at: number;
  ip: string | undefined;
  referer: string | undefined;
  userAgent: string | undefined;
}

export interface ClickWriterOptions {
  flushEveryMs?: number;
  batchSize?: number;
  /** Clicks kept while the database is slow; beyond, new clicks are dropped (and logged). */
  maxQueued?: number;
  /**
   * Rows per transaction. SQLite writes block the event loop, so a batch is written in short
   * transactions with a turn of the loop between them: redirects keep flowing during a flush.
   */
  chunkSize?: number;
}

const COLUMNS = 6;

/**
 * Writes clicks in batched transactions: every `flushEveryMs`, or as soon as `batchSize` clicks
 * wait. The geo lookup, device class and bot detection happen here, off the redirect path.
 * Each batch also bumps clickCount and lastClickAt of its links (human clicks only).
 */
export class ClickWriter {
  private queue: QueuedClick[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private closed = false;
  private dropped = 0;
  private readonly flushEveryMs: number;
  private readonly batchSize: number;
  private readonly maxQueued: number;
  private readonly chunkSize: number;
  /** Device class per user agent: few distinct agents, and the bot patterns are a long regex. */
  private readonly devices = new Map<string, LinkDevice>();

  constructor(
    private readonly deps: { transaction: TransactionRunner; geo: GeoService; sql: LinkSql; logger: Logger },
    options: ClickWriterOptions = {},
  ) {
    this.flushEveryMs = options.flushEveryMs ?? 250;
    this.batchSize = options.batchSize ?? 1000;
    this.chunkSize = options.chunkSize ?? 200;
    this.maxQueued = options.maxQueued ?? 500_000;
  }

  get pending() {
    return this.queue.length;
  }

  record(click: QueuedClick) {
    if (this.queue.length >= this.maxQueued) {
      this.dropped += 1;
      return;
    }
    this.queue.push(click);
    if (this.queue.length >= this.batchSize) this.schedule(0);
    else this.schedule(this.flushEveryMs);
  }

  private schedule(delayMs: number) {
    if (this.closed) return;
    if (this.timer) {
      if (delayMs > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
  }

  /** Writes everything queued so far (one batch after another); resolves when done. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.queue.length === 0) return;
    this.flushing = this.writeAll().finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  private async writeAll() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.chunkSize);
      try {
        await this.write(batch);
      } catch (error) {
        this.deps.logger.error({ err: error, clicks: batch.length }, 'link clicks could not be written');
      }
      if (this.queue.length > 0) await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.dropped > 0) {
      this.deps.logger.warn({ dropped: this.dropped }, 'link clicks dropped: the queue was full');
      this.dropped = 0;
    }
  }

  private async write(batch: QueuedClick[]) {
    const { sql, geo } = this.deps;
    const values: unknown[] = [];
    const rows: string[] = [];
    const perLink = new Map<number, { count: number; last: number }>();
    for (const click of batch) {
      const device = this.deviceOf(click.userAgent);
      const isBot = device === 'bot';
      const n = values.length;
      rows.push(`(${Array.from({ length: COLUMNS }, (_, i) => sql.p(n + i + 1)).join(', ')})`);
      values.push(
        click.linkId,
        sql.time(click.at),
        geo.countryOf(click.ip),
        referrerHostOf(click.referer),
        device,
        sql.bool(isBot),
      );
      if (!isBot) {
        const entry = perLink.get(click.linkId);
        if (entry) {
          entry.count += 1;
          entry.last = Math.max(entry.last, click.at);
        } else perLink.set(click.linkId, { count: 1, last: click.at });
      }
    }
    await this.deps.transaction(async (em) => {
      await em.query(
        `INSERT INTO "link_click" ("linkId", "created", "countryCode", "referrerHost", "device", "isBot") VALUES ${rows.join(', ')}`,
        values,
      );
      for (const [linkId, { count, last }] of perLink) {
        await em.query(
          `UPDATE "tracked_link" SET "clickCount" = "clickCount" + ${sql.p(1)}, "lastClickAt" = ${sql.p(2)} WHERE "id" = ${sql.p(3)}`,
          [count, sql.time(last), linkId],
        );
      }
    });
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

  /** Stops the timer and writes every queued click. */
  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}
