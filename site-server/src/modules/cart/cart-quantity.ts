import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { tokenHash } from '../../core/security/access-token';
import { cartOwnerOf, type CartOwner } from './cart-cookie';
import { Cart, CartLine } from './cart.entity';

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

/** Units of `field` summed over a cart's lines, optionally of one variant. */
export async function cartUnits(em: EntityManager, cartId: number, productId?: number): Promise<number> {
  const query = em
    .getRepository(CartLine)
    .createQueryBuilder('l')
    .select('COALESCE(SUM(l.quantity), 0)', 'total')
    .where('l.cartId = :cartId', { cartId });
  if (productId !== undefined) query.andWhere('l.productId = :productId', { productId });
  const row = await query.getRawOne<{ total: string | number }>();
  return Number(row?.total ?? 0);
}

/**
 * What the visitor of `req` already has of a variant in their cart: the cart_qty of the catalog's
 * combination info (SPEC §3). For the catalog module's routes; reads only.
 */
export async function cartQuantityOf(em: EntityManager, req: Request, productId: number): Promise<number> {
  const cart = await peekCart(em, cartOwnerOf(req));
  return cart ? cartUnits(em, cart.id, productId) : 0;
}
