import { cardTypeOf, digitsOf } from '../../../../../shared/payment/card';
import { demoOutcome, paymentMessages } from '../../../../../shared/payment/contract';
import { ValidationError } from '../../../core/errors';
import { newAccessToken } from '../../../core/security/access-token';
import type { PaymentInput, PaymentStrategy, ProviderOutcome } from './strategy';

const DEMO_MESSAGES: Record<string, string> = {
  pending: 'Your payment is being processed by the bank.',
  cancel: 'The bank declined the payment.',
  error: 'The payment could not be processed.',
};

/** The demo provider: Stripe's test card numbers pick the outcome (shared/payment/contract.ts). */
export const demoStrategy: PaymentStrategy = {
  remote: false,
  check(input: PaymentInput) {
    if (input.tokenId) return;
    if (!demoOutcome(input.cardNumber ?? ''))
      throw new ValidationError(paymentMessages.invalidValue, { cc_number: paymentMessages.invalidValue });
  },
  async start({ input, token }): Promise<ProviderOutcome> {
    // A saved demo card pays.
    if (token) return { state: 'done', message: '' };
    const state = demoOutcome(input.cardNumber ?? '')!;
    const digits = digitsOf(input.cardNumber ?? '');
    return {
      state,
      message: DEMO_MESSAGES[state] ?? '',
      card: input.saveToken
        ? {
            providerReference: `demo_${newAccessToken(12)}`,
            providerCustomer: null,
            brand: cardTypeOf(digits) ?? 'card',
            last4: digits.slice(-4),
            expMonth: 12,
            expYear: new Date().getFullYear() + 3,
          }
        : null,
    };
  },
  async refund(_payment, _amount, reference) {
    return reference;
  },
};

/** The bank transfer: pending with its instructions until staff see the money arrive. */
export function transferStrategy(
  instructions: (attempt: Parameters<PaymentStrategy['start']>[0]) => Promise<string>,
): PaymentStrategy {
  return {
    remote: false,
    check() {},
    async start(attempt) {
      return { state: 'pending', message: await instructions(attempt) };
    },
    // Staff pay the money back by hand; the refund is recorded.
    async refund(_payment, _amount, reference) {
      return reference;
    },
  };
}
