import type { EntityManager } from 'typeorm';
import { NO_TOUCH, type Touch } from '../../../../shared/links/statistics';
import type { AddressFormProblems, CheckoutAddresses } from '../../../../shared/checkout/contract';
import type { AddressInput, AddressView } from '../../../../shared/customers/contract';
import type { LangCode } from '../../../../shared/i18n';
import type { Cart } from '../cart';
import { AddressProblems, Customer, type CustomerService } from '../customers';
import type { OrderDraft, OrderService, PricedDraft, SaleOrder } from '../orders';
import type { PaymentService } from '../payment';
import type { ShippingService } from '../shipping';
import type { Utm } from '../links';
import { MissingError } from '../../core/errors';
import { Checkout } from './checkout.entity';

export const ADDRESS_MISSING = 'This address does not exist.';

/** The visitor the checkout is for: their cart, and their account when signed in. */
export interface CheckoutVisitor {
  cart: Cart;
  user: { id: number; name: string; email: string } | null;
}

/** Who confirms the order, and what brought them. */
export interface Buyer {
  user: CheckoutVisitor['user'];
  utm: Utm;
  touch: Touch;
}

/** The addresses a form posts: the billing one, and the shipping one unless it is the same. */
export interface PostedAddresses {
  billing: unknown;
  shipping: unknown | null;
}

/** The checkout's figures before "Confirm order": the order as it would be, and the shipping methods. */
export interface CheckoutQuote {
  priced: PricedDraft;
  choices: Awaited<ReturnType<ShippingService['choicesFor']>>;
}

/**
 * The checkout: who buys, where the invoice and the parcel go, how it ships, and the order it makes.
 * The cart stays the shopper's until the order is paid: confirming again after a change (back to the
 * cart, another address or shipping) updates the same unpaid order, never makes a second one.
 */
export class CheckoutService {
  constructor(
    private readonly customers: CustomerService,
    private readonly orders: OrderService,
    private readonly shipping: ShippingService,
    private readonly payments: PaymentService,
  ) {}

  /** The cart's checkout; locked until the transaction ends (PostgreSQL) when `lock`. */
  private async checkoutOf(em: EntityManager, cartId: number, lock = false): Promise<Checkout | null> {
    const query = em.getRepository(Checkout).createQueryBuilder('c').where('c.cartId = :cartId', { cartId });
    if (lock && em.connection.options.type === 'postgres') query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** The order the checkout makes, as it stands now; null without a billing address. */
  private async draftOf(
    em: EntityManager,
    checkout: Checkout,
    cart: Cart,
    lang: LangCode,
    buyer: Buyer = { user: null, utm: { campaign: '', medium: '', source: '' }, touch: NO_TOUCH },
  ): Promise<OrderDraft | null> {
    const { billing, shipping } = await this.addressesOf(em, checkout, lang);
    if (!billing) return null;
    return {
      cart,
      lang,
      customerId: checkout.customerId,
      userId: buyer.user?.id ?? null,
      billing,
      shipping,
      utm: buyer.utm,
      touch: buyer.touch,
      shippingFor: this.shipping.chargeFor(em, checkout.carrierId),
    };
  }

  /**
   * What the cart's order comes to now, before "Confirm order" (the same pricing as the order's), and
   * each shipping method's price for these goods; null without a billing address.
   */
  async quote(em: EntityManager, cart: Cart, lang: LangCode): Promise<CheckoutQuote | null> {
    const checkout = await this.checkoutOf(em, cart.id);
    const draft = checkout && (await this.draftOf(em, checkout, cart, lang));
    if (!draft) return null;
    const priced = await this.orders.quote(em, draft);
    return { priced, choices: await this.shipping.choicesFor(em, priced.goodsTotal, priced.currency) };
  }

  /** The shopper picks a shipping method before confirming. ValidationError: the shop does not offer it. */
  async chooseShipping(em: EntityManager, cart: Cart, carrierId: number): Promise<void> {
    const checkout = await this.checkoutOf(em, cart.id);
    if (!checkout) throw new MissingError(ADDRESS_MISSING);
    await this.shipping.checkOffered(em, carrierId);
    await em.getRepository(Checkout).update({ cartId: cart.id }, { carrierId });
  }

  /**
   * /shop/confirm_order: the cart with its checkout becomes an order, or updates the unpaid order it
   * made before (after a cancelled one, a new one is made); null without an address.
   * An order whose payment is under way, or paid, is answered as it is. The checkout's row is locked
   * first, so two confirmations at once make one order.
   */
  async confirm(em: EntityManager, cart: Cart, lang: LangCode, buyer: Buyer): Promise<SaleOrder | null> {
    const checkout = await this.checkoutOf(em, cart.id, true);
    if (!checkout) return null;
    if (buyer.user) await this.adoptGuestCheckout(em, checkout, buyer.user);
    const draft = await this.draftOf(em, checkout, cart, lang, buyer);
    if (!draft) return null;
    const made = await this.orders.ofCart(em, cart.id);
    if (!made) return this.orders.fromCart(em, draft);
    if (!(await this.changeable(em, made, true))) return made;
    return this.orders.reprice(em, made.id, draft);
  }

  /**
   * Whether the order may still follow its cart: a quotation no payment of which is under way or done.
   * `lock`: read under the order's lock, so no payment starts meanwhile.
   */
  private async changeable(em: EntityManager, order: SaleOrder, lock = false): Promise<boolean> {
    const current = lock ? await this.orders.lockForPayment(em, order.id) : order;
    if (current.state !== 'draft' && current.state !== 'sent') return false;
    const latest = await this.payments.latest(em, order.id);
    return !latest || latest.state === 'cancel' || latest.state === 'error';
  }

  /**
   * Whether the visitor's unpaid order is behind their cart: the cart, the addresses or the shipping
   * changed since "Confirm order" (confirming again updates it). An order of another cart, or one that
   * can no longer change, is never behind.
   */
  async outdated(em: EntityManager, cart: Cart | null, order: SaleOrder): Promise<boolean> {
    if (!cart || order.cartId !== cart.id || !(await this.changeable(em, order))) return false;
    const checkout = await this.checkoutOf(em, cart.id);
    const lang = order.lang as LangCode;
    const draft = checkout && (await this.draftOf(em, checkout, cart, lang));
    return !draft || !(await this.orders.matchesDraft(em, order, draft));
  }

  /**
   * A guest who filled in their addresses, then signed in (their cart became their account's): the
   * checkout and its addresses move to the account's customer, so the order, its saved card and their
   * next checkouts are the account's.
   */
  private async adoptGuestCheckout(
    em: EntityManager,
    checkout: Checkout,
    user: NonNullable<CheckoutVisitor['user']>,
  ) {
    const own = await this.customers.forUser(em, user);
    if (checkout.customerId === own.id) return;
    const guest = await this.customers.get(em, checkout.customerId);
    if (guest.userId !== null) return;
    const addressIds = [checkout.billingAddressId, checkout.shippingAddressId].filter((id) => id !== null);
    await this.customers.moveAddresses(em, guest.id, own.id, addressIds);
    await em.getRepository(Checkout).update({ cartId: checkout.cartId }, { customerId: own.id });
    checkout.customerId = own.id;
  }

  /**
   * Ships the cart's checkout to another address of the same customer (the address cards' "Ship
   * here"); the billing address means 'same as billing'. MissingError for anyone else's address.
   */
  async shipTo(em: EntityManager, cart: Cart, addressId: number): Promise<void> {
    const checkout = await em.getRepository(Checkout).findOneBy({ cartId: cart.id });
    const address = checkout ? await this.customers.address(em, checkout.customerId, addressId) : null;
    if (!checkout || !address) throw new MissingError(ADDRESS_MISSING);
    await em
      .getRepository(Checkout)
      .update(
        { cartId: cart.id },
        { shippingAddressId: address.id === checkout.billingAddressId ? null : address.id },
      );
  }

  /** The customer's other addresses to ship to (signed-in customers keep theirs from order to order). */
  async otherAddresses(em: EntityManager, cart: Cart, lang: LangCode): Promise<AddressView[]> {
    const checkout = await em.getRepository(Checkout).findOneBy({ cartId: cart.id });
    if (!checkout) return [];
    const current = await this.addresses(em, cart, lang);
    const shown = new Set(
      [current.billing, current.shipping]
        .filter((view) => view !== null)
        .map((view) => [view.name, ...view.lines].join('\n')),
    );
    const all = await this.customers.addressesOf(em, checkout.customerId, lang);
    return all.filter((view) => !shown.has([view.name, ...view.lines].join('\n')));
  }

  async addresses(em: EntityManager, cart: Cart, lang: LangCode): Promise<CheckoutAddresses> {
    const checkout = await this.checkoutOf(em, cart.id);
    return checkout ? this.addressesOf(em, checkout, lang) : { billing: null, shipping: null };
  }

  private async addressesOf(
    em: EntityManager,
    checkout: Checkout,
    lang: LangCode,
  ): Promise<CheckoutAddresses> {
    const view = async (id: number | null) => {
      const address = id === null ? null : await this.customers.address(em, checkout.customerId, id);
      return address ? this.customers.view(em, address, lang) : null;
    };
    return {
      billing: await view(checkout.billingAddressId),
      shipping: await view(checkout.shippingAddressId),
    };
  }

  /**
   * Checks both addresses and, when both are right, saves them for the cart's checkout in one go:
   * the customer (the signed-in user's, the guest's of this cart, or a new guest), the billing
   * address, the shipping address or none. Answers the problems per address, saving nothing.
   */
  async saveAddresses(
    em: EntityManager,
    visitor: CheckoutVisitor,
    posted: PostedAddresses,
  ): Promise<{ ok: true; email: string } | { ok: false; problems: AddressFormProblems }> {
    const problems: AddressFormProblems = {};
    const checked = async (raw: unknown, kind: 'billing' | 'shipping'): Promise<AddressInput | null> => {
      try {
        return await this.customers.check(em, raw);
      } catch (error) {
        if (!(error instanceof AddressProblems)) throw error;
        problems[kind] = error.fields as Record<string, never>;
        return null;
      }
    };
    const billing = await checked(posted.billing, 'billing');
    const shipping = posted.shipping === null ? null : await checked(posted.shipping, 'shipping');
    if (!billing || (posted.shipping !== null && !shipping)) return { ok: false, problems };

    const repository = em.getRepository(Checkout);
    const existing = await repository.findOneBy({ cartId: visitor.cart.id });
    const customer = visitor.user
      ? await this.customers.forUser(em, visitor.user)
      : existing
        ? await this.customers.get(em, existing.customerId)
        : await em
            .getRepository(Customer)
            .save({ userId: null, name: billing.name, email: billing.email, phone: billing.phone });
    // A guest's own checkout keeps its address rows (edited in place); a signed-in customer's new one adds rows.
    const sameCustomer = existing?.customerId === customer.id;
    const billingRow = await this.customers.saveAddress(
      em,
      customer,
      'billing',
      billing,
      sameCustomer ? existing.billingAddressId : null,
    );
    const shippingRow = shipping
      ? await this.customers.saveAddress(
          em,
          customer,
          'shipping',
          shipping,
          sameCustomer ? existing.shippingAddressId : null,
        )
      : null;
    await repository.save({
      cartId: visitor.cart.id,
      customerId: customer.id,
      billingAddressId: billingRow.id,
      shippingAddressId: shippingRow?.id ?? null,
    });
    return { ok: true, email: billing.email };
  }
}
