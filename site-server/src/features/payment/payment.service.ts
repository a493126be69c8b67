import { In, type EntityManager } from 'typeorm';
import { paymentMessages, paymentProviders, type PaymentProvider } from '../../../../shared/payment/contract';
import { formatMoney } from '../../../../shared/money';
import type { TransactionRunner } from '../../core/db/transaction';
import { ValidationError } from '../../core/errors';
import { orderMoney, type OrderService, type SaleOrder } from '../orders';
import { isLangCode, t } from '../../../../shared/i18n';
import type { PaymentTokenService } from './payment-tokens.service';
import { PaymentTransaction } from './payment-transaction.entity';
import type { ProviderSettingsService } from './provider-settings.service';
import type { PaymentInput, PaymentStrategy, ProviderOutcome } from './providers/strategy';

export const NOT_PAYABLE = 'This order can no longer be paid.';
export const NO_PENDING_TRANSFER = 'This order has no bank transfer waiting to be received.';
export const NOTHING_TO_REFUND = 'Nothing is left to refund on this order.';
export const REFUND_TOO_LARGE = 'A refund cannot exceed what is left of the payment.';
export const ORDER_CHANGED = 'This order changed since its page was shown: nothing was charged.';
const INTERRUPTED = 'The payment was interrupted before the provider answered.';
/** A payment still starting after this long was cut off (the process stopped mid-call): it blocks nothing. */
const STALE_DRAFT_MS = 10 * 60 * 1000;

export interface PaymentServiceDeps {
  orders: OrderService;
  providers: ProviderSettingsService;
  tokens: PaymentTokenService;
  strategies: Record<PaymentProvider, PaymentStrategy>;
  transaction: TransactionRunner;
  /** Who transfers are paid to (the company's name). */
  payee(em: EntityManager): Promise<string>;
  /**
   * Settles the order's previous attempt with its provider before a new one starts (payment-recovery.ts:
   * `beforeNewAttempt`), so a payment taken without the shop knowing is never charged twice.
   */
  beforeNewAttempt?(orderId: number): Promise<void>;
}

/**
 * Payments of orders, one transaction per attempt, in three steps: the order is locked, its stock held
 * and a draft transaction written; the provider is asked (outside any database transaction, the draft's
 * reference as idempotency key); its answer is applied by a conditional update. Whatever the double
 * clicks, webhooks and polls, an order is charged once, paid once and mailed once.
 */
export class PaymentService {
  constructor(private readonly deps: PaymentServiceDeps) {}

  async pay(orderId: number, input: PaymentInput): Promise<PaymentTransaction> {
    await this.deps.beforeNewAttempt?.(orderId);
    const started = await this.deps.transaction((em) => this.begin(em, orderId, input));
    if (!started.pending) return started.transaction;
    const { strategy, attempt } = started.pending;
    let outcome: ProviderOutcome;
    try {
      outcome = await strategy.start(attempt);
    } catch (error) {
      outcome = { state: 'error', message: `${paymentMessages.cannotSetUp} ${(error as Error).message}` };
    }
    return this.deps.transaction((em) => this.settle(em, attempt.transaction.id, outcome));
  }

  /** Step one: checks, holds the stock, writes the draft; a local provider settles right here. */
  private async begin(em: EntityManager, orderId: number, input: PaymentInput) {
    const { orders, providers, tokens } = this.deps;
    const order = await orders.lockForPayment(em, orderId);
    const transactions = em.getRepository(PaymentTransaction);
    const open = await transactions.findOne({
      where: { orderId, operation: 'payment', state: In(['draft', 'pending', 'authorized', 'done']) },
      order: { id: 'DESC' },
    });
    if (open && !(open.state === 'draft' && Date.now() - open.created.getTime() > STALE_DRAFT_MS))
      return { transaction: open, pending: null };
    // A remote provider's draft was asked about before (beforeNewAttempt): one still here was not
    // settled by its answer, and a new attempt could charge twice.
    if (open && this.deps.strategies[open.provider].reconcile)
      throw new ValidationError(paymentMessages.cannotSetUp);
    if (open) await this.settle(em, open.id, { state: 'error', message: INTERRUPTED });
    // A quotation, or an order staff confirmed before it was paid (its invoice's "Pay now"); the
    // done payment found above already answered a paid one.
    if (order.state === 'cancel') throw new ValidationError(NOT_PAYABLE);
    // The shopper pays the total they saw: an order updated meanwhile (another tab) is not charged.
    if (input.expectedAmount != null && input.expectedAmount !== order.amountTotal)
      throw new ValidationError(ORDER_CHANGED, { order_total: ORDER_CHANGED });
    // A saved card pays through the provider that keeps it (and only for its own customer).
    const token = input.tokenId ? await tokens.ofCustomer(em, input.tokenId, order.customerId) : null;
    const code = (token?.provider ?? input.provider) as PaymentProvider;
    const settings = paymentProviders.includes(code) ? await providers.get(em, code) : null;
    if (!settings?.enabled)
      throw new ValidationError(paymentMessages.noMethod, { provider: paymentMessages.noMethod });
    const strategy = this.deps.strategies[code];
    strategy.check(input, settings);
    // The goods are held before anyone is charged: sold out, and nothing is paid or kept.
    await orders.reserveStock(em, orderId);
    const attemptNumber = (await transactions.countBy({ orderId, operation: 'payment' })) + 1;
    const transaction = await transactions.save({
      reference: `${order.name}-${attemptNumber}`,
      orderId,
      provider: code,
      state: 'draft' as const,
      amount: order.amountTotal,
      currency: order.currency,
      stateMessage: '',
      providerReference: null,
      clientSecret: null,
      operation: 'payment' as const,
      refundOf: null,
      tokenId: token?.id ?? null,
      saveToken: Boolean(input.saveToken && !token),
    });
    const attempt = { transaction, order, input, settings, token };
    if (strategy.remote) return { transaction, pending: { strategy, attempt } };
    return {
      transaction: await this.settle(em, transaction.id, await strategy.start(attempt)),
      pending: null,
    };
  }

  /**
   * Applies a provider's answer to a transaction still open (draft or pending, or authorized when it
   * completes): a conditional update, so of a webhook and a poll racing, one moves it and the other
   * finds it moved. A payment done confirms the order (once); a refused one gives the stock back.
   */
  async settle(
    em: EntityManager,
    transactionId: number,
    outcome: ProviderOutcome,
  ): Promise<PaymentTransaction> {
    const repository = em.getRepository(PaymentTransaction);
    const before = await repository.findOneByOrFail({ id: transactionId });
    const wasDraft = before.state === 'draft';
    const from = outcome.state === 'done' ? ['draft', 'pending', 'authorized'] : ['draft', 'pending'];
    const changes = {
      state: outcome.state,
      stateMessage: outcome.message.slice(0, 500),
      clientSecret: outcome.clientSecret ?? null,
      ...(outcome.providerReference ? { providerReference: outcome.providerReference } : {}),
    };
    const result = await repository
      .createQueryBuilder()
      .update()
      .set(changes)
      .where('id = :id AND state IN (:...from)', { id: transactionId, from })
      .execute();
    if (result.affected !== 1) return repository.findOneByOrFail({ id: transactionId });
    const after = Object.assign(before, changes);
    // The provider has the payment (paid, or on its way: a bank's answer, a transfer): the shopper's
    // cart is spent, and their next one starts empty. A payment failing later leaves the order payable.
    if (outcome.state === 'pending' || outcome.state === 'authorized' || outcome.state === 'done')
      await this.deps.orders.placed(em, after.orderId);
    if (outcome.state === 'done') {
      if (after.saveToken && outcome.card) {
        const order = await this.deps.orders.lockForPayment(em, after.orderId);
        const token = await this.deps.tokens.save(em, order.customerId, after.provider, outcome.card);
        await repository.update({ id: transactionId }, { tokenId: token.id });
        after.tokenId = token.id;
      }
      await this.deps.orders.markPaid(em, after.orderId);
    } else if (outcome.state === 'cancel' || outcome.state === 'error') {
      // A confirmed order keeps its goods: only a quotation's hold is given back.
      const order = await this.deps.orders.lockForPayment(em, after.orderId);
      if (order.state === 'draft' || order.state === 'sent')
        await this.deps.orders.releaseStock(em, after.orderId);
    } else if (after.provider === 'transfer' && wasDraft) {
      const order = await this.deps.orders.lockForPayment(em, after.orderId);
      await this.deps.orders.mailTransferInstructions(em, order, after.stateMessage);
    }
    return after;
  }

  /** Asks the provider about a pending transaction (the poll, the return from 3-D Secure) and applies it. */
  async refresh(transaction: PaymentTransaction): Promise<PaymentTransaction> {
    if (transaction.state !== 'pending' && transaction.state !== 'authorized') return transaction;
    const strategy = this.deps.strategies[transaction.provider];
    if (!strategy.refresh) return transaction;
    const settings = await this.deps.transaction((em) => this.deps.providers.get(em, transaction.provider));
    const outcome = await strategy.refresh(transaction, settings);
    if (
      !outcome ||
      (outcome.state === transaction.state && outcome.clientSecret === transaction.clientSecret)
    )
      return transaction;
    return this.deps.transaction((em) => this.settle(em, transaction.id, outcome));
  }

  /** The transaction of a provider's payment id (a webhook's intent), or null. */
  byProviderReference(em: EntityManager, provider: PaymentProvider, reference: string) {
    return em
      .getRepository(PaymentTransaction)
      .findOneBy({ provider, providerReference: reference, operation: 'payment' });
  }

  /** Staff saw the transfer arrive: the order's pending transfer is done, the order confirmed, in one transaction. */
  async transferReceived(em: EntityManager, orderId: number): Promise<PaymentTransaction> {
    await this.deps.orders.lockForPayment(em, orderId);
    const pending = await em.getRepository(PaymentTransaction).findOne({
      where: { orderId, provider: 'transfer', state: 'pending', operation: 'payment' },
      order: { id: 'DESC' },
    });
    if (!pending) throw new ValidationError(NO_PENDING_TRANSFER);
    return this.settle(em, pending.id, { state: 'done', message: 'Transfer received.' });
  }

  /**
   * Gives back `amount` (default: all that is left) of the order's done payment, through its provider.
   * The refund is written first as a draft (so a second click finds less left), then asked for, then settled.
   */
  async refund(orderId: number, amount?: number): Promise<PaymentTransaction> {
    const started = await this.deps.transaction(async (em) => {
      const order = await this.deps.orders.lockForPayment(em, orderId);
      const repository = em.getRepository(PaymentTransaction);
      const payment = await repository.findOne({
        where: { orderId, operation: 'payment', state: 'done' },
        order: { id: 'DESC' },
      });
      if (!payment) throw new ValidationError(NOTHING_TO_REFUND);
      const refunds = await repository.findBy({
        refundOf: payment.id,
        state: In(['draft', 'pending', 'done']),
      });
      const left = payment.amount + refunds.reduce((sum, refund) => sum + refund.amount, 0);
      if (left <= 0) throw new ValidationError(NOTHING_TO_REFUND);
      const wanted = amount ?? left;
      if (wanted > left) throw new ValidationError(REFUND_TOO_LARGE, { amount: REFUND_TOO_LARGE });
      const refund = await repository.save({
        reference: `${payment.reference}-R${refunds.length + 1}`,
        orderId,
        provider: payment.provider,
        state: 'draft' as const,
        amount: -wanted,
        currency: payment.currency,
        stateMessage: '',
        providerReference: null,
        clientSecret: null,
        operation: 'refund' as const,
        refundOf: payment.id,
        tokenId: null,
        saveToken: false,
      });
      const settings = await this.deps.providers.get(em, payment.provider);
      return { refund, payment, settings, order, wanted };
    });
    const { refund, payment, settings, order, wanted } = started;
    const strategy = this.deps.strategies[payment.provider];
    let outcome: ProviderOutcome;
    try {
      const reference = await strategy.refund!(payment, wanted, refund.reference, settings);
      outcome = {
        state: 'done',
        message: `Refunded ${formatMoney({ amount: wanted, currency: order.currency })}.`,
        providerReference: reference,
      };
    } catch (error) {
      outcome = { state: 'error', message: (error as Error).message };
    }
    return this.deps.transaction(async (em) => {
      await em.getRepository(PaymentTransaction).update(
        { id: refund.id, state: 'draft' },
        {
          state: outcome.state,
          stateMessage: outcome.message,
          providerReference: outcome.providerReference ?? null,
        },
      );
      return em.getRepository(PaymentTransaction).findOneByOrFail({ id: refund.id });
    });
  }

  /** The bank transfer's instructions: the amount, the payee, the reference, and the bank's details. */
  async transferInstructions(em: EntityManager, order: SaleOrder, reference: string, bankDetails: string) {
    const total = orderMoney(order.amountTotal, order.currency, order.lang);
    const details = bankDetails.trim() ? ` ${bankDetails.trim()}` : '';
    const lang = isLangCode(order.lang) ? order.lang : 'en_US';
    return t(lang, 'order.transfer.instructions', total, await this.deps.payee(em), reference, details);
  }

  /** Every payment attempt and refund of an order, newest first. */
  ofOrder(em: EntityManager, orderId: number): Promise<PaymentTransaction[]> {
    return em.getRepository(PaymentTransaction).find({ where: { orderId }, order: { id: 'DESC' } });
  }

  /** The order's latest payment attempt, if any. */
  latest(em: EntityManager, orderId: number): Promise<PaymentTransaction | null> {
    return em
      .getRepository(PaymentTransaction)
      .findOne({ where: { orderId, operation: 'payment' }, order: { id: 'DESC' } });
  }
}
