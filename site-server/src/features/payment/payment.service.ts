import { In, type EntityManager } from 'typeorm';
import {
  demoOutcome,
  paymentMessages,
  paymentProviders,
  type PaymentProvider,
} from '../../../../shared/payment/contract';
import { ValidationError } from '../../core/errors';
import type { OrderService, SaleOrder } from '../orders';
import { PaymentTransaction } from './payment-transaction.entity';

export const NOT_PAYABLE = 'This order can no longer be paid.';

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
  constructor(private readonly orders: OrderService) {}

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
    const outcome = demoOutcome(input.cardNumber);
    if (!outcome)
      throw new ValidationError(paymentMessages.invalidValue, { cc_number: paymentMessages.invalidValue });
    // A paid order takes its stock in the same transaction: sold out, and nothing is charged or kept.
    if (outcome === 'done') await this.orders.reserveStock(em, order.id);
    const attempt = (await transactions.countBy({ orderId: order.id })) + 1;
    const transaction = await transactions.save({
      reference: `${current.name}-${attempt}`,
      orderId: order.id,
      provider: input.provider as PaymentProvider,
      state: outcome,
      amount: current.amountTotal,
      currency: current.currency,
      stateMessage: PROVIDER_MESSAGES[outcome] ?? '',
    });
    if (outcome === 'done') await this.orders.markPaid(em, order.id);
    return transaction;
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
