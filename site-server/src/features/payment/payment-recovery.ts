import type { Logger } from 'pino';
import { In, type EntityManager } from 'typeorm';
import { paymentMessages, type PaymentProvider } from '../../../../shared/payment/contract';
import type { TransactionRunner } from '../../core/db/transaction';
import { ValidationError } from '../../core/errors';
import type { OrdersExports } from '../orders';
import { PaymentTransaction } from './payment-transaction.entity';
import type { PaymentService } from './payment.service';
import type { ProviderSettingsService } from './provider-settings.service';
import type { PaymentStrategy, ProviderOutcome } from './providers/strategy';

/** A payment is asked about once its answer had this long to arrive (a draft this old was cut off). */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/**
 * Payments in error older than this are not asked about any more. Shorter than the 7 days done jobs
 * are kept (core/jobs), so the sweep's key still names a payment already asked about.
 */
export const RECONCILE_WITHIN_MS = 3 * 24 * 3_600_000;
export const INTERRUPTED_UNKNOWN =
  'The payment was interrupted before the provider answered; the provider has no trace of it.';
/**
 * Stripe's search finds a new payment within a minute: an attempt whose answer was lost more recently
 * may not be found yet, so a new one waits that long.
 */
export const SEARCH_SETTLES_MS = 60_000;
export const PREVIOUS_ATTEMPT_UNSURE =
  'Your previous payment attempt is still being checked with the payment provider: nothing more was charged. Please try again in a minute.';

export interface PaymentRecoveryDeps {
  transaction: TransactionRunner;
  payments: PaymentService;
  providers: ProviderSettingsService;
  strategies: Record<PaymentProvider, PaymentStrategy>;
  orders: OrdersExports;
  logger: Pick<Logger, 'warn'>;
}

/**
 * Reconciles a payment whose provider's answer was lost: a network error after Stripe charged the card
 * left it in error, a stopped process left it a draft, a lost webhook left it pending. The provider is
 * asked (by the transaction's reference) and what it says is applied: a payment taken becomes done and
 * confirms its order, once, whoever else settles it meanwhile (webhook, poll, another run).
 */
export class PaymentRecovery {
  constructor(private readonly deps: PaymentRecoveryDeps) {}

  /**
   * Asks the provider about the payment and applies what it says; answers what it found (null: no
   * trace, or nothing to ask). `withdraw`: a payment still open at the provider is withdrawn, as one
   * the shop recorded as failed always is (a new attempt is about to start).
   */
  async reconcile(
    transactionId: number,
    { withdraw = false }: { withdraw?: boolean } = {},
  ): Promise<ProviderOutcome | null> {
    const { transaction, providers, strategies } = this.deps;
    const seen = await transaction((em) =>
      em
        .getRepository(PaymentTransaction)
        .findOneBy({ id: transactionId, operation: 'payment', state: In(['draft', 'pending', 'error']) }),
    );
    const strategy = seen && strategies[seen.provider];
    if (!seen || !strategy?.reconcile) return null;
    // A draft younger than this may still be waiting for its provider's answer.
    if (seen.state === 'draft' && Date.now() - seen.created.getTime() < RECONCILE_AFTER_MS) return null;
    const settings = await transaction((em) => providers.get(em, seen.provider));
    let found = await strategy.reconcile(seen, settings);
    if (
      (seen.state === 'error' || withdraw) &&
      found &&
      (found.state === 'pending' || found.state === 'authorized')
    )
      // The shopper was told it failed: it must not be completed later. Withdrawn (or found paid meanwhile).
      found =
        (await strategy.cancel?.(
          { ...seen, providerReference: found.providerReference ?? null },
          settings,
        )) ?? found;
    await transaction(async (em) => {
      await this.deps.orders.orders.lockForPayment(em, seen.orderId);
      const current = await em.getRepository(PaymentTransaction).findOneByOrFail({ id: transactionId });
      // Settled meanwhile (a webhook, a poll, another run): that stands.
      if (current.state !== seen.state) return;
      if (current.state === 'draft')
        await this.deps.payments.settle(
          em,
          transactionId,
          found ?? { state: 'error', message: INTERRUPTED_UNKNOWN },
        );
      else if (current.state === 'pending' && found && found.state !== 'pending')
        await this.deps.payments.settle(em, transactionId, found);
      else if (current.state === 'error' && found?.state === 'done')
        await this.paidAfterAll(em, current, found);
    });
    return found;
  }

  /**
   * Before a new attempt to pay the order: the latest attempt, when its provider may have taken the
   * money without the shop knowing (an error whose answer was lost, a draft cut off mid-call), is
   * asked about first. Still open at the provider, it is withdrawn; paid, it pays the order (the new
   * attempt then finds the order paid and starts nothing). ValidationError when the provider cannot
   * be asked, or may not know it yet: no new attempt may risk a second charge.
   */
  async beforeNewAttempt(orderId: number): Promise<void> {
    const { transaction, strategies } = this.deps;
    const latest = await transaction((em) =>
      em
        .getRepository(PaymentTransaction)
        .findOne({ where: { orderId, operation: 'payment' }, order: { id: 'DESC' } }),
    );
    if (!latest || !strategies[latest.provider].reconcile) return;
    const age = Date.now() - latest.created.getTime();
    const unsure =
      (latest.state === 'error' && age < RECONCILE_WITHIN_MS) ||
      (latest.state === 'draft' && age >= RECONCILE_AFTER_MS);
    if (!unsure) return;
    let found: ProviderOutcome | null;
    try {
      found = await this.reconcile(latest.id, { withdraw: true });
    } catch (error) {
      this.deps.logger.warn(
        { orderId, transaction: latest.reference, error: (error as Error).message },
        'payment: the previous attempt could not be checked with its provider; no new attempt started',
      );
      throw new ValidationError(paymentMessages.cannotSetUp);
    }
    if (!found && !latest.providerReference && age < SEARCH_SETTLES_MS)
      throw new ValidationError(PREVIOUS_ATTEMPT_UNSURE);
  }

  /**
   * A payment recorded as failed was taken after all: it is reopened and settled as done, which confirms
   * the order (once). Its stock was given back when it failed: held again, unless sold out meanwhile (the
   * order is paid all the same; staff refund or restock).
   */
  private async paidAfterAll(em: EntityManager, failed: PaymentTransaction, outcome: ProviderOutcome) {
    const reopened = await em
      .getRepository(PaymentTransaction)
      .createQueryBuilder()
      .update()
      .set({ state: 'pending' })
      .where('id = :id AND state = :state', { id: failed.id, state: 'error' })
      .execute();
    if (reopened.affected !== 1) return;
    const order = await this.deps.orders.orders.lockForPayment(em, failed.orderId);
    if (order.state === 'draft' || order.state === 'sent') {
      try {
        // In a savepoint: sold out takes back only the holding, not the payment.
        await em.transaction((inner) => this.deps.orders.orders.reserveStock(inner, order.id));
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        this.deps.logger.warn(
          { orderId: order.id, transaction: failed.reference },
          'payment: a payment found taken after all confirms an order whose stock is sold out meanwhile',
        );
      }
    }
    await this.deps.payments.settle(em, failed.id, outcome);
  }
}
