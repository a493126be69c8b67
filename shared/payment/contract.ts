/**
 * Contract of payments (SPEC §2, §4, §8 Shop and payment): providers (acquirers) behind one
 * interface, and the transactions they run for an order, with the states of SPEC §4.
 *
 * The bank transfer leaves the transaction pending with the transfer's instructions (on the status
 * page and by mail) until staff mark the order paid in the back office.
 *
 * The demo provider takes any valid card number (card.ts: a known type, its length, Luhn); Stripe's test cards pick the other
 * outcomes, so every path can be tried by hand: 4000 0000 0000 0002 is declined (cancel),
 * 4000 0000 0000 0119 fails (error), 4000 0000 0000 3063 waits for the bank (pending); any other
 * number pays (done).
 */
import { digitsOf, formatCardNumber, validCardNumber } from './card';

export const transactionStates = ['draft', 'pending', 'authorized', 'done', 'cancel', 'error'] as const;
export type TransactionState = (typeof transactionStates)[number];

export const paymentProviders = ['demo', 'transfer', 'stripe'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const paymentProviderLabels: Record<PaymentProvider, string> = {
  demo: 'Demo (test cards)',
  transfer: 'Bank transfer',
  stripe: 'Stripe',
};

/** Where the shopper goes once a payment is settled (the order's status page). */
export const PAYMENT_RETURN_PATH = '/shop/confirmation';

/** SPEC §8: the payment page's errors. */
export const paymentMessages = {
  noMethodTitle: 'No payment method selected',
  noMethod: 'Please select a payment method.',
  noMethodToAdd: 'Please select the option to add a new payment method.',
  invalidValue: 'The value is invalid.',
  serverErrorTitle: 'Server Error',
  cardDetailsWrong: 'e.g. Your credit card details are wrong. Please verify.',
  cannotAddMethod: 'We are not able to add your payment method at the moment.',
  cannotRedirect: 'We are not able to redirect you to the payment form.',
  cannotSetUpTitle: 'Cannot set-up the payment',
  cannotSetUp: "We're unable to process your payment.",
  cannotDelete: 'We are not able to delete your payment method at the moment.',
  deleteWarningTitle: 'Warning!',
  confirmDeletion: 'Confirm Deletion',
  cancel: 'Cancel',
  /** The error dialog's title prefix (SPEC §8: 'Error: '). */
  errorPrefix: 'Error: ',
} as const;

/** SPEC §2, §4: the processing screen's overlay. */
export const PROCESSING_MESSAGE = 'We are processing your payments, please wait ...';

/** SPEC §9: /payment/process polls after 3 s, every 10 s from the 10th poll, every 30 s from the 20th. */
export function processPollDelayMs(pollsDone: number): number {
  if (pollsDone >= 20) return 30_000;
  if (pollsDone >= 10) return 10_000;
  return 3_000;
}

/** SPEC §3: a transaction as POST /payment/process/poll lists it. */
export interface PolledTransaction {
  reference: string;
  state: TransactionState;
  acquirer_provider: PaymentProvider;
  return_url: string;
  /** What the provider said (shown in the list per state). */
  state_message: string;
  /** Stripe, while the cardholder must authenticate (3-D Secure): the key and the intent's secret. */
  stripe_publishable_key?: string;
  stripe_payment_intent_secret?: string;
}

/** SPEC §4, §7: the poll's answer; error is tx_process_retry (poll again), no_tx_found, or a message. */
export type ProcessPollResult =
  { success: true; transactions: PolledTransaction[] } | { success: false; error: string };

export const TX_PROCESS_RETRY = 'tx_process_retry';
export const NO_TX_FOUND = 'no_tx_found';

/** The demo provider's card that ends in each outcome other than paid (Stripe's test numbers for them). */
export const DEMO_CARD_NUMBERS = {
  cancel: '4000000000000002',
  error: '4000000000000119',
  pending: '4000000000003063',
} as const;

/** The demo provider's cards that do not pay, by number. */
export const DEMO_CARDS: Readonly<Record<string, 'pending' | 'cancel' | 'error'>> = Object.fromEntries(
  Object.entries(DEMO_CARD_NUMBERS).map(([outcome, number]) => [number, outcome]),
) as Record<string, 'pending' | 'cancel' | 'error'>;

/** The payment page's demo hint's numbers, as shown ('4000 0000 0000 0002'): declined, failing, pending. */
export const demoHintNumbers = (): [string, string, string] => [
  formatCardNumber(DEMO_CARD_NUMBERS.cancel),
  formatCardNumber(DEMO_CARD_NUMBERS.error),
  formatCardNumber(DEMO_CARD_NUMBERS.pending),
];

/** The demo provider's outcome for a card number (see above); null when the number is not one. */
export function demoOutcome(cardNumber: string): Exclude<TransactionState, 'draft' | 'authorized'> | null {
  if (!validCardNumber(cardNumber)) return null;
  return DEMO_CARDS[digitsOf(cardNumber)] ?? 'done';
}

/** SPEC §7: the token-creation routes named on the card forms (dataset createRoute / data_set). */
export const DEMO_TOKEN_ROUTE = '/payment/demo/s2s/create_json_3ds';
export const STRIPE_TOKEN_ROUTE = '/payment/stripe/s2s/create_json_3ds';
export const STRIPE_SETUP_INTENT_ROUTE = '/payment/stripe/s2s/create_setup_intent';
/** SPEC §7: the prepare_tx_url route of the payment forms. */
export const PREPARE_TX_ROUTE = '/payment/transaction/prepare';

/**
 * The providers whose payment continues on a form of their own, reached through prepare_tx_url: the bank
 * transfer (its instructions, on the processing screen's way to the order's status). The demo card and
 * Stripe take the card on the payment page itself (Stripe.js turns it into a PaymentMethod, confirmed by
 * the server; 3-D Secure on /payment/process): there is no form to go to, and prepare_tx_url refuses
 * them with 'We are not able to redirect you to the payment form.'
 */
export const FORM_PROVIDERS: readonly PaymentProvider[] = ['transfer'];
export const paysThroughForm = (code: string) => (FORM_PROVIDERS as readonly string[]).includes(code);

/** SPEC §3: what a token-creation route answers. */
export interface TokenCreateResult {
  result: boolean;
  id?: number;
  '3d_secure'?: boolean;
  error?: string;
}

/** SPEC §3: a record a saved payment method is linked to (payment.token get_linked_records). */
export interface TokenLinkedRecord {
  url: string;
  description: string;
  name: string;
}

/** A saved card as the payment methods page lists it. */
export interface SavedCardView {
  id: number;
  name: string;
  /** 'MM / YY'. */
  expiry: string;
}
