import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit as expressRateLimit, type Store } from 'express-rate-limit';
import type { EntityManager } from 'typeorm';
import type { TransactionRunner } from '../db/transaction';
import { RateLimitError } from '../errors';
import { LimitCounter } from './rate-limit-counter';

export interface RateLimitOptions {
  /** The limiter's name among the shared counters: one per limiter, at most 40 characters. */
  name: string;
  /** Window length, from a client's first request. */
  windowMs: number;
  /** Requests allowed per key and window. */
  limit: number;
  /** What to count by; the client's address by default. */
  key?: (req: Request) => string;
  message?: string;
}

/** The client as rate limits count it: an IPv4 address, or an IPv6 address's /64 (one household's or server's block). */
export const clientKey = (ip: string | null | undefined) => (ip ? ipKeyGenerator(ip, 64) : 'unknown');

/** Counting a request changes no page: the page cache keeps its pages. */
const QUIET = { changesPages: false } as const;

/**
 * express-rate-limit's counts kept in the database (`rate_limit_counter`), so every process of a
 * deployment gives a client the same number of requests as one would. One short transaction a request.
 */
class SharedCountStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;

  constructor(
    private readonly transaction: TransactionRunner,
    private readonly counter: LimitCounter,
  ) {
    this.prefix = counter.limiter;
  }

  async increment(key: string) {
    const counted = await this.transaction((em) => this.counter.hit(em, key), QUIET);
    return { totalHits: counted.hits, resetTime: new Date(counted.resetAt) };
  }

  async decrement(key: string) {
    await this.transaction((em) => this.counter.unhit(em, key), QUIET);
  }

  async resetKey(key: string) {
    await this.transaction((em) => this.counter.forget(em, key), QUIET);
  }
}

/**
 * Counts requests per client in the database (shared by every process) and refuses the excess
 * with a RateLimitError, which the error handler turns into the right envelope (JSON-RPC, API JSON
 * or an HTML page). The answers carry the RateLimit headers (IETF draft 8).
 */
export function rateLimit(transaction: TransactionRunner, options: RateLimitOptions): RequestHandler {
  return expressRateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: options.key ?? ((req) => clientKey(req.ip)),
    store: new SharedCountStore(transaction, new LimitCounter(options.name, { windowMs: options.windowMs })),
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, _res, next) => next(new RateLimitError(options.message)),
  });
}

/**
 * A limit counted inside a service's transaction, keyed by anything (an e-mail address, a record
 * and an address): kept in the database, committed or rolled back with the work it limits (a
 * confirmation mail and its count go out together or not at all).
 */
export class AttemptCounter {
  private readonly counter: LimitCounter;

  constructor(
    name: string,
    private readonly limit: number,
    windowMs: number,
  ) {
    this.counter = new LimitCounter(name, { windowMs });
  }

  /** Counts one attempt; throws RateLimitError when the key is over its limit. */
  async hit(em: EntityManager, key: string, now = Date.now()) {
    const { hits } = await this.counter.hit(em, key, now);
    if (hits > this.limit) throw new RateLimitError();
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
 * A limit whose limiter depends on the request (links: staff per minute, visitors per hour): each
 * request `count` names is counted in the database like `rateLimit`'s, and the excess is refused
 * with a RateLimitError. `count` answers null for requests this limit leaves alone.
 */
export function databaseRateLimit(options: {
  transaction: TransactionRunner;
  count: (req: Request) => CountedRequest | null;
  message?: string;
}): RequestHandler {
  const counters = new Map<string, LimitCounter>();
  return async (req, _res, next) => {
    const counted = options.count(req);
    if (!counted) return next();
    let counter = counters.get(counted.limiter);
    if (!counter) {
      counter = new LimitCounter(counted.limiter, { windowMs: counted.windowMs });
      counters.set(counted.limiter, counter);
    }
    const { hits } = await options.transaction((em) => counter.hit(em, counted.client), QUIET);
    next(hits > counted.limit ? new RateLimitError(options.message) : undefined);
  };
}
