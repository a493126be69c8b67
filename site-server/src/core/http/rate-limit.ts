import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit as expressRateLimit } from 'express-rate-limit';
import type { TransactionRunner } from '../db/transaction';
import { inDialect } from '../db/sql';
import { RateLimitError } from '../errors';

export interface RateLimitOptions {
  /** Window length. */
  windowMs: number;
  /** Requests allowed per key and window. */
  limit: number;
  /** What to count by; the client's address by default. */
  key?: (req: Request) => string;
  message?: string;
}

/** The client as rate limits count it: an IPv4 address, or an IPv6 address's /64 (one household's or server's block). */
export const clientKey = (ip: string | null | undefined) => (ip ? ipKeyGenerator(ip, 64) : 'unknown');

/**
 * Counts requests per client in memory and refuses the excess with a RateLimitError, which
 * the error handler turns into the right envelope (JSON-RPC, API JSON or an HTML page).
 */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  return expressRateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: options.key ?? ((req) => clientKey(req.ip)),
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, _res, next) => next(new RateLimitError(options.message)),
  });
}

/** A limiter keyed by anything, for use inside services (e.g. per e-mail address). */
export class AttemptCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt; throws RateLimitError when the key is over its limit. */
  hit(key: string, now = Date.now()) {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 10_000) this.prune(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > this.limit) throw new RateLimitError();
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  private prune(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/** What a database-kept limit counts a request as: by which limiter, for which client, how many a window. */
export interface CountedRequest {
  /** The limiter's name (each has its own window length). */
  limiter: string;
  client: string;
  limit: number;
  windowMs: number;
}

/**
 * A limit kept in the database (ARCHITECTURE: no truth in process memory): each request `count`
 * names is added to its client's counter of the current fixed window by one atomic upsert, and the
 * excess is refused with a RateLimitError. Every process of a deployment shares the counts. A
 * window's first request removes the limiter's counters of earlier windows. `count` answers null
 * for requests this limit leaves alone.
 */
export function databaseRateLimit(options: {
  transaction: TransactionRunner;
  count: (req: Request) => CountedRequest | null;
  message?: string;
}): RequestHandler {
  return async (req, _res, next) => {
    const counted = options.count(req);
    if (!counted) return next();
    const windowStart = Math.floor(Date.now() / counted.windowMs) * counted.windowMs;
    const client = counted.client.slice(0, 100);
    const hits = await options.transaction(async (em) => {
      const [row] = (await em.query(
        inDialect(
          em,
          `INSERT INTO "rate_limit_counter" ("limiter", "client", "windowStart", "hits") VALUES (?, ?, ?, 1)
           ON CONFLICT ("limiter", "client", "windowStart")
           DO UPDATE SET "hits" = "rate_limit_counter"."hits" + 1 RETURNING "hits"`,
        ),
        [counted.limiter, client, windowStart],
      )) as Array<{ hits: number | string }>;
      const count = Number(row?.hits ?? 1);
      if (count === 1)
        await em.query(
          inDialect(em, `DELETE FROM "rate_limit_counter" WHERE "limiter" = ? AND "windowStart" < ?`),
          [counted.limiter, windowStart],
        );
      return count;
    });
    next(hits > counted.limit ? new RateLimitError(options.message) : undefined);
  };
}
