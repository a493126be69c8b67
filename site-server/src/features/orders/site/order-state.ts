import type { MessageKey } from '@shared/i18n';
import type { OrderState } from '@shared/orders/contract';

/** An order's state as the customer reads it. */
export const orderStateKeys: Record<OrderState, MessageKey> = {
  draft: 'portal.orders.state.draft',
  sent: 'portal.orders.state.sent',
  sale: 'portal.orders.state.sale',
  done: 'portal.orders.state.done',
  cancel: 'portal.orders.state.cancel',
};
