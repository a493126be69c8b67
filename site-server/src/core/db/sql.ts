import type { EntityManager } from 'typeorm';

/** SQL written with `?` placeholders, in the dialect of `em` ($1, $2… on PostgreSQL). */
export function inDialect(em: EntityManager, sql: string): string {
  if (em.connection.options.type !== 'postgres') return sql;
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

/** A timestamp parameter of hand-written SQL, as TypeORM stores it ('YYYY-MM-DD HH:MM:SS.SSS' UTC on SQLite). */
export function sqlTime(em: EntityManager, date: Date): Date | string {
  return em.connection.options.type === 'postgres' ? date : date.toISOString().replace('T', ' ').slice(0, 23);
}
