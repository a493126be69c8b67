import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

export type TransactionRunner = <T>(work: (em: EntityManager) => Promise<T>) => Promise<T>;

/**
 * One request, one transaction. SQLite has a single connection, on which TypeORM would
 * interleave concurrent transactions, so there they run one after another; PostgreSQL pools.
 * A transaction started inside another one joins it (waiting for itself would never end).
 */
export function createTransactionRunner(
  dataSource: DataSource,
  options: { onCommit?: () => void } = {},
): TransactionRunner {
  const current = new AsyncLocalStorage<EntityManager>();
  const begin = async <T>(work: (em: EntityManager) => Promise<T>) => {
    const result = await dataSource.transaction((em) => current.run(em, () => work(em)));
    options.onCommit?.();
    return result;
  };

  if (dataSource.options.type === 'postgres') {
    return (work) => {
      const joined = current.getStore();
      return joined ? work(joined) : begin(work);
    };
  }
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: (em: EntityManager) => Promise<T>): Promise<T> => {
    const joined = current.getStore();
    if (joined) return work(joined);
    const run = tail.then(() => begin(work));
    tail = run.catch(() => undefined);
    return run;
  };
}
