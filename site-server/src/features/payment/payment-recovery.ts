import type { Logger } from 'pino';
import { In, type EntityManager } from 'typeorm';
import type { PaymentProvider } from '../../../../shared/payment/contract';
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

  async reconcile(transactionId: number): Promise<void> {
    const { transaction, providers, strategies } = this.deps;
    const seen = await transaction((em) =>
      em
        .getRepository(PaymentTransaction)
        .findOneBy({ id: transactionId, operation: 'payment', state: In(['draft', 'pending', 'error']) }),
    );
    const strategy = seen && strategies[seen.provider];
    if (!seen || !strategy?.reconcile) return;
    // A draft younger than this may still be waiting for its provider's answer.
    if (seen.state === 'draft' && Date.now() - seen.created.getTime() < RECONCILE_AFTER_MS) return;
    const settings = await transaction((em) => providers.get(em, seen.provider));
    let found = await strategy.reconcile(seen, settings);
    if (seen.state === 'error' && found && (found.state === 'pending' || found.state === 'authorized'))
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
