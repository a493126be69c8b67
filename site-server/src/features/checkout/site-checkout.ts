import type { Request, Response } from 'express';
import type {
  AddressFormData,
  CheckoutSummary,
  OrderFigures,
  OrderPageView,
  PaymentOptions,
} from '../../../../shared/checkout/contract';
import { paymentProviderLabels } from '../../../../shared/payment/contract';
import { COUPON_USED_UP } from '../../../../shared/coupons/contract';
import { priceView } from '../../../../shared/catalog/price-view';
import type { LangCode } from '../../../../shared/i18n';
import type { SiteContext } from '../../core/site/context';
import { AppError, ValidationError } from '../../core/errors';
import { markPagePersonal } from '../../core/http/page-cache';
import type { Platform } from '../../platform';
import { cartOwnerOf, type CartService } from '../cart';
import { touchOf, utmOf } from '../links';
import type { CustomerService } from '../customers';
import { type OrderService, type SaleOrder, orderOfCookie, rememberOrder } from '../orders';
import {
  tokenName,
  type PaymentService,
  type PaymentTokenService,
  type ProviderSettingsService,
} from '../payment';
import type { CheckoutService } from './checkout.service';

/** Lines and amounts formatted in the page's language (a line reads as the catalogue's prices do). */
function figuresOf(
  lines: ReadonlyArray<{
    kind: OrderFigures['lines'][number]['kind'];
    name: string;
    description: string;
    quantity: number;
    subtotal: number;
    total: number;
    taxIncluded: boolean;
    id?: number;
  }>,
  amounts: { amountUntaxed: number; amountTax: number; amountTotal: number },
  money: (amount: number) => string,
): OrderFigures {
  return {
    lines: lines.map((line, index) => ({
      id: line.id ?? index + 1,
      kind: line.kind,
      name: line.name,
      description: line.description,
      quantity: line.quantity,
      subtotal: money(line.taxIncluded ? line.total : line.subtotal),
    })),
    untaxed: money(amounts.amountUntaxed),
    tax: money(amounts.amountTax),
    total: money(amounts.amountTotal),
  };
}
import type { SiteCheckout } from './site/context';

export interface SiteCheckoutDeps {
  platform: Platform;
  carts: CartService;
  customers: CustomerService;
  checkout: CheckoutService;
  orders: OrderService;
  payments: PaymentService;
  providers: ProviderSettingsService;
  tokens: PaymentTokenService;
}

/** The checkout's calls for the pages of one request (siteContext). */
export function siteCheckoutOf(
  req: Request,
  res: Response,
  site: SiteContext,
  deps: SiteCheckoutDeps,
): SiteCheckout {
  const { platform, carts, customers, checkout, orders, payments, providers, tokens } = deps;
  const manager = platform.dataSource.manager;

  /** The visitor's cart when it holds something (the checkout of an empty cart goes back to it). */
  async function filledCart() {
    const cart = await carts.peek(manager, cartOwnerOf(req));
    return cart && (await carts.count(manager, cart)) > 0 ? cart : null;
  }

  async function addressForm(lang: LangCode): Promise<AddressFormData | null> {
    const cart = await filledCart();
    if (!cart) return null;
    let addresses = await checkout.addresses(manager, cart, lang);
    // A returning customer starts from their latest billing address (their last checkout's, or their account's).
    if (!addresses.billing && site.user) {
      const latest = await customers.latestAddresses(manager, site.user.id, lang);
      addresses = { billing: latest.billing, shipping: null };
    }
    const company = await platform.company.siteCompany(manager);
    const choices = await customers.addressChoices(manager, lang, company.countryCode, [
      addresses.billing?.countryId,
      addresses.shipping?.countryId,
    ]);
    // Signed in without an address yet: the account's name and e-mail are theirs to start from.
    const contact = site.user ? { name: site.user.name, email: site.user.email, phone: '' } : null;
    return { ...addresses, ...choices, contact };
  }

  /** The order named by the visitor's cookie, if its token still matches. */
  async function cookieOrder(): Promise<SaleOrder | null> {
    const named = orderOfCookie(req);
    if (!named) return null;
    return orders
      .forVisitor(manager, named.id, { token: named.token, userId: site.user?.id ?? null })
      .catch(() => null);
  }

  async function paymentOptions(order: SaleOrder): Promise<PaymentOptions> {
    const offered = await providers.enabled(manager);
    const stripe = offered.find((row) => row.code === 'stripe');
    // Saved cards belong to accounts: a guest's customer is the checkout's only.
    const signedIn = site.user !== null && order.userId === site.user.id;
    const saved = signedIn
      ? await tokens.list(
          manager,
          order.customerId,
          offered.map((row) => row.code),
        )
      : [];
    return {
      providers: offered.map((row) => ({ code: row.code, label: paymentProviderLabels[row.code] })),
      stripe: stripe ? { publishableKey: stripe.publishableKey, jsUrl: platform.config.stripeJsUrl } : null,
      tokens: saved.map((token) => ({ id: token.id, provider: token.provider, name: tokenName(token) })),
      canSaveCard: signedIn,
    };
  }

  async function orderView(order: SaleOrder): Promise<OrderPageView> {
    const money = (amount: number) => priceView(amount, order.currency, site.lang).formatted;
    const transaction = await payments.latest(manager, order.id);
    const open = order.state === 'draft' || order.state === 'sent';
    const confirmed = order.state === 'sale' || order.state === 'done';
    return {
      id: order.id,
      name: order.name,
      state: order.state,
      payable: open || (confirmed && transaction?.state !== 'done'),
      ...figuresOf(order.lines ?? [], order, money),
      amountTotal: order.amountTotal,
      outdated:
        open && (await checkout.outdated(manager, await carts.peek(manager, cartOwnerOf(req)), order)),
      billing: { name: order.billingAddress.name, lines: order.billingAddress.lines },
      shipping: { name: order.shippingAddress.name, lines: order.shippingAddress.lines },
      payment: await paymentOptions(order),
      transaction: transaction
        ? {
            reference: transaction.reference,
            provider: transaction.provider,
            state: transaction.state,
            message: transaction.stateMessage,
          }
        : null,
      email: order.email,
    };
  }

  /** /shop/checkout's figures: what the cart's order will come to, with each shipping method's price. */
  async function summary(): Promise<CheckoutSummary | null> {
    const cart = await filledCart();
    const quote = cart ? await checkout.quote(manager, cart, site.lang) : null;
    if (!quote) return null;
    const { priced, choices } = quote;
    const money = (amount: number) => priceView(amount, priced.currency, site.lang).formatted;
    return {
      ...figuresOf(priced.lines, priced, money),
      shippingChoices: choices.map(({ method, price }) => ({
        id: method.id,
        name: method.name,
        description: method.description,
        price: money(price),
        free: price === 0,
      })),
      carrierId: priced.shippingMethodId,
    };
  }

  return {
    async addresses() {
      markPagePersonal(req);
      const cart = await filledCart();
      return cart ? checkout.addresses(manager, cart, site.lang) : null;
    },
    summary() {
      markPagePersonal(req);
      return summary();
    },
    async otherAddresses() {
      const cart = await filledCart();
      return cart ? checkout.otherAddresses(manager, cart, site.lang) : [];
    },
    addressForm() {
      markPagePersonal(req);
      return addressForm(site.lang);
    },
    async saveAddresses(posted) {
      const cart = await filledCart();
      if (!cart) return { ok: false, problems: {} };
      const user = site.user ? { id: site.user.id, name: site.user.name, email: site.user.email } : null;
      return platform.transaction(async (em) => {
        const saved = await checkout.saveAddresses(em, { cart, user }, posted);
        // The shopper's address is known from here (the abandoned-cart recovery listens).
        if (saved.ok)
          platform.events.publish(em, 'checkout.contact', {
            cartId: cart.id,
            email: saved.email,
            lang: site.lang,
          });
        return saved;
      });
    },
    async openOrder(orderId, accessToken) {
      const order = await orders
        .forVisitor(manager, orderId, { token: accessToken, userId: null })
        .catch(() => null);
      if (!order) return false;
      rememberOrder(req, res, order);
      return true;
    },
    async confirmOrder(carrierId) {
      const cart = await filledCart();
      if (!cart) return 'empty';
      let order: SaleOrder | null;
      try {
        order = await platform.transaction(async (em) => {
          // The method chosen without JavaScript comes with the post; one no longer offered is not kept.
          if (carrierId)
            await checkout.chooseShipping(em, cart, carrierId).catch((error: unknown) => {
              if (!(error instanceof ValidationError)) throw error;
            });
          return checkout.confirm(em, cart, site.lang, {
            user: site.user ? { id: site.user.id, name: site.user.name, email: site.user.email } : null,
            utm: utmOf(req),
            touch: touchOf(req, platform.config.sessionSecret),
          });
        });
      } catch (error) {
        // The promo code's last use went to another order: nothing was ordered, and the code comes off the cart.
        if (!(error instanceof ValidationError && error.message === COUPON_USED_UP)) throw error;
        await platform.transaction((em) => carts.dropDiscount(em, cart));
        return 'couponUsedUp';
      }
      if (!order) return 'noAddress';
      rememberOrder(req, res, order);
      return 'ordered';
    },
    async order() {
      markPagePersonal(req);
      const order = await cookieOrder();
      return order ? orderView(order) : null;
    },
    async pay(input) {
      const order = await cookieOrder();
      if (!order) return { ok: false, message: 'This order does not exist.' };
      // The cart changed since "Confirm order": the checkout shows the new figures before anything is paid.
      if (await checkout.outdated(manager, await carts.peek(manager, cartOwnerOf(req)), order))
        return { ok: false, changed: true };
      try {
        const transaction = await payments.pay(order.id, {
          provider: input.provider,
          cardNumber: input.cardNumber,
          paymentMethodId: input.paymentMethodId,
          tokenId: input.tokenId,
          saveToken: input.saveToken && site.user !== null,
          expectedAmount: input.expectedTotal,
        });
        // Stripe may still need the cardholder (3-D Secure): the processing screen follows it. A card
        // refused at once goes straight to the status page, which offers to pay again.
        return {
          ok: true,
          next:
            transaction.provider === 'stripe' && transaction.state !== 'cancel'
              ? '/payment/process'
              : '/shop/confirmation',
        };
      } catch (error) {
        if (error instanceof ValidationError && 'order_total' in error.fields)
          return { ok: false, changed: true };
        if (error instanceof ValidationError)
          return { ok: false, message: error.message, field: Object.keys(error.fields)[0] };
        if (error instanceof AppError) return { ok: false, message: error.message };
        throw error;
      }
    },
  };
}
