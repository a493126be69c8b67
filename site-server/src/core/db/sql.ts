import type { EntityManager } from 'typeorm';

/** SQL written with `?` placeholders, in the dialect of `em` ($1, $2… on PostgreSQL). */
export function inDialect(em: EntityManager, sql: string): string {
  if (em.connection.options.type !== 'postgres') return sql;
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}
