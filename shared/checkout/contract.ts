/**
 * Contract of the checkout (SPEC §2 Shop): /shop/checkout sends a visitor without an address to
 * /shop/address, which takes the billing address and, unless 'use same address' is ticked, a shipping
 * address. The address form posts the billing fields under their own names (name, email, phone,
 * street, street2, city, zip, state_id, country_id) and the shipping ones prefixed `shipping_`, with
 * `use_same` ('1' when ticked). /shop/checkout shows what the order will come to (its discount,
 * shipping method, taxes and total) before "Confirm order" posts to /shop/confirm_order; the cart stays
 * the shopper's until the order is paid.
 */
import type { OrderLineKind } from '../orders/contract';
import type { PaymentProvider } from '../payment/contract';
import type { ShippingChoice } from '../shipping/contract';
import type { AddressChoices, AddressKind, AddressProblem, AddressView } from '../customers/contract';

export const SHIPPING_PREFIX = 'shipping_';

export interface CheckoutAddresses {
  billing: AddressView | null;
  /** null: shipped to the billing address. */
  shipping: AddressView | null;
}

/** What the address page needs to draw its form. */
export interface AddressFormData extends CheckoutAddresses, AddressChoices {
  /** A signed-in customer without a saved address: their name and e-mail start the form. */
  contact: { name: string; email: string; phone: string } | null;
}

export type AddressFormProblems = Partial<Record<AddressKind, Record<string, AddressProblem>>>;

/** The cookie naming the visitor's last order (`{id}.{access token}`), for the payment and status pages. */
export const ORDER_COOKIE = 'vitrine_order';

/** An order's lines and amounts, formatted, as the checkout, payment and status pages show them. */
export interface OrderFigures {
  /** Products, the promo code's discount, shipping. `subtotal`: as the catalogue's prices read (with the tax when prices include it). */
  lines: Array<{
    id: number;
    kind: OrderLineKind;
    name: string;
    description: string;
    quantity: number;
    subtotal: string;
  }>;
  untaxed: string;
  tax: string;
  total: string;
}

/**
 * /shop/checkout's figures before "Confirm order": the order as it will be (priced by the same function
 * as the order), the shipping methods with their price for these goods, and the chosen one.
 */
export interface CheckoutSummary extends OrderFigures {
  shippingChoices: ShippingChoice[];
  carrierId: number | null;
}

/** An order as the payment and confirmation pages show it, amounts formatted. */
export interface OrderPageView extends OrderFigures {
  id: number;
  name: string;
  /** OrderState: 'draft' waits for payment, 'sale' is confirmed (paid, or by staff). */
  state: string;
  /** Waits for a payment: a quotation, or an order staff confirmed that nobody paid yet (its invoice's "Pay now"). */
  payable: boolean;
  /** The total in minor units: the pay form posts it back, and a payment of another amount is refused. */
  amountTotal: number;
  /** The visitor's cart changed since "Confirm order": the checkout shows the new figures first. */
  outdated: boolean;
  billing: { name: string; lines: string[] };
  shipping: { name: string; lines: string[] };
  payment: PaymentOptions;
  /** The latest payment attempt. */
  transaction: { reference: string; provider: string; state: string; message: string } | null;
  /** Where the order's mails go. */
  email: string;
}

/** The payment page's choices: the providers offered, Stripe's key, the buyer's saved cards. */
export interface PaymentOptions {
  providers: Array<{ code: PaymentProvider; label: string }>;
  /** Stripe's publishable key and where Stripe.js loads from, when Stripe is offered. */
  stripe: { publishableKey: string; jsUrl: string } | null;
  /** The signed-in buyer's saved cards ('Visa •••• 4242'), offered as methods of their own. */
  tokens: Array<{ id: number; provider: PaymentProvider; name: string }>;
  /** Only a signed-in buyer may keep a card. */
  canSaveCard: boolean;
}

/** What the payment form posts, read: the provider or a saved card, and what the provider needs. */
export interface PayInput {
  provider: string;
  cardNumber: string;
  paymentMethodId: string;
  tokenId: number | null;
  saveToken: boolean;
  /** The total the page showed (minor units), when it posted one: another total is not charged. */
  expectedTotal: number | null;
}

/** Paid or on its way: where the shopper goes next. Refused: why, on the field, or in the 'Error: ' dialog. */
export type PayResult =
  | { ok: true; next: '/shop/confirmation' | '/payment/process' }
  | { ok: false; message: string; field?: string }
  /** The order changed since the page was shown (its cart, or its total): the checkout shows it again. */
  | { ok: false; changed: true };

/** The payment form's radio value of a saved card: `token-{id}`. */
export const TOKEN_CHOICE_PREFIX = 'token-';

/** SPEC §9: the status page polls after ceil(n/3) seconds following its n-th poll, and stops after this many. */
export const ORDER_STATUS_MAX_POLLS = 20;
export const orderStatusPollDelayMs = (pollsDone: number) => Math.ceil(pollsDone / 3) * 1000;

/** SPEC §4, §7: GET /shop/payment/get_status/{order_id}. */
export interface OrderStatusResult {
  /** Poll again: the payment waits for its bank or provider. */
  recall: boolean;
  message: string;
}

/** SPEC §4: the warning shown when the polls stop. */
export const WAITING_FOR_PAYMENT = 'We are waiting the confirmation of the bank or payment provider';
