import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';

/**
 * What the configurator reads of a template that only the catalog's own writers change (attribute
 * lines, values, exclusions, images), kept in memory between requests.
 *
 * Correctness: every catalog write calls `changed(em)`. That empties the cache at once, and when the
 * write runs in a transaction, again once that transaction commits or rolls back. While such a
 * transaction is open nothing is stored: on SQLite the shared connection reads its uncommitted rows,
 * which a rollback would take back. A load that overlaps a write is not stored either (generation).
 */
export class CatalogCache<T> {
  private readonly entries = new Map<number, T>();
  private generation = 0;
  /** Transactions that wrote to the catalog and have not ended yet. */
  private readonly writers = new Set<QueryRunner>();

  /** Ends pending writes when their transaction does (TypeORM's transaction events of the data source). */
  attach(dataSource: DataSource): this {
    const ended = (queryRunner: QueryRunner | undefined) => {
      // A savepoint's release keeps the outer transaction open.
      if (!queryRunner || queryRunner.isTransactionActive || !this.writers.delete(queryRunner)) return;
      this.clear();
    };
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: (event) => ended(event.queryRunner),
      afterTransactionRollback: (event) => ended(event.queryRunner),
    };
    dataSource.subscribers.push(subscriber);
    return this;
  }

  /** Call before (or right after) any write of catalog rows through `em`. */
  changed(em: EntityManager) {
    const queryRunner = em.queryRunner;
    if (queryRunner?.isTransactionActive) this.writers.add(queryRunner);
    this.clear();
  }

  private clear() {
    this.generation += 1;
    this.entries.clear();
  }

  /** The entry of `key`, loaded (and kept when no write overlapped) on a miss. */
  async get(key: number, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.writers.size === 0) {
      // A few thousand templates' structures at most; beyond, start over rather than grow without bound.
      if (this.entries.size >= 5_000) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}
