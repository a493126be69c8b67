import { In, type EntityManager } from 'typeorm';
import type { OrderPaymentStatus } from '../../../../shared/orders/contract';
import { PaymentTransaction } from './payment-transaction.entity';

/**
 * Where each order's money stands, from its transactions (one query for a page of orders): a payment
 * done, less what its refunds gave back, is paid, partly or wholly refunded; else a bank transfer
 * pending is awaited, a card payment pending waits for its bank; else unpaid.
 */
export async function paymentStatusOf(
  em: EntityManager,
  orderIds: readonly number[],
): Promise<Map<number, OrderPaymentStatus>> {
  const transactions = await em.getRepository(PaymentTransaction).find({
    select: { id: true, orderId: true, operation: true, provider: true, state: true, amount: true },
    where: { orderId: In([...orderIds]), state: In(['pending', 'authorized', 'done']) },
  });
  const statuses = new Map<number, OrderPaymentStatus>();
  for (const orderId of orderIds) {
    const own = transactions.filter((tx) => tx.orderId === orderId);
    const paid = own
      .filter((tx) => tx.operation === 'payment' && tx.state === 'done')
      .reduce((sum, tx) => sum + tx.amount, 0);
    const refunded = -own
      .filter((tx) => tx.operation === 'refund' && tx.state === 'done')
      .reduce((sum, tx) => sum + tx.amount, 0);
    const waiting = own.filter((tx) => tx.operation === 'payment' && tx.state !== 'done');
    statuses.set(
      orderId,
      paid > 0
        ? refunded >= paid
          ? 'refunded'
          : refunded > 0
            ? 'partlyRefunded'
            : 'paid'
        : waiting.some((tx) => tx.provider === 'transfer')
          ? 'awaitingTransfer'
          : waiting.length
            ? 'pending'
            : 'unpaid',
    );
  }
  return statuses;
}
