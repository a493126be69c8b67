import { mergeCartLines } from './cart-merge';
import {
  claimForOrder,
  pricedLines,
  type CartDiscount,
  type CartDiscountSource,
  type PricedLine,
} from './cart-order';
import { priceView } from '../../../../shared/catalog/price-view';
import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import type { CartLineView, CartView, SelectedProduct } from '../../../../shared/catalog/contract';
import { shopMessages } from '../../../../shared/catalog/contract';
import type { LangCode } from '../../../../shared/i18n';
import {
  availableToAdd,
  limitLineQuantity,
  stockWarningText,
  type StockWarning,
} from '../../../../shared/catalog/availability';
import { MissingError, ValidationError } from '../../core/errors';
import { newAccessToken, tokenHash } from '../../core/security/access-token';
import { CART_TOKEN_BYTES, type CartOwner } from './cart-cookie';
import type { CartCatalog, CartProduct } from './cart-catalog';
import { cartUnits, peekCart } from './cart-quantity';
import { findAnonymousCart, lineOfCart, plainLineOf, setLineQuantity } from './cart-rows';
import { Cart, CartLine, type CartLineCustomValue, type CartLineNoVariantValue } from './cart.entity';

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
  /** Set when a new anonymous cart was made: the cookie to give the visitor. */
  issuedToken: string | null;
  /** The product as just read from the catalog (the view can reuse it). */
  product: CartProduct | null;
}

export interface ViewOptions {
  /** Accessory suggestions (the cart page shows them; the update_json HTML blocks do not). */
  suggestions?: boolean;
  /** Products already read in this request. */
  known?: Array<CartProduct | null>;
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
 * The visitor's cart: lines of variants at the price they had when added, stock limits of
 * SPEC §4 (shared/catalog/availability.ts), the anonymous cart merged into the account's at sign-in.
 * Every method takes the request transaction's entity manager.
 */
export class CartService {
  constructor(private readonly catalog: CartCatalog) {}

  // ----- Finding the cart ----------------------------------------------------------------------

  /** True when the owner has an anonymous cart waiting to be merged into their account's. */
  async needsMerge(em: EntityManager, owner: CartOwner): Promise<boolean> {
    if (owner.userId === null || !owner.token) return false;
    return (await findAnonymousCart(em, owner.token)) !== null;
  }

  /**
   * The owner's cart, or null. A signed-in visitor who still holds an anonymous cart gets it
   * merged into their account's cart here (write: call inside a transaction).
   */
  async find(em: EntityManager, owner: CartOwner): Promise<Cart | null> {
    return this.withPricelist(em, await this.findOwn(em, owner), owner.pricelistId);
  }

  private async findOwn(em: EntityManager, owner: CartOwner): Promise<Cart | null> {
    if (owner.userId === null) return owner.token ? findAnonymousCart(em, owner.token) : null;
    const mine = await peekCart(em, { userId: owner.userId, token: null });
    const anonymous = owner.token ? await findAnonymousCart(em, owner.token) : null;
    if (!anonymous) return mine;
    if (!mine) {
      // Their first cart: the anonymous one becomes theirs, and the cookie no longer reaches it.
      await em.getRepository(Cart).update({ id: anonymous.id }, { userId: owner.userId, tokenHash: null });
      return { ...anonymous, userId: owner.userId, tokenHash: null } as Cart;
    }
    await mergeCartLines(em, anonymous, mine);
    return mine;
  }

  /**
   * Moves a draft cart to the visitor's price list (when the caller knows it and it differs): the
   * cart takes its currency, and its lines are priced by it from then on (write).
   */
  async withPricelist(em: EntityManager, cart: Cart | null, pricelistId: number | null | undefined) {
    if (!cart || pricelistId === undefined || cart.state !== 'draft') return cart;
    const pricer = await this.catalog.pricer(em, pricelistId);
    if (cart.pricelistId === pricer.pricelistId && cart.currency === pricer.currency) return cart;
    await em
      .getRepository(Cart)
      .update(
        { id: cart.id, state: 'draft' },
        { pricelistId: pricer.pricelistId, currency: pricer.currency },
      );
    return Object.assign(cart, { pricelistId: pricer.pricelistId, currency: pricer.currency });
  }

  /** Read-only lookup (no merge), for counts on every page. */
  peek(em: EntityManager, owner: CartOwner): Promise<Cart | null> {
    return peekCart(em, owner);
  }

  /** The owner's cart, made when there is none (a new anonymous cart issues a cookie token). */
  private async ensure(
    em: EntityManager,
    owner: CartOwner,
  ): Promise<{ cart: Cart; issuedToken: string | null }> {
    const found = await this.find(em, owner);
    if (found) return { cart: found, issuedToken: null };
    const carts = em.getRepository(Cart);
    const pricer = await this.catalog.pricer(em, owner.pricelistId ?? null);
    const priced = { currency: pricer.currency, pricelistId: pricer.pricelistId, state: 'draft' as const };
    if (owner.userId !== null) {
      const cart = await carts.save(carts.create({ userId: owner.userId, tokenHash: null, ...priced }));
      return { cart, issuedToken: null };
    }
    const token = newAccessToken(CART_TOKEN_BYTES);
    const cart = await carts.save(carts.create({ userId: null, tokenHash: tokenHash(token), ...priced }));
    return { cart, issuedToken: token };
  }

  // ----- Reading -------------------------------------------------------------------------------

  async count(em: EntityManager, cart: Cart | null): Promise<number> {
    return cart ? cartUnits(em, cart.id) : 0;
  }

  private discounts: CartDiscountSource | null = null;

  /** The coupons feature's discounts (one source). */
  useDiscounts(source: CartDiscountSource) {
    this.discounts = source;
  }

  /** The cart's discount for products worth `productsTotal`, or null. */
  discountOf(em: EntityManager, cart: Cart, productsTotal: number): Promise<CartDiscount | null> {
    return this.discounts ? this.discounts.discountOf(em, cart, productsTotal) : Promise.resolve(null);
  }

  /** The discount of the order made of the cart, its use counted (throws when it is used up). */
  claimDiscount(em: EntityManager, cart: Cart, productsTotal: number): Promise<CartDiscount | null> {
    return this.discounts ? this.discounts.claim(em, cart, productsTotal) : Promise.resolve(null);
  }

  /** Takes the promo code off the cart. */
  async dropDiscount(em: EntityManager, cart: Cart): Promise<void> {
    await this.discounts?.detach(em, cart);
  }

  /**
   * The cart's lines priced as an order copies them (prices in minor units). Should its price list
   * be gone, the cart moves to the default one first, so the order's currency is the lines' (write).
   */
  async orderLines(em: EntityManager, cart: Cart, lang: LangCode): Promise<PricedLine[]> {
    const pricer = await this.catalog.pricer(em, cart.pricelistId);
    await this.withPricelist(em, cart, pricer.pricelistId);
    return pricedLines(em, this.catalog, cart, lang, [], pricer);
  }

  /** Turns a draft cart into an ordered one (its order is paid); false when it was already ordered (claimForOrder). */
  claimForOrder(em: EntityManager, cart: Pick<Cart, 'id'>): Promise<boolean> {
    return claimForOrder(em, cart);
  }

  /** Units of one variant the cart holds (the combination info's cart_qty). */
  async quantityOf(em: EntityManager, cart: Cart | null, productId: number): Promise<number> {
    return cart ? cartUnits(em, cart.id, productId) : 0;
  }

  async view(
    em: EntityManager,
    cart: Cart | null,
    lang: LangCode,
    options: ViewOptions = {},
  ): Promise<CartView> {
    const pricer = await this.catalog.pricer(em, cart?.pricelistId ?? null);
    const currency = pricer.currency;
    const priced = await pricedLines(em, this.catalog, cart, lang, options.known ?? [], pricer);
    const perProduct = new Map<number, number>();
    for (const { line } of priced)
      perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
    let untaxed = 0;
    const views: CartLineView[] = [];
    for (const { line, product, description, subtotal } of priced) {
      untaxed += subtotal;
      const others = (perProduct.get(line.productId) ?? 0) - line.quantity;
      views.push({
        id: line.id,
        productId: line.productId,
        templateId: product.templateId,
        url: product.url,
        name: product.name,
        description,
        imageUrl: product.imageUrl,
        quantity: line.quantity,
        unitPrice: priceView(line.unitPrice, currency, lang),
        subtotal: priceView(subtotal, currency, lang),
        maxQuantity: availableToAdd(stockOf(product, others)),
      });
    }
    const discount = cart ? await this.discountOf(em, cart, untaxed) : null;
    if (discount) untaxed -= discount.amount;
    // Taxes come with the checkout issue: until then the total is the untaxed amount.
    const tax = 0;
    const templateIds = [...new Set(views.map((l) => l.templateId))];
    const suggested =
      templateIds.length && options.suggestions !== false
        ? await this.catalog.accessories(em, templateIds, lang, pricer)
        : [];
    return {
      lines: views,
      quantity: views.reduce((sum, l) => sum + l.quantity, 0),
      untaxed: priceView(untaxed, currency, lang),
      tax: priceView(tax, currency, lang),
      total: priceView(untaxed + tax, currency, lang),
      discount: discount
        ? { label: discount.label, amount: priceView(discount.amount, currency, lang) }
        : null,
      suggested,
    };
  }

  // ----- Changing ------------------------------------------------------------------------------

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
   * value for a value that takes none, means the combination does not exist.
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
    return { customValues, noVariantValues };
  }

  /** The other lines' units of the same variant, which the stock limit counts too. */
  private async otherUnits(
    em: EntityManager,
    cartId: number,
    productId: number,
    exceptLineId: number | null,
  ) {
    return cartUnits(em, cartId, productId, exceptLineId);
  }

  /** Sets a line to `requested` units within the stock (0 removes it); refreshes its unit price. */
  private async applyQuantity(
    em: EntityManager,
    cart: Cart,
    line: CartLine,
    product: CartProduct,
    requested: number,
  ): Promise<{ quantity: number; warning: StockWarning }> {
    const others = await this.otherUnits(em, cart.id, line.productId, line.id ?? null);
    const limited = limitLineQuantity(stockOf(product, 0), requested, others);
    const lines = em.getRepository(CartLine);
    if (limited.quantity <= 0) {
      if (line.id) await lines.delete({ id: line.id });
      return limited;
    }
    const unitPrice = product.price;
    if (line.id) await setLineQuantity(em, line.id, limited.quantity, unitPrice);
    else {
      line.quantity = limited.quantity;
      line.unitPrice = unitPrice;
      Object.assign(line, await lines.save(line));
    }
    return limited;
  }

  /** Adds a product with its chosen values (POST /shop/cart/update and the dialog's rows). */
  async add(em: EntityManager, owner: CartOwner, input: AddInput, lang: LangCode): Promise<CartChange> {
    checkQuantity(input.quantity, 'add_qty', 1);
    const noVariantIds = (input.noVariantValues ?? []).map((v) => v.attribute_value_id);
    const product = await this.saleableProduct(em, input.productId, lang, noVariantIds);
    const { customValues, noVariantValues } = this.chosenValues(
      product,
      input.customValues ?? [],
      input.noVariantValues ?? [],
    );
    const { cart, issuedToken } = await this.ensure(em, owner);
    const parentLineId = input.parentLineId ?? null;
    if (
      parentLineId !== null &&
      !(await em.getRepository(CartLine).exists({ where: { id: parentLineId, cartId: cart.id } }))
    )
      throw new MissingError(LINE_MISSING);
    const valuesKey = valuesKeyOf(customValues, noVariantValues);
    const lines = em.getRepository(CartLine);
    const same = await lines.findOne({
      where: {
        cartId: cart.id,
        productId: product.productId,
        valuesKey,
        parentLineId: parentLineId === null ? IsNull() : parentLineId,
      },
    });
    const line =
      same ??
      lines.create({
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
    const result = await this.applyQuantity(em, cart, line, product, requested);
    return {
      cart,
      lineId: result.quantity > 0 ? line.id : null,
      quantity: result.quantity,
      warning: stockWarningText(result.warning, lang),
      stockWarning: result.warning,
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
      const cart = await this.find(em, owner);
      const line = cart ? await lineOfCart(em, cart.id, input.lineId) : null;
      if (!cart || !line || line.productId !== input.productId) throw new MissingError(LINE_MISSING);
      return this.updateLine(em, cart, line, input, lang);
    }
    if (input.setQty === undefined)
      return this.add(em, owner, { productId: input.productId, quantity: input.addQty ?? 1 }, lang);
    const cart = await this.find(em, owner);
    const plain = cart ? await plainLineOf(em, cart.id, input.productId) : null;
    if (cart && plain) return this.updateLine(em, cart, plain, input, lang);
    if (input.setQty === 0) {
      // Nothing to remove; still refuse a product that does not exist.
      await this.saleableProduct(em, input.productId, lang);
      const ensured = cart ?? (await this.ensure(em, owner)).cart;
      return {
        cart: ensured,
        lineId: null,
        quantity: 0,
        warning: '',
        stockWarning: null,
        issuedToken: null,
        product: null,
      };
    }
    return this.add(em, owner, { productId: input.productId, quantity: input.setQty }, lang);
  }

  /** Sets or adds to one line of the owner's cart (found by the caller). */
  private async updateLine(
    em: EntityManager,
    cart: Cart,
    line: CartLine,
    input: LineUpdate,
    lang: LangCode,
  ): Promise<CartChange> {
    const requested = input.setQty ?? line.quantity + (input.addQty ?? 1);
    checkQuantity(requested, input.setQty !== undefined ? 'set_qty' : 'add_qty', 0);
    if (requested === 0) {
      await em.getRepository(CartLine).delete({ id: line.id });
      return {
        cart,
        lineId: null,
        quantity: 0,
        warning: '',
        stockWarning: null,
        issuedToken: null,
        product: null,
      };
    }
    const valueIds = line.noVariantValues.map((v) => v.attribute_value_id);
    const product = await this.catalog.product(em, line.productId, lang, valueIds);
    // A product taken off the shop can still be reduced, not increased.
    if (!product || (!product.saleable && requested > line.quantity))
      throw new MissingError(PRODUCT_UNAVAILABLE);
    const result = await this.applyQuantity(em, cart, line, product, requested);
    return {
      cart,
      lineId: result.quantity > 0 ? line.id : null,
      quantity: result.quantity,
      warning: stockWarningText(result.warning, lang),
      stockWarning: result.warning,
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
    }
    return { ...main, warning: warnings.join('\n') };
  }
}

/** The availability fields of the shared rules, for one product and what other lines hold. */
function stockOf(product: CartProduct, cartQty: number) {
  return {
    product_type: product.type,
    inventory_availability: product.inventoryAvailability,
    virtual_available: product.virtualAvailable,
    cart_qty: cartQty,
  };
}
