import type { EntityManager } from 'typeorm';
import { limitsSales } from '../../../../shared/catalog/availability';
import { ProductTemplate } from './product-template.entity';
import { ProductVariant } from './product-variant.entity';

/** Units of one variant an order takes. */
export interface StockUnits {
  productId: number;
  quantity: number;
}

/** null when every unit was taken; else the variant that had too few. */
export type StockShortage = { short: number } | null;

/** The units summed per variant, in variant id order (the one order stock rows are locked in). */
function unitsByVariant(units: readonly StockUnits[]): StockUnits[] {
  const sums = new Map<number, number>();
  for (const { productId, quantity } of units) sums.set(productId, (sums.get(productId) ?? 0) + quantity);
  return [...sums].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

/** Drops the catalog's cached template structures (they carry the variants' stock) once a change commits. */
export interface CatalogChanged {
  changed(em: EntityManager): void;
  /** Variants whose stock rose in `em`'s transaction (published as `catalog.stock-raised`: stock-raised.ts). */
  stockRaised?(em: EntityManager, productIds: number[]): void;
}

/**
 * The stock of the products a site sells with a limit ('always' or 'threshold' availability of a
 * stockable product): taken when an order is confirmed, by one conditional update per variant, so
 * two orders racing for the last unit cannot both get it. Other products are not counted.
 */
export class CatalogStock {
  constructor(private readonly cache: CatalogChanged) {}

  /** Takes `quantity` of the variant; false when fewer are left (nothing is taken then). */
  async reserve(em: EntityManager, productId: number, quantity: number): Promise<boolean> {
    const variant = await em.getRepository(ProductVariant).findOneBy({ id: productId });
    if (!variant) return false;
    const template = await em.getRepository(ProductTemplate).findOneBy({ id: variant.templateId });
    if (!template) return false;
    if (!limitsSales({ product_type: template.type, inventory_availability: template.inventoryAvailability }))
      return true;
    const result = await em
      .getRepository(ProductVariant)
      .createQueryBuilder()
      .update()
      .set({
        virtualAvailable: () => `"virtualAvailable" - ${Number(quantity)}`,
        qtyAvailable: () => `"qtyAvailable" - ${Number(quantity)}`,
      })
      .where('id = :productId AND "virtualAvailable" >= :quantity', { productId, quantity })
      .execute();
    if (result.affected !== 1) return false;
    this.cache.changed(em);
    return true;
  }

  /**
   * Takes the units of several variants, all or none: false with the first variant short of units
   * (the caller's transaction rolls back what was taken before it). Variants are taken in id order,
   * whatever the order of `wanted`: two orders of the same products lock their rows in one order,
   * so they wait for each other instead of deadlocking (PostgreSQL).
   */
  async reserveAll(em: EntityManager, wanted: readonly StockUnits[]): Promise<StockShortage> {
    for (const { productId, quantity } of unitsByVariant(wanted))
      if (!(await this.reserve(em, productId, quantity))) return { short: productId };
    return null;
  }

  /** Puts back what `reserveAll` took, in the same order. */
  async releaseAll(em: EntityManager, taken: readonly StockUnits[]): Promise<void> {
    for (const { productId, quantity } of unitsByVariant(taken)) await this.release(em, productId, quantity);
  }

  /** Puts back what `reserve` took (a payment refused or cancelled after the stock was held for it). */
  async release(em: EntityManager, productId: number, quantity: number): Promise<void> {
    const variant = await em.getRepository(ProductVariant).findOneBy({ id: productId });
    const template =
      variant && (await em.getRepository(ProductTemplate).findOneBy({ id: variant.templateId }));
    if (!template) return;
    if (!limitsSales({ product_type: template.type, inventory_availability: template.inventoryAvailability }))
      return;
    await em
      .getRepository(ProductVariant)
      .createQueryBuilder()
      .update()
      .set({
        virtualAvailable: () => `"virtualAvailable" + ${Number(quantity)}`,
        qtyAvailable: () => `"qtyAvailable" + ${Number(quantity)}`,
      })
      .where('id = :productId', { productId })
      .execute();
    this.cache.changed(em);
    this.cache.stockRaised?.(em, [productId]);
  }
}
