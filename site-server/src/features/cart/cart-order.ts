import type { EntityManager } from 'typeorm';
import type { LangCode } from '../../../../shared/i18n';
import type { CartCatalog, CartProduct } from './cart-catalog';
import { linesOfCart } from './cart-rows';
import { Cart as CartEntity, type Cart, type CartLine } from './cart.entity';

/** A cart line with its product as the catalog reads it now, and its subtotal in minor units. */
export interface PricedLine {
  line: CartLine;
  product: CartProduct;
  /** "Engraving: Initials" per no-variant value, a typed value in place of its value's name. */
  description: string;
  subtotal: number;
}

/** The cart's lines whose product is still sold, priced at the unit price the line holds. */
export async function pricedLines(
  em: EntityManager,
  catalog: CartCatalog,
  cart: Cart | null,
  lang: LangCode,
  known: Iterable<CartProduct | null> = [],
): Promise<PricedLine[]> {
  const lines = cart ? await linesOfCart(em, cart.id) : [];
  const products = new Map<number, CartProduct>();
  for (const product of known) if (product) products.set(product.productId, product);
  for (const productId of new Set(lines.map((l) => l.productId))) {
    if (products.has(productId)) continue;
    const product = await catalog.product(em, productId, lang);
    if (product) products.set(productId, product);
  }
  return lines.flatMap((line) => {
    const product = products.get(line.productId);
    if (!product) return [];
    const description = line.noVariantValues
      .map((v) => {
        const typed = line.customValues.find((c) => c.attribute_value_id === v.attribute_value_id);
        return `${v.attribute_name}: ${typed ? typed.custom_value : v.attribute_value_name}`;
      })
      .join('\n');
    return [{ line, product, description, subtotal: line.unitPrice * line.quantity }];
  });
}

/**
 * Marks the cart ordered, if it is still a draft: one conditional update, so of two confirmations
 * at once (a double click, two tabs) exactly one turns the cart into an order.
 */
export async function claimForOrder(em: EntityManager, cart: Cart): Promise<boolean> {
  const result = await em
    .getRepository(CartEntity)
    .createQueryBuilder()
    .update()
    .set({ state: 'ordered' })
    .where('id = :id AND state = :draft', { id: cart.id, draft: 'draft' })
    .execute();
  return result.affected === 1;
}

/** A discount on a cart's products, in minor units (the coupons feature gives it). */
export interface CartDiscount {
  label: string;
  amount: number;
}

/** Where the cart's discounts come from: the coupons feature plugs in here (CartExports.useDiscounts). */
export interface CartDiscountSource {
  /** The cart's discount for products worth `productsTotal`, or null. */
  discountOf(em: EntityManager, cart: Cart, productsTotal: number): Promise<CartDiscount | null>;
  /**
   * The discount of the order made of the cart, its code counted as used by it; throws a
   * ValidationError when the code's last use went to another order.
   */
  claim(em: EntityManager, cart: Cart, productsTotal: number): Promise<CartDiscount | null>;
  /** Takes the code off the cart (after it was refused at the order). */
  detach(em: EntityManager, cart: Cart): Promise<void>;
}
