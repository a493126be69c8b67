import { limitsSales } from '../../../../shared/catalog/availability';
import type { InventoryAvailability, ProductType } from './product-template.entity';

/**
 * A product card's "out of stock" mark: nothing of it can be sold. The rules themselves (SPEC §4)
 * live in shared/catalog/availability.ts, shared by the cart server and the shop pages.
 */
export function isOutOfStock(
  type: ProductType,
  availability: InventoryAvailability,
  virtualAvailable: number,
): boolean {
  return limitsSales({ product_type: type, inventory_availability: availability }) && virtualAvailable < 1;
}
