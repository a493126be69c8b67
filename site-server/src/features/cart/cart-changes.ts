import type { EntityManager } from 'typeorm';
import type { SelectedProduct } from '../../../../shared/catalog/contract';
import { shopMessages } from '../../../../shared/catalog/contract';
import type { LangCode } from '../../../../shared/i18n';
import {
  limitLineQuantity,
  stockWarningText,
  type StockWarning,
} from '../../../../shared/catalog/availability';
import { MissingError, ValidationError } from '../../core/errors';
import type { CartOwner } from './cart-cookie';
import type { CartCatalog, CartProduct } from './cart-catalog';
import { LockedCart } from './cart-locked';
import { setLineQuantity, type CartRead } from './cart-rows';
import { CartLine, type Cart, type CartLineCustomValue, type CartLineNoVariantValue } from './cart.entity';

/** Most units of one line: more is a typing accident or an attack, not an order. */
export const MAX_LINE_QUANTITY = 10_000;

export const PRODUCT_UNAVAILABLE = 'This product is not available.';
export const LINE_MISSING = 'This cart line does not exist.';

type CustomValueInput = SelectedProduct['product_custom_attribute_values'][number];
type NoVariantValueInput = SelectedProduct['no_variant_attribute_values'][number];

export interface AddInput {
  productId: number;
  quantity: number;
  customValues?: CustomValueInput[];
  noVariantValues?: NoVariantValueInput[];
  /** The line this optional product goes with. */
  parentLineId?: number | null;
}

export interface LineUpdate {
  lineId?: number;
  productId: number;
  setQty?: number;
  addQty?: number;
}

/** What a cart change did: the line's new quantity (0 once removed), and any stock warning. */
export interface CartChange {
  cart: Cart;
  lineId: number | null;
  quantity: number;
  warning: string;
  /** The same warning as data (for the form posts' redirect). */
  stockWarning: StockWarning;
  /** The cart's lines after the change, oldest first (its count and its view need no other read). */
  lines: readonly CartLine[];
  /** Set when a new anonymous cart was made: the cookie to give the visitor. */
  issuedToken: string | null;
  /** The product as just read from the catalog (the view can reuse it). */
  product: CartProduct | null;
}

/** The chosen values of a line as comparable text: same product + same key = same line. */
function valuesKeyOf(custom: CartLineCustomValue[], noVariant: CartLineNoVariantValue[]): string {
  const ids = noVariant.map((v) => v.attribute_value_id).sort((a, b) => a - b);
  const typed = [...custom]
    .sort((a, b) => a.attribute_value_id - b.attribute_value_id)
    .map((v) => [v.attribute_value_id, v.custom_value]);
  return ids.length || typed.length ? JSON.stringify([ids, typed]) : '';
}

function checkQuantity(quantity: number, field: string, min: number) {
  if (!Number.isInteger(quantity) || quantity < min || quantity > MAX_LINE_QUANTITY)
    throw new ValidationError(
      `The quantity must be a whole number from ${min} to ${MAX_LINE_QUANTITY.toLocaleString('en-US')}.`,
      { [field]: `A whole number from ${min} to ${MAX_LINE_QUANTITY}.` },
    );
}

/**
 * How the changes find the owner's cart, and make one (CartService). A change finds it with `lock`:
 * its row is locked before its lines are read (PostgreSQL), so every change of one cart waits for the
 * one before, and two adds at once each count the other's units (the stock limit sees them all).
 */
export interface CartFinder {
  find(em: EntityManager, owner: CartOwner, read?: CartRead): Promise<Cart | null>;
  ensure(
    em: EntityManager,
    owner: CartOwner,
    read?: CartRead,
  ): Promise<{ cart: Cart; issuedToken: string | null }>;
}

/** The owner's cart locked, with its lines (null without a cart). */
async function lockedCartOf(em: EntityManager, carts: CartFinder, owner: CartOwner) {
  const cart = await carts.find(em, owner, { lock: true });
  return cart ? LockedCart.read(em, cart) : null;
}

/**
 * What changes a cart's lines: adding a product with its chosen values (checked against what the
 * product offers), setting or adding to a line, the add dialog's products; each quantity within the
 * stock of SPEC §4 (shared/catalog/availability.ts), with the warning when it was cut.
 */
export class CartChanges {
  constructor(
    private readonly catalog: CartCatalog,
    private readonly carts: CartFinder,
  ) {}

  private async saleableProduct(
    em: EntityManager,
    productId: number,
    lang: LangCode,
    noVariantValueIds: number[] = [],
  ): Promise<CartProduct> {
    const product = await this.catalog.product(em, productId, lang, noVariantValueIds);
    if (!product || !product.saleable) throw new MissingError(PRODUCT_UNAVAILABLE);
    return product;
  }

  /**
   * Checks the chosen values against the product: a no_variant value it does not offer, or a typed
   * value for a value that takes none, means the combination does not exist; a chosen value that takes
   * a typed value ("Initials", "Other, please specify") without one is refused, since the shop would
   * charge for a text it was never told.
   */
  private chosenValues(product: CartProduct, custom: CustomValueInput[], noVariant: NoVariantValueInput[]) {
    const offered = new Map(product.noVariantValues.map((value) => [value.id, value]));
    const noVariantValues: CartLineNoVariantValue[] = [];
    for (const value of noVariant) {
      const known = offered.get(value.attribute_value_id);
      if (!known || noVariantValues.some((v) => v.attribute_value_id === known.id))
        throw new ValidationError(shopMessages.combinationMissing);
      noVariantValues.push({
        attribute_value_id: known.id,
        attribute_value_name: known.valueName,
        attribute_name: known.attributeName,
      });
    }
    const customValues: CartLineCustomValue[] = [];
    for (const value of custom) {
      const known = offered.get(value.attribute_value_id);
      const chosen = noVariantValues.some((v) => v.attribute_value_id === value.attribute_value_id);
      if (!known || !known.isCustom || !chosen || customValues.some((v) => v.attribute_value_id === known.id))
        throw new ValidationError(shopMessages.combinationMissing);
      const text = value.custom_value.trim();
      if (text)
        customValues.push({
          attribute_value_id: known.id,
          attribute_value_name: known.valueName,
          custom_value: text,
        });
    }
    for (const value of noVariantValues)
      if (
        offered.get(value.attribute_value_id)?.isCustom &&
        !customValues.some((typed) => typed.attribute_value_id === value.attribute_value_id)
      )
        throw new ValidationError(shopMessages.customValueMissing);
    return { customValues, noVariantValues };
  }

  /** Sets a line to `requested` units within the stock (0 removes it); refreshes its unit price. */
  private async applyQuantity(
    em: EntityManager,
    locked: LockedCart,
    line: CartLine,
    product: CartProduct,
    requested: number,
  ): Promise<{ quantity: number; warning: StockWarning }> {
    // The other lines' units of the same variant, which the stock limit counts too.
    const others = locked.units(line.productId, line.id ?? null);
    const limited = limitLineQuantity(stockOf(product, 0), requested, others);
    const lines = em.getRepository(CartLine);
    if (limited.quantity <= 0) {
      if (line.id) {
        await lines.delete({ id: line.id });
        locked.deleted(line.id);
      }
      return limited;
    }
    const unitPrice = product.price;
    if (line.id) await setLineQuantity(em, line.id, limited.quantity, unitPrice);
    line.quantity = limited.quantity;
    line.unitPrice = unitPrice;
    if (!line.id) Object.assign(line, await lines.save(line));
    locked.wrote(line);
    return limited;
  }

  /** Adds a product with its chosen values (POST /shop/cart/update and the dialog's rows). */
  async add(
    em: EntityManager,
    owner: CartOwner,
    input: AddInput,
    lang: LangCode,
    /** The product when the caller has read it already (saleable or not: checked here). */
    read?: CartProduct | null,
  ): Promise<CartChange> {
    checkQuantity(input.quantity, 'add_qty', 1);
    const noVariantIds = (input.noVariantValues ?? []).map((v) => v.attribute_value_id);
    const product =
      read === undefined ? await this.saleableProduct(em, input.productId, lang, noVariantIds) : read;
    if (!product || !product.saleable) throw new MissingError(PRODUCT_UNAVAILABLE);
    const { customValues, noVariantValues } = this.chosenValues(
      product,
      input.customValues ?? [],
      input.noVariantValues ?? [],
    );
    const { cart, issuedToken } = await this.carts.ensure(em, owner, { lock: true });
    // A cart just made for a new visitor has no lines; any other is read under its lock.
    const locked = issuedToken ? LockedCart.made(cart) : await LockedCart.read(em, cart);
    const parentLineId = input.parentLineId ?? null;
    if (parentLineId !== null && !locked.line(parentLineId)) throw new MissingError(LINE_MISSING);
    const valuesKey = valuesKeyOf(customValues, noVariantValues);
    const line =
      locked.sameLine(product.productId, valuesKey, parentLineId) ??
      em.getRepository(CartLine).create({
        cartId: cart.id,
        productId: product.productId,
        quantity: 0,
        unitPrice: 0,
        customValues,
        noVariantValues,
        valuesKey,
        parentLineId,
      });
    const requested = line.quantity + input.quantity;
    checkQuantity(requested, 'add_qty', 1);
    const result = await this.applyQuantity(em, locked, line, product, requested);
    return {
      cart,
      lineId: result.quantity > 0 ? line.id : null,
      quantity: result.quantity,
      warning: stockWarningText(result.warning, lang),
      stockWarning: result.warning,
      lines: locked.lines,
      issuedToken,
      product,
    };
  }

  /**
   * Sets or adds to a line (POST /shop/cart/update_json, and the cart page's forms without
   * JavaScript). Without line_id it works on the product's plain line (no values, no parent).
   * set_qty 0 removes the line.
   */
  async update(em: EntityManager, owner: CartOwner, input: LineUpdate, lang: LangCode): Promise<CartChange> {
    if (input.setQty !== undefined) checkQuantity(input.setQty, 'set_qty', 0);
    if (input.addQty !== undefined) checkQuantity(input.addQty, 'add_qty', 1);
    if (input.lineId !== undefined) {
      // Someone else's line, or a line of another product: as if it did not exist.
      const locked = await lockedCartOf(em, this.carts, owner);
      const line = locked?.line(input.lineId);
      if (!locked || !line || line.productId !== input.productId) throw new MissingError(LINE_MISSING);
      return this.updateLine(em, locked, line, input, lang);
    }
    if (input.setQty === undefined)
      return this.add(em, owner, { productId: input.productId, quantity: input.addQty ?? 1 }, lang);
    // The plain line's product (no values), read before the cart is locked: a round trip less under the lock.
    const product = input.setQty > 0 ? await this.catalog.product(em, input.productId, lang, []) : undefined;
    const locked = await lockedCartOf(em, this.carts, owner);
    const plain = locked?.sameLine(input.productId, '', null);
    if (locked && plain) return this.updateLine(em, locked, plain, input, lang, product);
    if (input.setQty === 0) {
      // Nothing to remove; still refuse a product that does not exist.
      await this.saleableProduct(em, input.productId, lang);
      const ensured = locked?.cart ?? (await this.carts.ensure(em, owner)).cart;
      return {
        cart: ensured,
        lineId: null,
        quantity: 0,
        warning: '',
        stockWarning: null,
        lines: locked?.lines ?? [],
        issuedToken: null,
        product: null,
      };
    }
    return this.add(em, owner, { productId: input.productId, quantity: input.setQty }, lang, product);
  }

  /** Sets or adds to one line of the owner's cart (found by the caller). */
  private async updateLine(
    em: EntityManager,
    locked: LockedCart,
    line: CartLine,
    input: LineUpdate,
    lang: LangCode,
    /** The line's product when the caller has read it already. */
    read?: CartProduct | null,
  ): Promise<CartChange> {
    const { cart } = locked;
    const requested = input.setQty ?? line.quantity + (input.addQty ?? 1);
    checkQuantity(requested, input.setQty !== undefined ? 'set_qty' : 'add_qty', 0);
    if (requested === 0) {
      await em.getRepository(CartLine).delete({ id: line.id });
      locked.deleted(line.id);
      return {
        cart,
        lineId: null,
        quantity: 0,
        warning: '',
        stockWarning: null,
        lines: locked.lines,
        issuedToken: null,
        product: null,
      };
    }
    const valueIds = line.noVariantValues.map((v) => v.attribute_value_id);
    const product =
      read === undefined ? await this.catalog.product(em, line.productId, lang, valueIds) : read;
    // A product taken off the shop can still be reduced, not increased.
    if (!product || (!product.saleable && requested > line.quantity))
      throw new MissingError(PRODUCT_UNAVAILABLE);
    const result = await this.applyQuantity(em, locked, line, product, requested);
    return {
      cart,
      lineId: result.quantity > 0 ? line.id : null,
      quantity: result.quantity,
      warning: stockWarningText(result.warning, lang),
      stockWarning: result.warning,
      lines: locked.lines,
      issuedToken: null,
      product,
    };
  }

  /**
   * The add dialog's post (POST /shop/cart/update_option): the first selected product is the
   * one of the page, added with `quantity`; the others are its optional products, linked to it.
   */
  async addWithOptions(
    em: EntityManager,
    owner: CartOwner,
    input: { productId: number; quantity: number; selected: SelectedProduct[] },
    lang: LangCode,
  ): Promise<CartChange> {
    const [root, ...options] = input.selected;
    const main = await this.add(
      em,
      owner,
      {
        productId: input.productId,
        quantity: input.quantity,
        customValues: root?.product_id === input.productId ? root.product_custom_attribute_values : [],
        noVariantValues: root?.product_id === input.productId ? root.no_variant_attribute_values : [],
      },
      lang,
    );
    const owned: CartOwner = main.issuedToken ? { userId: owner.userId, token: main.issuedToken } : owner;
    const warnings = main.warning ? [main.warning] : [];
    let lines = main.lines;
    for (const option of root?.product_id === input.productId ? options : input.selected) {
      if (option.quantity <= 0) continue;
      const added = await this.add(
        em,
        owned,
        {
          productId: option.product_id,
          quantity: option.quantity,
          customValues: option.product_custom_attribute_values,
          noVariantValues: option.no_variant_attribute_values,
          parentLineId: main.lineId,
        },
        lang,
      );
      if (added.warning) warnings.push(added.warning);
      lines = added.lines;
    }
    return { ...main, lines, warning: warnings.join('\n') };
  }
}

/** The availability fields of the shared rules, for one product and what other lines hold. */
export function stockOf(product: CartProduct, cartQty: number) {
  return {
    product_type: product.type,
    inventory_availability: product.inventoryAvailability,
    virtual_available: product.virtualAvailable,
    cart_qty: cartQty,
  };
}
