import type { OrderPaymentStatus, OrderState } from '@shared/orders/contract';
import { awaitsTransfer } from '@shared/orders/contract';
import { t } from '../../app/i18n';

/** An order's state in the person's language. */
export const orderStateLabel = (state: OrderState): string =>
  ({
    draft: t('admin.orders.stateDraft'),
    sent: t('admin.orders.stateSent'),
    sale: t('admin.orders.stateSale'),
    done: t('admin.orders.stateDone'),
    cancel: t('admin.orders.stateCancel'),
  })[state];

/** Where an order's money stands, in the person's language. */
export const orderPaymentLabel = (payment: OrderPaymentStatus): string =>
  ({
    unpaid: t('admin.orders.paymentUnpaid'),
    pending: t('admin.orders.paymentPending'),
    awaitingTransfer: t('admin.orders.paymentAwaitingTransfer'),
    paid: t('admin.orders.paymentPaid'),
    partlyRefunded: t('admin.orders.paymentPartlyRefunded'),
    refunded: t('admin.orders.paymentRefunded'),
  })[payment];

/** The state as the back office shows it: an order waiting for a transfer says so, not "Quotation". */
export const orderStatusText = (order: { state: OrderState; payment: OrderPaymentStatus }): string =>
  awaitsTransfer(order) ? t('admin.orders.waitingForBankTransfer') : orderStateLabel(order.state);
