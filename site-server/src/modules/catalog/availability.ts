import type { InventoryAvailability, ProductType } from './product-template.entity';

/**
 * Stock availability rules of SPEC §4, shared by the product page's first render, the shop's
 * cards and the cart: only stockable products whose availability is 'always' or 'threshold'
 * limit what can be sold.
 */
export function limitsSales(type: ProductType, availability: InventoryAvailability): boolean {
  return type === 'product' && (availability === 'always' || availability === 'threshold');
}

/** How many more units the shopper may add: what is available minus what is in their cart (null: no limit). */
export function addableQuantity(
  product: { type: ProductType; inventoryAvailability: InventoryAvailability; virtualAvailable: number },
  cartQty: number,
): number | null {
  if (!limitsSales(product.type, product.inventoryAvailability)) return null;
  return Math.max(0, Math.floor(product.virtualAvailable - cartQty));
}

export interface AddToCartState {
  /** The add button is disabled and the product marked out of stock. */
  outOfStock: boolean;
  /** The quantity to show: reduced to what is available, or 1. */
  quantity: number;
}

/**
 * SPEC §4: disabled and out of stock when the quantity exceeds what is available after the cart,
 * when availability is under 1, or when the quantity is under 1; the quantity is then reduced to
 * the available amount, or 1.
 */
export function addToCartState(
  product: { type: ProductType; inventoryAvailability: InventoryAvailability; virtualAvailable: number },
  cartQty: number,
  quantity: number,
): AddToCartState {
  const addable = addableQuantity(product, cartQty);
  if (addable === null) return { outOfStock: false, quantity };
  const available = product.virtualAvailable - cartQty;
  if (quantity > available || available < 1 || quantity < 1)
    return { outOfStock: true, quantity: Math.max(1, Math.min(quantity, addable)) };
  return { outOfStock: false, quantity };
}

/** A product card's "out of stock" mark: nothing of it can be sold. */
export function isOutOfStock(
  type: ProductType,
  availability: InventoryAvailability,
  virtualAvailable: number,
): boolean {
  return limitsSales(type, availability) && virtualAvailable < 1;
}

export type AvailabilityMessage =
  | { kind: 'none' }
  | { kind: 'out_of_stock' }
  | { kind: 'in_stock'; quantity: number }
  | { kind: 'only_left'; quantity: number }
  | { kind: 'custom'; message: string };

/**
 * The stock message under the add button: 'always' tells the quantity in stock, 'threshold' warns
 * when it is at or under the threshold, 'custom' shows its text, 'never' nothing.
 */
export function availabilityMessage(product: {
  type: ProductType;
  inventoryAvailability: InventoryAvailability;
  virtualAvailable: number;
  availableThreshold: number;
  customMessage: string;
  cartQty: number;
}): AvailabilityMessage {
  if (product.inventoryAvailability === 'custom')
    return product.customMessage ? { kind: 'custom', message: product.customMessage } : { kind: 'none' };
  if (!limitsSales(product.type, product.inventoryAvailability)) return { kind: 'none' };
  const available = Math.floor(product.virtualAvailable - product.cartQty);
  if (available < 1) return { kind: 'out_of_stock' };
  if (product.inventoryAvailability === 'always') return { kind: 'in_stock', quantity: available };
  return available <= product.availableThreshold
    ? { kind: 'only_left', quantity: available }
    : { kind: 'none' };
}
