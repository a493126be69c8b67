import type { DataSource, EntityManager } from 'typeorm';

export type TransactionRunner = <T>(work: (em: EntityManager) => Promise<T>) => Promise<T>;

/**
 * One request, one transaction. SQLite has a single connection, on which TypeORM would
 * interleave concurrent transactions, so there they run one after another; PostgreSQL pools.
 */
export function createTransactionRunner(dataSource: DataSource): TransactionRunner {
  if (dataSource.options.type === 'postgres') return (work) => dataSource.transaction(work);
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: (em: EntityManager) => Promise<T>): Promise<T> => {
    const run = tail.then(() => dataSource.transaction(work));
    tail = run.catch(() => undefined);
    return run;
  };
}
