import type { EntityManager } from 'typeorm';
import type { OrderPaymentStatus } from '../../../../shared/orders/contract';

/** What the orders ask of the payments (the payment feature provides it: orders never import it). */
export interface OrderPayments {
  /** A provider holds a payment of it (started, pending or authorized; a bank transfer awaited is not). */
  underway(em: EntityManager, orderId: number): Promise<boolean>;
  /** The order is cancelled: a bank transfer still awaited is no longer expected. */
  cancelAwaited(em: EntityManager, orderId: number): Promise<void>;
  /** A payment of the order is done. */
  paid(em: EntityManager, orderId: number): Promise<boolean>;
  /** Where each order's money stands (the orders lists' payment column, an awaited transfer's label). */
  statusOf(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderPaymentStatus>>;
}

/** Until the payments plug in (and in tests of the orders alone): nothing is ever paid. */
export const noPayments: OrderPayments = {
  underway: async () => false,
  cancelAwaited: async () => {},
  paid: async () => false,
  statusOf: async () => new Map(),
};
