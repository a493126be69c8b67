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
 */
export function createTransactionRunner(
  dataSource: DataSource,
  options: { events?: EventBus } = {},
): TransactionRunner {
  const begin = async <T>(work: (em: EntityManager) => Promise<T>, changesPages = true) => {
    const apart: ApartWork[] = [];
    let result: T;
    try {
      result = await dataSource.transaction((em) => {
        apartWork.set(em, apart);
        return currentTransaction.run(em, () => work(em));
      });
    } finally {
      // In the same turn of SQLite's queue, after the connection is back in PostgreSQL's pool.
      for (const each of apart)
        await dataSource.transaction((em) => currentTransaction.run(em, () => each(em)));
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

  if (dataSource.options.type === 'postgres') {
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
