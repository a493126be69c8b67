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
    const result = await dataSource.transaction((em) => currentTransaction.run(em, () => work(em)));
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
