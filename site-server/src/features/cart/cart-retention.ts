import type { EntityManager } from 'typeorm';
import type { EventBus } from '../../core/events';

declare module '../../core/events' {
  interface VitrineEvents {
    /** Abandoned carts were removed (retention): the features keeping rows by cart id remove theirs, in the same transaction. */
    'cart.removed': { cartIds: number[] };
  }
}

/**
 * Retention of abandoned carts: removes at most `limit` carts never ordered and untouched since before
 * `before` (their lines go with them), and tells the features that keep rows by cart id (checkout,
 * coupons, recovery) in the same transaction. The conditions are checked again by the DELETE itself:
 * a cart a visitor changes meanwhile stays (PostgreSQL re-reads a row updated under it).
 */
export async function removeAbandonedCarts(
  em: EntityManager,
  events: EventBus,
  before: Date,
  limit: number,
): Promise<number> {
  const postgres = em.connection.options.type === 'postgres';
  const p = (n: number) => (postgres ? `$${n}` : '?');
  const at = postgres ? before : before.toISOString().replace('T', ' ').slice(0, 23);
  const abandoned = `"state" = 'draft' AND "updated" < ${p(1)}`;
  const answer = (await em.query(
    `DELETE FROM "cart" WHERE ${abandoned} AND "id" IN (SELECT "id" FROM "cart" WHERE ${abandoned} ORDER BY "id" LIMIT ${p(2)}) RETURNING "id"`,
    postgres ? [at, limit] : [at, at, limit],
  )) as Array<{ id: number }> | [Array<{ id: number }>, number];
  // PostgreSQL answers a DELETE with [rows, count].
  const rows = (postgres ? answer[0] : answer) as Array<{ id: number }>;
  const cartIds = rows.map((row) => Number(row.id));
  if (cartIds.length) events.publish(em, 'cart.removed', { cartIds });
  return cartIds.length;
}
