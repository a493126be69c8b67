import type { EntityManager } from 'typeorm';
import type { PaymentProvider } from '../../../../shared/payment/contract';
import { isLangCode, t, type LangCode, type MessageKey } from '../../../../shared/i18n';
import type { TransactionRunner } from '../../core/db/transaction';
import type { OrdersExports, SaleOrder } from '../orders';
import { PaymentTransaction } from './payment-transaction.entity';
import type { PaymentService } from './payment.service';
import type { ProviderSettingsService } from './provider-settings.service';
import type { PaymentStrategy, ProviderOutcome } from './providers/strategy';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A card payment left pending (3-D Secure never completed) is withdrawn after this. */
export const CARD_PENDING_MS = HOUR;
/** A bank transfer's customer is reminded this long before it expires (when it waits 2 days or more). */
export const TRANSFER_REMINDER_BEFORE_MS = DAY;

export const CARD_EXPIRED = 'The payment was not completed within an hour: the order was cancelled.';
export const transferExpired = (days: number) =>
  `The transfer did not arrive within ${days} day${days === 1 ? '' : 's'}: the order was cancelled.`;

/** When a pending payment of `provider` expires: an hour for cards, the transfer's setting for transfers. */
export function expiresAt(
  transaction: Pick<PaymentTransaction, 'provider' | 'created'>,
  transferDays: number,
): Date {
  const wait = transaction.provider === 'transfer' ? transferDays * DAY : CARD_PENDING_MS;
  return new Date(transaction.created.getTime() + wait);
}

export interface PaymentExpiryDeps {
  transaction: TransactionRunner;
  payments: PaymentService;
  providers: ProviderSettingsService;
  strategies: Record<PaymentProvider, PaymentStrategy>;
  orders: OrdersExports;
}

/**
 * Payments that were never completed (a 3-D Secure challenge abandoned, a bank transfer that never came)
 * hold their order's stock: once expired, each is withdrawn at its provider, cancelled, and its order
 * cancelled with the stock given back (the orders' own Cancel). Run as jobs (payment-jobs.ts): safe to
 * run twice, and a payment completed meanwhile is left as it is.
 */
export class PaymentExpiry {
  constructor(private readonly deps: PaymentExpiryDeps) {}

  async expire(transactionId: number): Promise<void> {
    const { transaction, providers, strategies } = this.deps;
    const pending = await transaction((em) => this.pendingPayment(em, transactionId));
    if (!pending) return;
    const settings = await transaction((em) => providers.get(em, pending.provider));
    if (Date.now() < expiresAt(pending, settings.pendingDays).getTime()) return;
    let outcome: ProviderOutcome = {
      state: 'cancel',
      message: pending.provider === 'transfer' ? transferExpired(settings.pendingDays) : CARD_EXPIRED,
      clientSecret: null,
    };
    // Withdrawn at the provider first, so it cannot be completed once the order is cancelled; one
    // completed meanwhile is applied as it stands instead.
    const withdrawn = await strategies[pending.provider].cancel?.(pending, settings);
    if (withdrawn && withdrawn.state !== 'cancel') outcome = withdrawn;
    // Still being processed at the provider: its webhook or the next poll settles it.
    if (outcome.state === 'pending') return;
    await transaction(async (em) => {
      const order = await this.deps.orders.orders.lockForPayment(em, pending.orderId);
      let current = await em.getRepository(PaymentTransaction).findOneByOrFail({ id: transactionId });
      if (current.state === 'pending') current = await this.deps.payments.settle(em, transactionId, outcome);
      // Completed, failed or cancelled by staff meanwhile: nothing expires. (Cancelled by the withdrawal
      // above, as its webhook may have recorded first, it did.)
      else if (!(current.state === 'cancel' && outcome.state === 'cancel' && withdrawn)) return;
      // A quotation sent by staff stays open (its validity is its own), a confirmed order keeps its goods.
      if (current.state !== 'cancel' || order.state !== 'draft') return;
      await this.deps.orders.cancel(em, order.id);
      if (pending.provider === 'transfer') await this.mail(em, order, null);
    });
  }

  /** Mails the customer of a transfer still awaited when it expires in less than a day (once: its job's key). */
  async remindTransfer(transactionId: number): Promise<void> {
    await this.deps.transaction(async (em) => {
      const pending = await this.pendingPayment(em, transactionId);
      if (pending?.provider !== 'transfer') return;
      const settings = await this.deps.providers.get(em, 'transfer');
      const deadline = expiresAt(pending, settings.pendingDays);
      if (Date.now() >= deadline.getTime()) return;
      const order = await this.deps.orders.orders.lockForPayment(em, pending.orderId);
      if (order.state === 'cancel' || order.state === 'done') return;
      await this.mail(em, order, { deadline, instructions: pending.stateMessage });
    });
  }

  private pendingPayment(em: EntityManager, transactionId: number) {
    return em
      .getRepository(PaymentTransaction)
      .findOneBy({ id: transactionId, operation: 'payment', state: 'pending' });
  }

  /** The transfer's reminder (with its instructions again), or without one its expiry, in the order's language. */
  private async mail(
    em: EntityManager,
    order: SaleOrder,
    reminder: { deadline: Date; instructions: string } | null,
  ) {
    const lang: LangCode = isLangCode(order.lang) ? order.lang : 'en_US';
    const say = (key: MessageKey, ...args: string[]) => t(lang, key, ...args);
    const { mails } = this.deps.orders.orders;
    const body = reminder
      ? [
          say(
            'payment.mail.transferReminder',
            order.name,
            new Intl.DateTimeFormat(lang.replace('_', '-'), { dateStyle: 'long' }).format(reminder.deadline),
          ),
          '',
          reminder.instructions,
        ]
      : [say('payment.mail.transferExpired', order.name)];
    await mails.send(em, order, {
      subject: say(
        reminder ? 'payment.mail.transferReminderSubject' : 'payment.mail.transferExpiredSubject',
        order.name,
      ),
      text: [
        say('order.mail.hello', order.customerName),
        '',
        ...body,
        '',
        say('order.mail.link', mails.link(order)),
      ].join('\n'),
    });
  }
}
