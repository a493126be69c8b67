import { In, type EntityManager } from 'typeorm';
import { Cart, CartLine } from './cart.entity';

/** Carts made for the demo's orders are marked so (orders/demo.ts makes them through the cart's service). */
export const DEMO_CART = 'sale.cart';

/** Removes demo carts with their lines (their orders went before them). */
export async function removeDemoCarts(em: EntityManager, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await em.getRepository(CartLine).delete({ cartId: In([...ids]) });
  await em.getRepository(Cart).delete({ id: In([...ids]) });
}
