import type { EntityManager } from 'typeorm';

// Row locks for the reads that must precede a write (docs/architecture.md, "Writes under
// concurrency"). SQLite needs none: the transaction runner runs one transaction at a time there,
// so these are no-ops on it and cost nothing.

const isPostgres = (em: EntityManager) => em.connection.options.type === 'postgres';

/**
 * Locks rows of `table` by id until the transaction ends (PostgreSQL `FOR UPDATE`), always in
 * ascending id order: two transactions locking the same rows never wait for each other in a circle.
 * A row that is gone is skipped. `table` is a name of ours, never input.
 */
export async function lockRows(em: EntityManager, table: string, ids: Iterable<number>): Promise<void> {
  if (!isPostgres(em)) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  await em.query(`SELECT 1 FROM "${table}" WHERE "id" = ANY($1::int[]) ORDER BY "id" FOR UPDATE`, [sorted]);
}

/**
 * The `FOR UPDATE` clause to end a `SELECT` with on PostgreSQL (nothing on SQLite): the rows it reads
 * stay locked until the transaction ends, found and locked in one round trip. Only for a statement
 * that reads one table; PostgreSQL waits for a locked row, then reads its committed version again.
 */
export function forUpdate(em: EntityManager): string {
  return isPostgres(em) ? ' FOR UPDATE' : '';
}

/**
 * Locks a name until the transaction ends (a PostgreSQL transaction-level advisory lock on the
 * `scope` and `key` pair): for what has no row to lock yet, such as a customer's first cart or a
 * visitor's next visit. Different names may share a lock (hashed), which only makes one wait.
 */
export async function lockName(em: EntityManager, scope: string, key: string | number): Promise<void> {
  if (!isPostgres(em)) return;
  await em.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [scope, String(key)]);
}
