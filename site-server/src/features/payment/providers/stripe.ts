import Stripe from 'stripe';
import { paymentMessages } from '../../../../../shared/payment/contract';
import { ValidationError } from '../../../core/errors';
import type { PaymentProviderSettings } from '../payment-provider.entity';
import type { PaymentTransaction } from '../payment-transaction.entity';
import type { CardDetails, PaymentAttempt, PaymentStrategy, ProviderOutcome } from './strategy';

export const STRIPE_AUTHENTICATING = 'Waiting for the card’s authentication (3-D Secure).';
const PROCESSING = 'Your payment is being processed by the bank.';

/** Stripe's SDK for the shop's secret key, against STRIPE_API_BASE when set (tests' fake). */
export class StripeClients {
  private readonly clients = new Map<string, Stripe>();

  constructor(private readonly apiBase: string | null) {}

  of(settings: Pick<PaymentProviderSettings, 'secretKey'>): Stripe {
    let client = this.clients.get(settings.secretKey);
    if (!client) {
      const base = this.apiBase ? new URL(this.apiBase) : null;
      client = new Stripe(settings.secretKey, {
        ...(base
          ? {
              host: base.hostname,
              port: base.port || (base.protocol === 'https:' ? 443 : 80),
              protocol: base.protocol.replace(':', '') as 'http' | 'https',
            }
          : {}),
        maxNetworkRetries: 1,
        timeout: 20_000,
        telemetry: false,
        appInfo: { name: 'Vitrine' },
      });
      this.clients.set(settings.secretKey, client);
    }
    return client;
  }
}

/** Where a PaymentIntent stands, as a transaction's state. */
export function outcomeOfIntent(intent: Stripe.PaymentIntent): ProviderOutcome {
  const base = { providerReference: intent.id, clientSecret: null };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, state: 'done', message: '' };
    case 'processing':
      return { ...base, state: 'pending', message: PROCESSING };
    case 'requires_action':
    case 'requires_confirmation':
      return {
        ...base,
        state: 'pending',
        message: STRIPE_AUTHENTICATING,
        clientSecret: intent.client_secret,
      };
    case 'requires_capture':
      return { ...base, state: 'authorized', message: '' };
    case 'canceled':
      return { ...base, state: 'cancel', message: 'The payment was cancelled.' };
    default: {
      const failure = intent.last_payment_error;
      if (!failure) return { ...base, state: 'pending', message: PROCESSING };
      return {
        ...base,
        state: failure.code === 'card_declined' ? 'cancel' : 'error',
        message: failure.message ?? paymentMessages.cannotSetUp,
      };
    }
  }
}

/** A refused call as an outcome: the card's own words for card errors, ours for the rest. */
function outcomeOfError(error: unknown): ProviderOutcome {
  if (error instanceof Stripe.errors.StripeCardError)
    return {
      state: error.code === 'card_declined' ? 'cancel' : 'error',
      message: error.message,
      providerReference: (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null,
      clientSecret: null,
    };
  if (error instanceof Stripe.errors.StripeError)
    return { state: 'error', message: `${paymentMessages.cannotSetUp} ${error.message}`, clientSecret: null };
  throw error;
}

export const cardOf = (method: Stripe.PaymentMethod, customer: string | null): CardDetails => ({
  providerReference: method.id,
  providerCustomer: customer,
  brand: method.card?.brand ?? 'card',
  last4: method.card?.last4 ?? '',
  expMonth: method.card?.exp_month ?? 0,
  expYear: method.card?.exp_year ?? 0,
});

/** Stripe: Payment Intents confirmed on the server with the card Stripe.js tokenised, 3-D Secure, refunds. */
export function stripeStrategy(clients: StripeClients): PaymentStrategy {
  return {
    remote: true,
    check(input, settings) {
      if (!settings.secretKey) throw new ValidationError(paymentMessages.cannotSetUp);
      if (!input.tokenId && !/^pm_[A-Za-z0-9_]{4,200}$/.test(input.paymentMethodId ?? ''))
        throw new ValidationError(paymentMessages.invalidValue, {
          stripe_payment_method: paymentMessages.invalidValue,
        });
    },
    async start({ transaction, order, input, settings, token }: PaymentAttempt): Promise<ProviderOutcome> {
      const stripe = clients.of(settings);
      try {
        let customer = token?.providerCustomer ?? null;
        if (input.saveToken && !customer)
          customer = (
            await stripe.customers.create(
              {
                email: order.email,
                name: order.customerName,
                metadata: { vitrine_customer: String(order.customerId) },
              },
              { idempotencyKey: `${transaction.reference}-customer` },
            )
          ).id;
        const paymentMethod = token?.providerReference ?? input.paymentMethodId!;
        const intent = await stripe.paymentIntents.create(
          {
            amount: transaction.amount,
            currency: transaction.currency.toLowerCase(),
            payment_method: paymentMethod,
            // Cards only, confirmed here: no redirect-based method, so no return_url is needed.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            ...(customer ? { customer } : {}),
            ...(input.saveToken && !token ? { setup_future_usage: 'on_session' as const } : {}),
            description: `Order ${order.name}`,
            metadata: { reference: transaction.reference, order: order.name },
          },
          // A double click, a retry after a timeout: Stripe answers the first intent, never a second charge.
          { idempotencyKey: transaction.reference },
        );
        const outcome = outcomeOfIntent(intent);
        if (!input.saveToken || token || outcome.state !== 'done') return outcome;
        return { ...outcome, card: cardOf(await stripe.paymentMethods.retrieve(paymentMethod), customer) };
      } catch (error) {
        return outcomeOfError(error);
      }
    },
    async refresh(transaction: PaymentTransaction, settings) {
      if (!transaction.providerReference) return null;
      const intent = await clients
        .of(settings)
        .paymentIntents.retrieve(transaction.providerReference, { expand: ['payment_method'] });
      const outcome = outcomeOfIntent(intent);
      // Paid after 3-D Secure: the card to keep comes with the intent.
      const method = intent.payment_method;
      if (transaction.saveToken && outcome.state === 'done' && method && typeof method !== 'string')
        outcome.card = cardOf(method, typeof intent.customer === 'string' ? intent.customer : null);
      return outcome;
    },
    async refund(payment, amount, reference, settings) {
      const refund = await clients
        .of(settings)
        .refunds.create(
          { payment_intent: payment.providerReference!, amount, metadata: { reference } },
          { idempotencyKey: reference },
        );
      return refund.id;
    },
  };
}
