import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { tokenHash } from '../../core/security/access-token';
import { cartOwnerOf, type CartOwner } from './cart-cookie';
import { inDialect } from './cart-rows';
import { Cart } from './cart.entity';

/**
 * The owner's current cart without changing anything (an anonymous cart waiting to be merged
 * is not counted for a signed-in user until the merge, which the next cart request does).
 */
export function peekCart(em: EntityManager, owner: CartOwner): Promise<Cart | null> {
  if (owner.userId !== null)
    return em
      .getRepository(Cart)
      .findOne({ where: { userId: owner.userId, state: 'draft' }, order: { id: 'DESC' } });
  if (!owner.token) return Promise.resolve(null);
  return em
    .getRepository(Cart)
    .findOne({ where: { tokenHash: tokenHash(owner.token), userId: IsNull(), state: 'draft' } });
}

/**
 * Units summed over a cart's lines, optionally of one variant and leaving one line out. Plain SQL:
 * it runs on every cart change and every combination info, where TypeORM's query building cost more.
 */
export async function cartUnits(
  em: EntityManager,
  cartId: number,
  productId?: number,
  exceptLineId?: number | null,
): Promise<number> {
  const conditions = ['"cartId" = ?'];
  const params: number[] = [cartId];
  if (productId !== undefined) {
    conditions.push('"productId" = ?');
    params.push(productId);
  }
  if (exceptLineId !== undefined && exceptLineId !== null) {
    conditions.push('"id" != ?');
    params.push(exceptLineId);
  }
  const rows = await em.query<Array<{ total: string | number | null }>>(
    inDialect(
      em,
      `SELECT COALESCE(SUM("quantity"), 0) AS "total" FROM "cart_line" WHERE ${conditions.join(' AND ')}`,
    ),
    params,
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * What the visitor of `req` already has of a variant in their cart: the cart_qty of the catalog's
 * combination info (SPEC §3). For the catalog module's routes; reads only.
 */
export async function cartQuantityOf(em: EntityManager, req: Request, productId: number): Promise<number> {
  const { userId, token } = cartOwnerOf(req);
  if (userId === null && !token) return 0;
  // The cart as peekCart finds it, and its units of the variant, in one query.
  const cart =
    userId !== null
      ? `(SELECT "id" FROM "cart" WHERE "userId" = ? AND "state" = 'draft' ORDER BY "id" DESC LIMIT 1)`
      : `(SELECT "id" FROM "cart" WHERE "tokenHash" = ? AND "userId" IS NULL AND "state" = 'draft' LIMIT 1)`;
  const rows = await em.query<Array<{ total: string | number | null }>>(
    inDialect(
      em,
      `SELECT COALESCE(SUM("quantity"), 0) AS "total" FROM "cart_line" WHERE "cartId" = ${cart} AND "productId" = ?`,
    ),
    [userId ?? tokenHash(token ?? ''), productId],
  );
  return Number(rows[0]?.total ?? 0);
}
