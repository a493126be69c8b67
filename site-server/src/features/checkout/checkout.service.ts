import type { EntityManager } from 'typeorm';
import type { Touch } from '../../../../shared/links/statistics';
import type { AddressFormProblems, CheckoutAddresses } from '../../../../shared/checkout/contract';
import type { AddressInput, AddressView } from '../../../../shared/customers/contract';
import type { LangCode } from '../../../../shared/i18n';
import type { Cart } from '../cart';
import { AddressProblems, Customer, type CustomerService } from '../customers';
import type { OrderService, SaleOrder } from '../orders';
import type { PaymentService } from '../payment';
import type { ShippingService } from '../shipping';
import type { Utm } from '../links';
import { MissingError, ValidationError } from '../../core/errors';

export const ADDRESS_MISSING = 'This address does not exist.';

export const PAYMENT_UNDER_WAY = 'The payment of this order is under way: it can no longer be changed.';
import { Checkout } from './checkout.entity';

/** The visitor the checkout is for: their cart, and their account when signed in. */
export interface CheckoutVisitor {
  cart: Cart;
  user: { id: number; name: string; email: string } | null;
}

/** The addresses a form posts: the billing one, and the shipping one unless it is the same. */
export interface PostedAddresses {
  billing: unknown;
  shipping: unknown | null;
}

/** The checkout's addresses: who buys, where the invoice and the parcel go. */
export class CheckoutService {
  constructor(
    private readonly customers: CustomerService,
    private readonly orders: OrderService,
    private readonly shipping: ShippingService,
    private readonly payments: PaymentService,
  ) {}

  /**
   * The shopper picks another shipping method on the payment page. Refused once a payment is under
   * way or done: what the provider charges is the total it was given.
   */
  async chooseShipping(em: EntityManager, order: SaleOrder, carrierId: number): Promise<SaleOrder> {
    // The method it already has (a second click on pay posts it again): nothing changes.
    if (order.shippingMethodId === carrierId) return order;
    const latest = await this.payments.latest(em, order.id);
    if (latest && ['pending', 'authorized', 'done'].includes(latest.state))
      throw new ValidationError(PAYMENT_UNDER_WAY);
    return this.shipping.choose(em, order, carrierId);
  }

  /** /shop/confirm_order: the cart with its checkout addresses becomes an order; null without an address. */
  async confirm(
    em: EntityManager,
    cart: Cart,
    lang: LangCode,
    buyer: { user: CheckoutVisitor['user']; utm: Utm; touch: Touch },
  ): Promise<SaleOrder | null> {
    const checkout = await em.getRepository(Checkout).findOneBy({ cartId: cart.id });
    if (!checkout) return null;
    if (buyer.user) await this.adoptGuestCheckout(em, checkout, buyer.user);
    const { billing, shipping } = await this.addresses(em, cart, lang);
    if (!billing) return null;
    return this.orders.fromCart(em, {
      cart,
      lang,
      customerId: checkout.customerId,
      userId: buyer.user?.id ?? null,
      billing,
      shipping,
      utm: buyer.utm,
      touch: buyer.touch,
      shippingFor: this.shipping.defaultCharge(em),
    });
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
    const checkout = await em.getRepository(Checkout).findOneBy({ cartId: cart.id });
    if (!checkout) return { billing: null, shipping: null };
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
  ): Promise<{ ok: true } | { ok: false; problems: AddressFormProblems }> {
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
    return { ok: true };
  }
}
