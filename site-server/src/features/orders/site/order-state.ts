import type { MessageKey } from '@shared/i18n';
import { awaitsTransfer, type OrderPaymentStatus, type OrderState } from '@shared/orders/contract';

/** An order's state as the customer reads it. */
const orderStateKeys: Record<OrderState, MessageKey> = {
  draft: 'portal.orders.state.draft',
  sent: 'portal.orders.state.sent',
  sale: 'portal.orders.state.sale',
  done: 'portal.orders.state.done',
  cancel: 'portal.orders.state.cancel',
};

/** The customer's words for the order's state: one waiting for their bank transfer says so. */
export const orderStatusKey = (order: { state: OrderState; payment: OrderPaymentStatus }): MessageKey =>
  awaitsTransfer(order) ? 'portal.orders.state.transfer' : orderStateKeys[order.state];
