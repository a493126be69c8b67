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
import { digitsOf, validCardNumber } from './card';

export const transactionStates = ['draft', 'pending', 'authorized', 'done', 'cancel', 'error'] as const;
export type TransactionState = (typeof transactionStates)[number];

export const paymentProviders = ['demo', 'transfer'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** SPEC §8: the payment page's errors. */
export const paymentMessages = {
  noMethodTitle: 'No payment method selected',
  noMethod: 'Please select a payment method.',
  invalidValue: 'The value is invalid.',
  acceptTerms: 'Please accept the terms and conditions.',
} as const;

/** The demo provider's cards that do not pay (Stripe's test numbers for the same outcomes). */
export const DEMO_CARDS: Readonly<Record<string, 'pending' | 'cancel' | 'error'>> = {
  '4000000000000002': 'cancel',
  '4000000000000119': 'error',
  '4000000000003063': 'pending',
};

/** The demo provider's outcome for a card number (see above); null when the number is not one. */
export function demoOutcome(cardNumber: string): Exclude<TransactionState, 'draft' | 'authorized'> | null {
  if (!validCardNumber(cardNumber)) return null;
  return DEMO_CARDS[digitsOf(cardNumber)] ?? 'done';
}
