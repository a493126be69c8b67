import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventBus } from '../events';

export interface TransactionOptions {
  /**
   * false for writes no page shows (clicks, page views, statistics): their commit does not drop the
   * shared pages of the page cache.
   */
  changesPages?: boolean;
}

export type TransactionRunner = <T>(
  work: (em: EntityManager) => Promise<T>,
  options?: TransactionOptions,
) => Promise<T>;

/**
 * PostgreSQL's codes for "this transaction lost a race; run it again": deadlock_detected (one of two
 * transactions waiting for each other is aborted) and serialization_failure. Nothing it wrote stays.
 */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

/** Tries of one transaction before its error goes to the caller (the first one included). */
export const MAX_TRANSACTION_ATTEMPTS = 5;

/** True when `error` (a TypeORM QueryFailedError, or what wraps one) is a deadlock or a serialization failure. */
export function isRetryableConflict(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth += 1) {
    const { code, driverError } = cause as { code?: unknown; driverError?: { code?: unknown } };
    if (RETRYABLE_CODES.has(String(code)) || RETRYABLE_CODES.has(String(driverError?.code))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export interface TransactionRetryLogger {
  warn(details: object, message: string): void;
}

/**
 * Runs `attempt` again when it loses a race (isRetryableConflict), up to MAX_TRANSACTION_ATTEMPTS
 * times: a transaction of the runner, or one statement sent on its own (autocommitted, PostgreSQL).
 */
export async function retryingConflicts<T>(
  attempt: () => Promise<T>,
  logger?: TransactionRetryLogger,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= MAX_TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      logger?.warn({ err: error, attempt: tries }, 'transaction lost a race; running it again');
      // Apart, so the two that met do not meet again at once: 5-10 ms, doubling each time.
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** (tries - 1) * (1 + Math.random())));
    }
  }
}

/** The transaction the current async flow runs in, if any. */
const currentTransaction = new AsyncLocalStorage<EntityManager>();

type ApartWork = (em: EntityManager) => Promise<unknown>;
/** Work asked for by `runApart` inside each transaction a runner began, done once that transaction ends. */
const apartWork = new WeakMap<EntityManager, ApartWork[]>();

/**
 * Runs `work` in a transaction of its own, kept whatever becomes of the caller's (a failed sign-in is
 * counted though its request rolls back). Inside a transaction it waits until that one has ended,
 * then runs before the caller hears how it ended, so the next request sees it; the caller's
 * connection is released first, so a full pool never waits on itself. Outside, it runs at once.
 */
export async function runApart(transaction: TransactionRunner, work: ApartWork): Promise<void> {
  const em = currentTransaction.getStore();
  const waiting = em && apartWork.get(em);
  if (waiting && em.queryRunner?.isTransactionActive) waiting.push(work);
  else await transaction(work, { changesPages: false });
}

/**
 * Runs `fn` outside the caller's transaction: for background work started from a request (a
 * timer set there would otherwise inherit the request's transaction and join it).
 */
export const detached = <T>(fn: () => T): T => currentTransaction.exit(fn);

/**
 * One request, one transaction. SQLite has a single connection, on which TypeORM would
 * interleave concurrent transactions, so there they run one after another; PostgreSQL pools.
 * A transaction started inside another one of the same database joins it (waiting for itself
 * would never end); once that one has ended, a new one starts. After each commit of its own it
 * publishes `db.committed` on `events`.
 *
 * On PostgreSQL a transaction that fails on a deadlock or a serialization failure is run again from
 * the start, up to MAX_TRANSACTION_ATTEMPTS times, after a short random pause: its work may already
 * be answered (a redirect whose click is in it). So `work` must be safe to run again: nothing but the
 * database before it returns. The failed attempt's events are dropped with its rollback (EventBus);
 * a joined transaction is retried with the one it joined, never alone.
 */
export function createTransactionRunner(
  dataSource: DataSource,
  options: { events?: EventBus; logger?: TransactionRetryLogger } = {},
): TransactionRunner {
  // `apart` collects the runApart work of the attempt that ends last (a retried attempt asks again).
  const once = <T>(work: (em: EntityManager) => Promise<T>, apart: ApartWork[]) =>
    dataSource.transaction((em) => {
      apart.length = 0;
      apartWork.set(em, apart);
      return currentTransaction.run(em, () => work(em));
    });
  const retried = <T>(work: (em: EntityManager) => Promise<T>, apart: ApartWork[]) =>
    retryingConflicts(() => once(work, apart), options.logger);
  const postgres = dataSource.options.type === 'postgres';
  const attempts = <T>(work: (em: EntityManager) => Promise<T>, apart: ApartWork[]) =>
    postgres ? retried(work, apart) : once(work, apart);
  const begin = async <T>(work: (em: EntityManager) => Promise<T>, changesPages = true) => {
    const apart: ApartWork[] = [];
    let result: T;
    try {
      result = await attempts(work, apart);
    } finally {
      // In the same turn of SQLite's queue, after the connection is back in PostgreSQL's pool.
      for (const each of apart) await attempts(each, []);
    }
    if (changesPages) options.events?.publish(null, 'db.committed', {});
    return result;
  };
  const openTransaction = () => {
    const em = currentTransaction.getStore();
    const runner = em?.queryRunner;
    return em && em.connection === dataSource && runner && !runner.isReleased && runner.isTransactionActive
      ? em
      : null;
  };

  if (postgres) {
    return (work, runOptions) => {
      const joined = openTransaction();
      return joined ? work(joined) : begin(work, runOptions?.changesPages);
    };
  }
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: (em: EntityManager) => Promise<T>, runOptions?: TransactionOptions): Promise<T> => {
    const joined = openTransaction();
    if (joined) return work(joined);
    const run = detached(() => tail.then(() => begin(work, runOptions?.changesPages)));
    tail = run.catch(() => undefined);
    return run;
  };
}
