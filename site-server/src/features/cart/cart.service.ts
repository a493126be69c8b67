import { IsNull, type EntityManager } from 'typeorm';
import type { CartLineView, CartView, SelectedProduct } from '../../../../shared/catalog/contract';
import { availableToAdd } from '../../../../shared/catalog/availability';
import { priceView } from '../../../../shared/catalog/price-view';
import type { LangCode } from '../../../../shared/i18n';
import { lockName, lockRows } from '../../core/db/locks';
import { newAccessToken, tokenHash } from '../../core/security/access-token';
import { CartChanges, stockOf, type AddInput, type CartChange, type LineUpdate } from './cart-changes';
import { CART_TOKEN_BYTES, type CartOwner } from './cart-cookie';
import type { CartCatalog, CartProduct } from './cart-catalog';
import { mergeCartLines } from './cart-merge';
import {
  claimForOrder,
  pricedLines,
  type CartDiscount,
  type CartDiscountSource,
  type PricedLine,
} from './cart-order';
import { cartUnits, peekCart } from './cart-quantity';
import { findAnonymousCart, findUserCart, type CartRead } from './cart-rows';
import { Cart, type CartLine } from './cart.entity';

export {
  LINE_MISSING,
  MAX_LINE_QUANTITY,
  PRODUCT_UNAVAILABLE,
  type AddInput,
  type CartChange,
  type LineUpdate,
} from './cart-changes';

export interface ViewOptions {
  /** Accessory suggestions (the cart page shows them; the update_json HTML blocks do not). */
  suggestions?: boolean;
  /** Products already read in this request. */
  known?: Array<CartProduct | null>;
  /** The cart's lines as a change just left them (CartChange.lines): not read again. */
  lines?: readonly CartLine[];
}

/**
 * The visitor's cart: found by its owner (the anonymous cart merged into the account's at sign-in),
 * on the visitor's price list, its lines priced again on every read; its changes (cart-changes.ts)
 * keep the stock limits of SPEC §4. Every method takes the request transaction's entity manager.
 */
export class CartService {
  private readonly changes: CartChanges;

  constructor(private readonly catalog: CartCatalog) {
    this.changes = new CartChanges(catalog, this);
  }

  // ----- Finding the cart ----------------------------------------------------------------------

  /** True when the owner has an anonymous cart waiting to be merged into their account's. */
  async needsMerge(em: EntityManager, owner: CartOwner): Promise<boolean> {
    if (owner.userId === null || !owner.token) return false;
    return (await findAnonymousCart(em, owner.token)) !== null;
  }

  /**
   * The owner's cart, or null. A signed-in visitor who still holds an anonymous cart gets it
   * merged into their account's cart here (write: call inside a transaction). `lock` locks the
   * cart's row until the transaction ends (PostgreSQL): every change of one cart waits for the one
   * before, so two adds at once each count the other's units.
   */
  async find(em: EntityManager, owner: CartOwner, read: CartRead = {}): Promise<Cart | null> {
    return this.withPricelist(em, await this.findOwn(em, owner, read), owner.pricelistId);
  }

  private async findOwn(em: EntityManager, owner: CartOwner, read: CartRead): Promise<Cart | null> {
    if (owner.userId === null) return owner.token ? findAnonymousCart(em, owner.token, read) : null;
    // Found and locked in one statement, unless an anonymous cart may have to be merged first.
    if (!owner.token) return read.lock ? findUserCart(em, owner.userId, read) : peekCart(em, owner);
    const mine = await peekCart(em, { userId: owner.userId, token: null });
    const anonymous = await findAnonymousCart(em, owner.token);
    if (!anonymous) {
      if (mine && read.lock) await lockRows(em, 'cart', [mine.id]);
      return mine;
    }
    if (!mine) {
      // Their first cart: the anonymous one becomes theirs (the update locks it), and the cookie no longer reaches it.
      await em.getRepository(Cart).update({ id: anonymous.id }, { userId: owner.userId, tokenHash: null });
      return { ...anonymous, userId: owner.userId, tokenHash: null } as Cart;
    }
    // Two requests at once merge once: the second finds the anonymous cart gone after the first.
    await lockRows(em, 'cart', [mine.id, anonymous.id]);
    const stillAnonymous = await findAnonymousCart(em, owner.token);
    if (stillAnonymous) await mergeCartLines(em, stillAnonymous, mine);
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

  /** The owner's cart, made when there is none (a new anonymous cart issues a cookie token; write). */
  async ensure(
    em: EntityManager,
    owner: CartOwner,
    read: CartRead = {},
  ): Promise<{ cart: Cart; issuedToken: string | null }> {
    const found = await this.find(em, owner, read);
    if (found) return { cart: found, issuedToken: null };
    if (owner.userId !== null) {
      // A customer's first adds at once (two tabs, two servers) make one cart: the others wait, then find it.
      await lockName(em, 'cart.user', owner.userId);
      const made = await this.find(em, owner, read);
      if (made) return { cart: made, issuedToken: null };
    }
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
    const priced = await pricedLines(
      em,
      this.catalog,
      cart,
      lang,
      options.known ?? [],
      pricer,
      options.lines,
    );
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

  // ----- Changing (cart-changes.ts) ---------------------------------------------------------------

  private changeListeners: CartChangeListener[] = [];

  /** Told of every change of a cart's lines, in its transaction (the abandoned-cart recovery: its last activity). */
  onChange(listener: CartChangeListener) {
    this.changeListeners.push(listener);
  }

  private async told(em: EntityManager, change: CartChange, lang: LangCode): Promise<CartChange> {
    for (const listener of this.changeListeners) await listener(em, change.cart, lang);
    return change;
  }

  /** Adds a product with its chosen values (POST /shop/cart/update and the dialog's rows). */
  async add(em: EntityManager, owner: CartOwner, input: AddInput, lang: LangCode): Promise<CartChange> {
    return this.told(em, await this.changes.add(em, owner, input, lang), lang);
  }

  /** Sets or adds to a line (update_json, the cart page's forms); set_qty 0 removes it. */
  async update(em: EntityManager, owner: CartOwner, input: LineUpdate, lang: LangCode): Promise<CartChange> {
    return this.told(em, await this.changes.update(em, owner, input, lang), lang);
  }

  /** The add dialog's products (POST /shop/cart/update_option): the page's product and its options. */
  async addWithOptions(
    em: EntityManager,
    owner: CartOwner,
    input: { productId: number; quantity: number; selected: SelectedProduct[] },
    lang: LangCode,
  ): Promise<CartChange> {
    return this.told(em, await this.changes.addWithOptions(em, owner, input, lang), lang);
  }

  // ----- A cart by its id (the abandoned-cart recovery's mail and link) ----------------------------

  /** The cart of this id, or null. */
  byId(em: EntityManager, cartId: number): Promise<Cart | null> {
    return em.getRepository(Cart).findOneBy({ id: cartId });
  }

  /**
   * The cart's lines as its recovery mail shows them: priced by the cart's price list, each with its
   * image, page and whether it can still be bought (published, in stock under its availability rule).
   */
  async recoveryLines(em: EntityManager, cart: Cart, lang: LangCode): Promise<RecoveryLines> {
    const pricer = await this.catalog.pricer(em, cart.pricelistId);
    const priced = await pricedLines(em, this.catalog, cart, lang, [], pricer);
    return {
      currency: pricer.currency,
      lines: priced.map(({ line, product, description, subtotal }) => ({
        name: description ? `${product.name} (${description})` : product.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        subtotal,
        imageUrl: product.imageUrl,
        url: product.url,
        buyable: product.saleable && availableToAdd(stockOf(product, 0)) !== 0,
      })),
    };
  }

  /**
   * Hands an anonymous draft cart to the browser that opens its recovery link: a new cookie token
   * names it (the browser that had it before loses it; the link restores it there again). Null when
   * the cart is not an anonymous draft any more (write).
   */
  async handOver(em: EntityManager, cartId: number): Promise<string | null> {
    const token = newAccessToken(CART_TOKEN_BYTES);
    const result = await em
      .getRepository(Cart)
      .update({ id: cartId, state: 'draft', userId: IsNull() }, { tokenHash: tokenHash(token) });
    return result.affected === 1 ? token : null;
  }
}

/** A cart's lines for its recovery mail (CartService.recoveryLines); amounts in minor units of `currency`. */
export interface RecoveryLines {
  currency: string;
  lines: Array<{
    name: string;
    quantity: number;
    unitPrice: number;
    subtotal: number;
    imageUrl: string;
    url: string;
    buyable: boolean;
  }>;
}

/** A listener of cart changes (CartService.onChange). */
export type CartChangeListener = (em: EntityManager, cart: Cart, lang: LangCode) => Promise<void>;
