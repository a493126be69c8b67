import type {
  DataSource,
  EntityMetadata,
  EntitySubscriberInterface,
  EntityTarget,
  ObjectLiteral,
  QueryRunner,
} from 'typeorm';

/** The entities to watch, or 'anything': then every commit counts as a change. */
export type WatchedEntities = ReadonlyArray<EntityTarget<ObjectLiteral>> | 'anything';

/**
 * Calls `changed` once a write to one of the watched entities is committed (or rolled back: on SQLite
 * the shared connection may have read the rows a rollback takes back). Writes outside a transaction
 * count at once. Carts, sessions and sign-ins write other tables and so change nothing here.
 *
 * TypeORM's entity events tell which table a write touched; raw SQL (`em.query`) sends none, so the
 * watched entities' writers must use repositories or query builders.
 */
export function watchCommittedWrites(dataSource: DataSource, watched: WatchedEntities, changed: () => void) {
  /** Transactions that wrote a watched entity and have not ended yet. */
  const writers = new Set<QueryRunner>();
  let tables: Set<string> | null = null;
  // Entity metadata exists once the data source is initialised, after the modules are created.
  const isWatched = (metadata: EntityMetadata | undefined) => {
    if (watched === 'anything') return true;
    tables ??= new Set(watched.map((target) => dataSource.getMetadata(target).tableName));
    return metadata !== undefined && tables.has(metadata.tableName);
  };
  const written = (event: { queryRunner: QueryRunner; metadata?: EntityMetadata }) => {
    if (!isWatched(event.metadata)) return;
    if (event.queryRunner.isTransactionActive) writers.add(event.queryRunner);
    else changed();
  };
  const ended = (queryRunner: QueryRunner) => {
    if (watched === 'anything') {
      changed();
      return;
    }
    // A savepoint's release keeps the outer transaction open.
    if (!queryRunner.isTransactionActive && writers.delete(queryRunner)) changed();
  };
  const subscriber: EntitySubscriberInterface = {
    afterInsert: written,
    afterUpdate: written,
    afterRemove: written,
    afterSoftRemove: written,
    afterRecover: written,
    afterTransactionCommit: (event) => ended(event.queryRunner),
    afterTransactionRollback: (event) => ended(event.queryRunner),
  };
  dataSource.subscribers.push(subscriber);
}
