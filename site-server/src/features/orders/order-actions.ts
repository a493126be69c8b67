import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../core/errors';
import { noPayments, type OrderPayments } from './order-payments';
import type { OrderService } from './order.service';
import { SaleOrder } from './sale-order.entity';

export const NOT_CONFIRMABLE = 'Only a quotation can be confirmed.';
export const NOT_CANCELLABLE = 'This order is already cancelled or locked.';
export const PAYMENT_UNDER_WAY =
  'A payment of this order is under way: wait for its outcome before cancelling.';
export const NOT_CONFIRMED = 'Only a confirmed order has a confirmation to send.';
export const NOT_DONE_YET = 'Only a confirmed sales order can be marked as done.';

/** Staff's actions on an order (the back office's buttons), each in the caller's transaction. */
export class OrderActions {
  private payments: OrderPayments = noPayments;

  constructor(private readonly orders: OrderService) {}

  usePayments(payments: OrderPayments) {
    this.payments = payments;
  }

  /** A quotation confirmed by hand (paid outside the shop): its stock taken, the buyer told. */
  async confirm(em: EntityManager, orderId: number): Promise<void> {
    const order = await this.orders.lockForPayment(em, orderId);
    if (order.state !== 'draft' && order.state !== 'sent') throw new ValidationError(NOT_CONFIRMABLE);
    await this.orders.reserveStock(em, orderId);
    const confirmedAt = new Date();
    await em.getRepository(SaleOrder).update({ id: orderId }, { state: 'sale', confirmedAt });
    await this.orders.placed(em, orderId);
    await this.orders.statistics.confirmed(em, Object.assign(order, { state: 'sale', confirmedAt }));
    await this.orders.mails.confirmation(em, orderId, { paid: await this.payments.paid(em, orderId) });
  }

  /** Cancels an order and gives its stock back; refused while a provider holds a payment of it. */
  async cancel(em: EntityManager, orderId: number): Promise<void> {
    const order = await this.orders.lockForPayment(em, orderId);
    if (order.state === 'cancel' || order.state === 'done') throw new ValidationError(NOT_CANCELLABLE);
    if (await this.payments.underway(em, orderId)) throw new ValidationError(PAYMENT_UNDER_WAY);
    await this.payments.cancelAwaited(em, orderId);
    await this.orders.releaseStock(em, orderId);
    await em.getRepository(SaleOrder).update({ id: orderId }, { state: 'cancel' });
    // A confirmed order's figures are taken back (a quotation counted nothing).
    if (order.state === 'sale') await this.orders.statistics.cancelled(em, order);
  }

  /** A delivered order marked done (locked): the day counts for the review request's delay. */
  async markDone(em: EntityManager, orderId: number): Promise<void> {
    const order = await this.orders.lockForPayment(em, orderId);
    if (order.state !== 'sale') throw new ValidationError(NOT_DONE_YET);
    await em.getRepository(SaleOrder).update({ id: orderId }, { state: 'done', doneAt: new Date() });
  }

  /** Sends the confirmation mail again (the buyer lost it). */
  async resendConfirmation(em: EntityManager, orderId: number): Promise<void> {
    const order = await this.orders.lockForPayment(em, orderId);
    if (order.state !== 'sale' && order.state !== 'done') throw new ValidationError(NOT_CONFIRMED);
    await this.orders.mails.confirmation(em, orderId, { paid: await this.payments.paid(em, orderId) });
  }
}
