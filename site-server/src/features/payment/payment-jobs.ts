import { Between, In, LessThanOrEqual, MoreThan, Not, type EntityManager } from 'typeorm';
import type { PaymentProvider } from '../../../../shared/payment/contract';
import type { JobQueue, PeriodicPayload } from '../../core/jobs';
import type { TransactionRunner } from '../../core/db/transaction';
import {
  CARD_PENDING_MS,
  expiresAt,
  TRANSFER_REMINDER_BEFORE_MS,
  type PaymentExpiry,
} from './payment-expiry';
import { RECONCILE_AFTER_MS, RECONCILE_WITHIN_MS, type PaymentRecovery } from './payment-recovery';
import { PaymentTransaction } from './payment-transaction.entity';
import type { ProviderSettingsService } from './provider-settings.service';

declare module '../../core/jobs' {
  interface VitrineJobs {
    /** Finds the payments whose time came, and enqueues a job for each (every 5 minutes). */
    'payment.sweep': PeriodicPayload;
    /** A pending payment expired: withdrawn, cancelled, its order cancelled (payment-expiry.ts). */
    'payment.expire': { transactionId: number };
    /** A bank transfer expires within a day: its customer is reminded. */
    'payment.transfer-reminder': { transactionId: number };
    /** A payment whose provider's answer was lost: the provider is asked (payment-recovery.ts). */
    'payment.reconcile': { transactionId: number };
  }
}

export const SWEEP_EVERY_MS = 5 * 60_000;
/** Payments looked at per kind and sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

export interface PaymentJobsDeps {
  jobs: JobQueue;
  transaction: TransactionRunner;
  providers: ProviderSettingsService;
  expiry: PaymentExpiry;
  recovery: PaymentRecovery;
  /** The providers that can be asked about a payment whose answer was lost (Stripe). */
  reconcilable: readonly PaymentProvider[];
}

/** The payments' background work: each expiry, reminder and reconciliation is a job of its own. */
export function definePaymentJobs(deps: PaymentJobsDeps): void {
  const { jobs, expiry, recovery } = deps;
  jobs.define('payment.expire', ({ transactionId }) => expiry.expire(transactionId));
  jobs.define('payment.transfer-reminder', ({ transactionId }) => expiry.remindTransfer(transactionId));
  jobs.define('payment.reconcile', async ({ transactionId }) => {
    await recovery.reconcile(transactionId);
  });
  jobs.define('payment.sweep', () =>
    deps.transaction((em) => sweepPayments(em, deps), { changesPages: false }),
  );
  jobs.every('payment.sweep', SWEEP_EVERY_MS);
}

/**
 * Enqueues a keyed job per payment whose time came, in one transaction: the key names the payment (and
 * the deadline, which follows the transfer's setting), so however many sweeps see it, it runs once.
 */
async function sweepPayments(em: EntityManager, deps: PaymentJobsDeps): Promise<void> {
  const { jobs } = deps;
  const now = Date.now();
  const days = (await deps.providers.get(em, 'transfer')).pendingDays;
  const transactions = em.getRepository(PaymentTransaction);
  const find = (where: Record<string, unknown>) =>
    transactions.find({ where: { operation: 'payment', ...where }, order: { id: 'ASC' }, take: SWEEP_BATCH });
  const transferDue = new Date(now - days * 24 * 3_600_000);

  const expired = [
    ...(await find({
      state: 'pending',
      provider: Not('transfer'),
      created: LessThanOrEqual(new Date(now - CARD_PENDING_MS)),
    })),
    ...(await find({ state: 'pending', provider: 'transfer', created: LessThanOrEqual(transferDue) })),
  ];
  for (const payment of expired) {
    const deadline = expiresAt(payment, days).toISOString();
    await jobs.enqueue(
      em,
      'payment.expire',
      { transactionId: payment.id },
      { key: `payment.expire:${payment.id}@${deadline}` },
    );
  }

  // A day before it expires, when it waits two days or more.
  if (days >= 2)
    for (const payment of await find({
      state: 'pending',
      provider: 'transfer',
      created: LessThanOrEqual(new Date(transferDue.getTime() + TRANSFER_REMINDER_BEFORE_MS)),
    }))
      await jobs.enqueue(
        em,
        'payment.transfer-reminder',
        { transactionId: payment.id },
        { key: `payment.transfer-reminder:${payment.id}` },
      );

  if (!deps.reconcilable.length) return;
  const recent = MoreThan(new Date(now - RECONCILE_WITHIN_MS));
  const settled = LessThanOrEqual(new Date(now - RECONCILE_AFTER_MS));
  const provider = In([...deps.reconcilable]);
  const unsure = [
    ...(await find({ provider, state: 'error', created: recent, updated: settled })),
    ...(await find({ provider, state: 'draft', created: settled })),
    // A pending one is asked about before it expires (the expiry asks the provider itself).
    ...(await find({
      provider,
      state: 'pending',
      created: Between(new Date(now - CARD_PENDING_MS + 1), new Date(now - RECONCILE_AFTER_MS)),
    })),
  ];
  // Once per state: a payment asked about while pending is asked again if it ends in error.
  for (const payment of unsure)
    await jobs.enqueue(
      em,
      'payment.reconcile',
      { transactionId: payment.id },
      { key: `payment.reconcile:${payment.id}:${payment.state}` },
    );
}
