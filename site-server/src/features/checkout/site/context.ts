import { data } from 'react-router';
import type {
  AddressFormData,
  AddressFormProblems,
  CheckoutAddresses,
  CheckoutSummary,
  OrderPageView,
  PayInput,
  PayResult,
} from '@shared/checkout/contract';
import type { AddressView } from '@shared/customers/contract';
import type { SiteContext } from '../../../core/site/context';

/** The visitor's checkout (the checkout feature fills it); null answers mean the cart is empty. */
export interface SiteCheckout {
  addresses(): Promise<CheckoutAddresses | null>;
  addressForm(): Promise<AddressFormData | null>;
  /** The customer's other addresses the checkout may ship to instead. */
  otherAddresses(): Promise<AddressView[]>;
  /** Billing fields by name, shipping ones (or null for 'use same address'). */
  saveAddresses(posted: {
    billing: Record<string, string>;
    shipping: Record<string, string> | null;
  }): Promise<{ ok: true } | { ok: false; problems: AddressFormProblems }>;
  /** What the order will come to before "Confirm order" (discount, shipping, taxes, total); null: nothing to order. */
  summary(): Promise<CheckoutSummary | null>;
  /**
   * /shop/confirm_order: the cart becomes an order, or updates its unpaid one (with the shipping method
   * posted, when given); the answer says where the shopper goes.
   */
  confirmOrder(carrierId: number | null): Promise<'ordered' | 'empty' | 'noAddress' | 'couponUsedUp'>;
  /** Opens an order from its link (id and access token): true, and the order is the visitor's, when the token is its. */
  openOrder(orderId: number, accessToken: string): Promise<boolean>;
  /** The visitor's last order (from its cookie), or null. */
  order(): Promise<OrderPageView | null>;
  /** Pays the order, unless it changed since the page showed it. */
  pay(input: PayInput): Promise<PayResult>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    /** The visitor's checkout: filled by the checkout feature's siteContext hook. */
    checkout?: SiteCheckout;
  }
}

export function siteCheckout(site: SiteContext): SiteCheckout {
  if (!site.checkout) throw data(null, { status: 404 });
  return site.checkout;
}
