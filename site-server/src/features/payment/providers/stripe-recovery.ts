import Stripe from 'stripe';
import type { PaymentTransaction } from '../payment-transaction.entity';
import { cardOf, outcomeOfIntent, type StripeClients } from './stripe';
import type { PaymentStrategy, ProviderOutcome } from './strategy';

/** Where an intent stands, with the card to keep when the payment saves one and is paid. */
function outcomeWithCard(intent: Stripe.PaymentIntent, transaction: PaymentTransaction): ProviderOutcome {
  const outcome = outcomeOfIntent(intent);
  const method = intent.payment_method;
  if (transaction.saveToken && outcome.state === 'done' && method && typeof method !== 'string')
    outcome.card = cardOf(method, typeof intent.customer === 'string' ? intent.customer : null);
  return outcome;
}

/**
 * Stripe's part of the payments' jobs (payment-recovery.ts, payment-expiry.ts): finding what became of
 * a payment whose answer was lost, and withdrawing a pending one that expired.
 */
export function stripeRecovery(
  clients: StripeClients,
): Required<Pick<PaymentStrategy, 'reconcile' | 'cancel'>> {
  return {
    async reconcile(transaction, settings) {
      const stripe = clients.of(settings);
      let id = transaction.providerReference;
      if (!id) {
        // The intent carries the transaction's reference in its metadata (stripe.ts): Stripe's search finds it.
        const reference = transaction.reference.replace(/['\\]/g, '\\$&');
        const found = await stripe.paymentIntents.search({
          query: `metadata['reference']:'${reference}'`,
          limit: 1,
        });
        id = found.data[0]?.id ?? null;
      }
      if (!id) return null;
      const intent = await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
      // Only the payment this transaction asked for counts.
      if (
        intent.metadata?.reference !== transaction.reference ||
        intent.amount !== transaction.amount ||
        intent.currency !== transaction.currency.toLowerCase()
      )
        return null;
      return outcomeWithCard(intent, transaction);
    },
    async cancel(transaction, settings) {
      if (!transaction.providerReference) return null;
      const stripe = clients.of(settings);
      try {
        return outcomeOfIntent(await stripe.paymentIntents.cancel(transaction.providerReference));
      } catch (error) {
        // Completed meanwhile (or already withdrawn): Stripe refuses; where the intent stands is the answer.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const intent = await stripe.paymentIntents.retrieve(transaction.providerReference, {
          expand: ['payment_method'],
        });
        return outcomeWithCard(intent, transaction);
      }
    },
  };
}
