import type { TransactionState } from '../../../../../shared/payment/contract';
import type { SaleOrder } from '../../orders';
import type { PaymentProviderSettings } from '../payment-provider.entity';
import type { PaymentToken } from '../payment-token.entity';
import type { PaymentTransaction } from '../payment-transaction.entity';

/** What a payment form sends, once read: the provider and what it needs. */
export interface PaymentInput {
  provider: string;
  /** The demo provider's card number. */
  cardNumber?: string;
  /** Stripe: the PaymentMethod Stripe.js made from the card fields. */
  paymentMethodId?: string;
  /** A saved card of the buyer's. */
  tokenId?: number | null;
  /** Keep the card for next time (signed-in customers only). */
  saveToken?: boolean;
  /** The total the shopper was shown (minor units): an order that changed since is not charged. */
  expectedAmount?: number | null;
}

/** A card as the provider describes it, to save as a token. */
export interface CardDetails {
  providerReference: string;
  providerCustomer: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Where a payment stands after the provider was asked. */
export interface ProviderOutcome {
  state: Exclude<TransactionState, 'draft'>;
  message: string;
  providerReference?: string | null;
  /** Stripe: the intent's secret while the cardholder must authenticate; null once settled. */
  clientSecret?: string | null;
  /** The card, when the payment should save it. */
  card?: CardDetails | null;
}

/** One attempt to pay, as a strategy gets it. */
export interface PaymentAttempt {
  transaction: PaymentTransaction;
  order: SaleOrder;
  input: PaymentInput;
  settings: PaymentProviderSettings;
  /** The saved card paid with, if any. */
  token: PaymentToken | null;
}

/**
 * A payment provider (acquirer) behind one interface. Local providers decide at once, inside the
 * order's transaction; remote ones (Stripe) are called between two transactions, so no database lock
 * waits on the network, with the transaction's reference as the idempotency key.
 */
export interface PaymentStrategy {
  readonly remote: boolean;
  /** Refuses malformed input before anything is written (ValidationError naming the field). */
  check(input: PaymentInput, settings: PaymentProviderSettings): void;
  start(attempt: PaymentAttempt): Promise<ProviderOutcome>;
  /** Asks the provider where a pending transaction stands; null: nothing new. */
  refresh?(
    transaction: PaymentTransaction,
    settings: PaymentProviderSettings,
  ): Promise<ProviderOutcome | null>;
  /**
   * Asks the provider what became of a payment whose answer was lost (a network error after the
   * charge, a process stopped mid-call), by the transaction's reference; null: it has no trace of it.
   */
  reconcile?(
    transaction: PaymentTransaction,
    settings: PaymentProviderSettings,
  ): Promise<ProviderOutcome | null>;
  /**
   * Withdraws a pending payment at the provider (it expired), so it can no longer be completed; answers
   * where it stands then (done when it was completed meanwhile), or null when there is nothing to withdraw.
   */
  cancel?(
    transaction: PaymentTransaction,
    settings: PaymentProviderSettings,
  ): Promise<ProviderOutcome | null>;
  /** Gives back `amount` of a done payment; answers the provider's id of the refund. */
  refund?(
    payment: PaymentTransaction,
    amount: number,
    reference: string,
    settings: PaymentProviderSettings,
  ): Promise<string>;
}
