import { In, type EntityManager } from 'typeorm';
import {
  demoOutcome,
  paymentMessages,
  paymentProviders,
  type PaymentProvider,
} from '../../../../shared/payment/contract';
import { formatMoney } from '../../../../shared/money';
import { ValidationError } from '../../core/errors';
import type { OrderService, SaleOrder } from '../orders';
import { PaymentTransaction } from './payment-transaction.entity';

export const NOT_PAYABLE = 'This order can no longer be paid.';
export const NO_PENDING_TRANSFER = 'This order has no bank transfer waiting to be received.';

/** What a payment form sends (the demo provider's card number; other providers bring theirs). */
export interface PaymentInput {
  provider: string;
  cardNumber: string;
}

const PROVIDER_MESSAGES: Record<string, string> = {
  pending: 'Your payment is being processed by the bank.',
  cancel: 'The bank declined the payment.',
  error: 'The payment could not be processed.',
};

/** Payments of orders: one transaction per attempt, an order paid once whatever the double clicks. */
export class PaymentService {
  constructor(
    private readonly orders: OrderService,
    /** Who transfers are paid to (the company's name). */
    private readonly payee: (em: EntityManager) => Promise<string>,
  ) {}

  /**
   * Pays `order` with the chosen provider, in the caller's transaction. The order row is locked first
   * (SQLite writes one at a time anyway), so of two payments at once the second finds the first's
   * transaction and answers it; an order paid or waiting for its bank is never charged again.
   */
  async pay(em: EntityManager, order: SaleOrder, input: PaymentInput): Promise<PaymentTransaction> {
    const current = await this.orders.lockForPayment(em, order.id);
    const transactions = em.getRepository(PaymentTransaction);
    const open = await transactions.findOne({
      where: { orderId: order.id, state: In(['pending', 'authorized', 'done']) },
      order: { id: 'DESC' },
    });
    if (open) return open;
    if (current.state !== 'draft' && current.state !== 'sent') throw new ValidationError(NOT_PAYABLE);
    if (!paymentProviders.includes(input.provider as PaymentProvider))
      throw new ValidationError(paymentMessages.noMethod, { provider: paymentMessages.noMethod });
    const outcome = input.provider === 'transfer' ? 'pending' : demoOutcome(input.cardNumber);
    if (!outcome)
      throw new ValidationError(paymentMessages.invalidValue, { cc_number: paymentMessages.invalidValue });
    // A paid order takes its stock in the same transaction: sold out, and nothing is charged or kept.
    if (outcome === 'done') await this.orders.reserveStock(em, order.id);
    const attempt = (await transactions.countBy({ orderId: order.id })) + 1;
    const reference = `${current.name}-${attempt}`;
    const transaction = await transactions.save({
      reference,
      orderId: order.id,
      provider: input.provider as PaymentProvider,
      state: outcome,
      amount: current.amountTotal,
      currency: current.currency,
      stateMessage:
        input.provider === 'transfer'
          ? await this.transferInstructions(em, current, reference)
          : (PROVIDER_MESSAGES[outcome] ?? ''),
    });
    if (outcome === 'done') await this.orders.markPaid(em, order.id);
    if (input.provider === 'transfer')
      await this.orders.mailTransferInstructions(em, current, transaction.stateMessage);
    return transaction;
  }

  /** Staff saw the transfer arrive: the order's pending transfer is done, the order confirmed, in one transaction. */
  async transferReceived(em: EntityManager, orderId: number): Promise<PaymentTransaction> {
    await this.orders.lockForPayment(em, orderId);
    const transactions = em.getRepository(PaymentTransaction);
    const pending = await transactions.findOne({
      where: { orderId, provider: 'transfer', state: 'pending' },
      order: { id: 'DESC' },
    });
    if (!pending) throw new ValidationError(NO_PENDING_TRANSFER);
    await this.orders.reserveStock(em, orderId);
    await transactions.update({ id: pending.id }, { state: 'done', stateMessage: 'Transfer received.' });
    await this.orders.markPaid(em, orderId);
    return { ...pending, state: 'done', stateMessage: 'Transfer received.' } as PaymentTransaction;
  }

  private async transferInstructions(em: EntityManager, order: SaleOrder, reference: string) {
    const total = formatMoney({ amount: order.amountTotal, currency: order.currency });
    return `Please transfer ${total} to ${await this.payee(em)} with the reference ${reference}. Your order ships once the transfer is received.`;
  }

  /** Every payment attempt of an order, newest first. */
  ofOrder(em: EntityManager, orderId: number): Promise<PaymentTransaction[]> {
    return em.getRepository(PaymentTransaction).find({ where: { orderId }, order: { id: 'DESC' } });
  }

  /** The order's latest transaction, if any. */
  latest(em: EntityManager, orderId: number): Promise<PaymentTransaction | null> {
    return em.getRepository(PaymentTransaction).findOne({ where: { orderId }, order: { id: 'DESC' } });
  }
}
