import type { EntityManager } from 'typeorm';
import { linesOfCart } from './cart-rows';
import type { Cart, CartLine } from './cart.entity';

/**
 * A cart whose row the change holds locked, with its lines read once under the lock and kept as the
 * change writes them: the change finds its line, the stock limit counts the other lines' units, and
 * the answer counts and shows the cart, all from these rows (on PostgreSQL each read more would be a
 * round trip during which every other change of the cart waits).
 */
export class LockedCart {
  private constructor(
    readonly cart: Cart,
    private readonly rows: CartLine[],
  ) {}

  /** Reads the lines of a cart the transaction has locked (CartService.find with `lock`). */
  static async read(em: EntityManager, cart: Cart): Promise<LockedCart> {
    return new LockedCart(cart, await linesOfCart(em, cart.id));
  }

  /** A cart this transaction has just made: it has no lines yet. */
  static made(cart: Cart): LockedCart {
    return new LockedCart(cart, []);
  }

  /** The lines, oldest first, as the change left them. */
  get lines(): readonly CartLine[] {
    return this.rows;
  }

  line(lineId: number): CartLine | null {
    return this.rows.find((line) => line.id === lineId) ?? null;
  }

  /** The line of this product with these values under this parent (the one a new unit joins), or null. */
  sameLine(productId: number, valuesKey: string, parentLineId: number | null): CartLine | null {
    return (
      this.rows.find(
        (line) =>
          line.productId === productId &&
          line.valuesKey === valuesKey &&
          (line.parentLineId ?? null) === parentLineId,
      ) ?? null
    );
  }

  /** Units of the cart, or of one variant leaving one line out (the stock limit's other lines). */
  units(productId?: number, exceptLineId?: number | null): number {
    let total = 0;
    for (const line of this.rows)
      if ((productId === undefined || line.productId === productId) && line.id !== exceptLineId)
        total += line.quantity;
    return total;
  }

  /** Records a line the change wrote (new, or with a new quantity). */
  wrote(line: CartLine): void {
    if (!this.rows.includes(line)) this.rows.push(line);
  }

  /** Records a line the change deleted. */
  deleted(lineId: number): void {
    const index = this.rows.findIndex((line) => line.id === lineId);
    if (index >= 0) this.rows.splice(index, 1);
  }
}

/** The units of these lines (a cart's count, as the header shows it). */
export function unitsOf(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
