import type { EntityManager } from 'typeorm';
import type { LangCode } from '../../../../shared/i18n';
import type { CartCatalog, CartPricer, CartProduct } from './cart-catalog';
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

/**
 * The cart's lines whose product is still sold, each priced now by the cart's price list (its
 * `unitPrice` set to that price). A quantity break counts the units of the variant in the whole
 * cart, so splitting a product over lines neither reaches nor keeps a break the total does not.
 */
export async function pricedLines(
  em: EntityManager,
  catalog: CartCatalog,
  cart: Cart | null,
  lang: LangCode,
  known: Iterable<CartProduct | null> = [],
  pricer?: CartPricer,
  /** The cart's lines when the caller holds them already (a change, under the cart's lock). */
  inHand?: readonly CartLine[],
): Promise<PricedLine[]> {
  const lines = cart ? (inHand ?? (await linesOfCart(em, cart.id))) : [];
  if (lines.length === 0) return [];
  const prices = pricer ?? (await catalog.pricer(em, cart?.pricelistId ?? null));
  // By variant and no_variant values (their extras are in the price).
  const keyOf = (productId: number, valueIds: readonly number[]) => `${productId}:${valueIds.join(',')}`;
  const products = new Map<string, CartProduct>();
  // Products read without the pricer lack their categories, which category rules need.
  if (!prices.usesCategories)
    for (const product of known)
      if (product)
        products.set(
          keyOf(
            product.productId,
            product.noVariantValues.map((v) => v.id),
          ),
          product,
        );
  const valueIdsOf = (line: CartLine) => line.noVariantValues.map((v) => v.attribute_value_id);
  for (const line of lines) {
    const key = keyOf(line.productId, valueIdsOf(line));
    if (products.has(key)) continue;
    const product = await catalog.product(em, line.productId, lang, valueIdsOf(line), prices);
    if (product) products.set(key, product);
  }
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return lines.flatMap((line) => {
    const product = products.get(keyOf(line.productId, valueIdsOf(line)));
    if (!product) return [];
    line.unitPrice = prices.quote({
      templateId: product.templateId,
      variantId: product.productId,
      categoryIds: product.categoryIds,
      price: product.price,
      listPrice: product.listPrice,
      currency: product.currency,
      quantity: units.get(line.productId) ?? line.quantity,
    }).price;
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
export async function claimForOrder(em: EntityManager, cart: Pick<Cart, 'id'>): Promise<boolean> {
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
