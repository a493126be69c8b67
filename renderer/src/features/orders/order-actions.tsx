import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { parseMoney } from '@shared/money';
import { ordersAdminCalls } from '@shared/orders/admin-calls';
import type { OrderDetail } from '@shared/orders/contract';
import { paymentAdminCalls, type TransactionRow } from '@shared/payment/admin-calls';
import { useState } from 'react';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { amountText } from '../../app/row-actions';
import { useSave } from '../../app/use-save';
import { money } from './money';
import { t } from '../../app/i18n';

/** What is left to refund of the order's paid payment, in minor units (0: nothing). */
export function refundable(transactions: TransactionRow[]): number {
  const paid = transactions.filter((tx) => tx.state === 'done' && tx.amount > 0);
  const refunded = transactions.filter(
    (tx) => tx.amount < 0 && tx.state !== 'error' && tx.state !== 'cancel',
  );
  return Math.max(
    0,
    paid.reduce((sum, tx) => sum + tx.amount, 0) + refunded.reduce((sum, tx) => sum + tx.amount, 0),
  );
}

function RefundDialog({
  order,
  left,
  onClose,
  onDone,
}: {
  order: OrderDetail;
  left: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm({
    initialValues: { amount: amountText(left, order.currency) },
    validate: {
      amount: (value) =>
        parseMoney(value, order.currency) === null ? t('admin.orders.enterAmountEG1000') : null,
    },
  });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async ({ amount }) => {
    await save(async () => {
      const refund = await api.call(paymentAdminCalls.refund, {
        params: { id: order.id },
        body: { amount: parseMoney(amount, order.currency)! },
      });
      if (refund.state === 'error') throw new Error(refund.message || t('admin.orders.refundFailed'));
      notifySaved(t('admin.orders.xRefundedX', money(-refund.amount, order.currency), order.name));
      onDone();
      onClose();
    });
  });
  return (
    <FormDialog
      onClose={onClose}
      title={t('admin.orders.refundX', order.name)}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.orders.refund')}
    >
      <TextInput
        label={t('admin.orders.amountX', order.currency)}
        description={t('admin.orders.upXGivenBackThroughProviderTook', money(left, order.currency))}
        inputMode="decimal"
        data-autofocus
        {...form.getInputProps('amount')}
      />
    </FormDialog>
  );
}

/** The order's buttons: transfer received, confirm, cancel, refund, resend the confirmation, mark as done. */
export function OrderActions({
  order,
  transactions,
  onChanged,
}: {
  order: OrderDetail;
  transactions: TransactionRow[];
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [refunding, setRefunding] = useState(false);
  const run = async (name: string, work: () => Promise<unknown>, done: string) => {
    setBusy(name);
    try {
      await work();
      notifySaved(done);
      onChanged();
    } catch (failure) {
      showSaveError(null, failure);
    } finally {
      setBusy(null);
    }
  };
  const params = { params: { id: order.id } };
  const quotation = order.state === 'draft' || order.state === 'sent';
  const pendingTransfer = transactions.some((tx) => tx.provider === 'transfer' && tx.state === 'pending');
  const left = refundable(transactions);
  return (
    <Group>
      {pendingTransfer && quotation ? (
        <Button
          loading={busy === 'transfer'}
          onClick={() =>
            void run(
              'transfer',
              () => api.call(paymentAdminCalls.markTransferPaid, params),
              t('admin.orders.xPaid', order.name),
            )
          }
        >
          {t('admin.orders.transferReceived')}
        </Button>
      ) : null}
      {quotation && !pendingTransfer ? (
        <Button
          variant="light"
          loading={busy === 'confirm'}
          onClick={() =>
            void run(
              'confirm',
              () => api.call(ordersAdminCalls.confirm, params),
              t('admin.orders.xConfirmed', order.name),
            )
          }
        >
          {t('admin.common.confirm')}
        </Button>
      ) : null}
      {left > 0 ? (
        <Button variant="light" onClick={() => setRefunding(true)}>
          {t('admin.orders.refund')}
        </Button>
      ) : null}
      {order.state === 'sale' || order.state === 'done' ? (
        <Button
          variant="default"
          loading={busy === 'resend'}
          onClick={() =>
            void run(
              'resend',
              () => api.call(ordersAdminCalls.resendConfirmation, params),
              t('admin.orders.confirmationXSentAgain', order.name),
            )
          }
        >
          {t('admin.orders.resendConfirmation')}
        </Button>
      ) : null}
      {order.state === 'sale' ? (
        <Button
          variant="default"
          loading={busy === 'done'}
          onClick={() =>
            void run(
              'done',
              () => api.call(ordersAdminCalls.markDone, params),
              t('admin.orders.xDone', order.name),
            )
          }
        >
          {t('admin.orders.markDone')}
        </Button>
      ) : null}
      {order.state !== 'cancel' && order.state !== 'done' ? (
        <Button
          variant="subtle"
          color="red"
          loading={busy === 'cancel'}
          onClick={() => {
            if (!window.confirm(t('admin.orders.cancelXStockGoesBackSale', order.name))) return;
            void run(
              'cancel',
              () => api.call(ordersAdminCalls.cancel, params),
              t('admin.orders.xCancelled', order.name),
            );
          }}
        >
          {t('admin.orders.cancelOrder')}
        </Button>
      ) : null}
      {refunding ? (
        <RefundDialog order={order} left={left} onClose={() => setRefunding(false)} onDone={onChanged} />
      ) : null}
    </Group>
  );
}
