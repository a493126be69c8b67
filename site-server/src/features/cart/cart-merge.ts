import type { EntityManager } from 'typeorm';
import { Cart, CartLine } from './cart.entity';
import { MAX_LINE_QUANTITY } from './cart-changes';

/** Moves the lines of `from` into `into`: lines of the same product and values add up. */
export async function mergeCartLines(em: EntityManager, from: Cart, into: Cart) {
  const lines = em.getRepository(CartLine);
  const incoming = await lines.find({ where: { cartId: from.id }, order: { id: 'ASC' } });
  const existing = await lines.find({ where: { cartId: into.id } });
  const movedIds = new Map<number, number>();
  // Parents first, so optional lines find their parent's new id.
  for (const line of [...incoming].sort(
    (a, b) => Number(a.parentLineId !== null) - Number(b.parentLineId !== null),
  )) {
    const parentLineId = line.parentLineId === null ? null : (movedIds.get(line.parentLineId) ?? null);
    const same = existing.find(
      (l) =>
        l.productId === line.productId && l.valuesKey === line.valuesKey && l.parentLineId === parentLineId,
    );
    if (same) {
      same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity);
      await lines.update({ id: same.id }, { quantity: same.quantity });
      movedIds.set(line.id, same.id);
    } else {
      const created = await lines.save(
        lines.create({
          cartId: into.id,
          productId: line.productId,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          customValues: line.customValues,
          noVariantValues: line.noVariantValues,
          valuesKey: line.valuesKey,
          parentLineId,
        }),
      );
      existing.push(created);
      movedIds.set(line.id, created.id);
    }
  }
  await em.getRepository(Cart).delete({ id: from.id });
}
