import { Badge, Button, Group, Pagination, Select, Text } from '@mantine/core';
import { cartRecoveryAdminCalls as calls } from '@shared/cart-recovery/admin-calls';
import { recoveryStates, type RecoveryRow, type RecoveryState } from '@shared/cart-recovery/contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { notifyError, notifySaved, failureMessage } from '../../app/form-feedback';
import { formatAmount, formatDateTime, formatNumber, t } from '../../app/i18n';
import { RecordTable } from '../../app/record-list';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

const stateColor: Record<RecoveryState, string> = {
  waiting: 'yellow',
  sent: 'blue',
  recovered: 'teal',
  not_eligible: 'gray',
};

/** A row's state as staff read it: the reason a cart gets no mail, the amount an order recovered. */
function stateText(row: RecoveryRow): string {
  if (row.state === 'not_eligible' && row.reason)
    return t('admin.cartRecovery.notEligibleX', t(`admin.cartRecovery.reason.${row.reason}`));
  if (row.state === 'recovered' && row.recoveredAmount !== null)
    return t('admin.cartRecovery.recoveredX', formatAmount(row.recoveredAmount, row.currency));
  return t(`admin.cartRecovery.state.${row.state}`);
}

/** How long ago the cart last changed, in minutes, hours or days. */
function ageOf(iso: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 60_000));
  const format = (value: number, unit: 'minute' | 'hour' | 'day') =>
    formatNumber(value, { style: 'unit', unit, unitDisplay: 'short' });
  if (minutes < 60) return format(minutes, 'minute');
  if (minutes < 48 * 60) return format(Math.round(minutes / 60), 'hour');
  return format(Math.round(minutes / 1440), 'day');
}

/** Abandoned carts (issue 29, item 3): each with its shopper, value, age and state; "send now" (its settings: Settings → Recovery mails). */
export default function AbandonedCartsPage() {
  const [state, setState] = useState<RecoveryState | null>(null);
  const [page, setPage] = useState(1);
  const list = useApiData(calls.list, { query: { state: state ?? undefined, page } });
  const [sending, setSending] = useState<number | null>(null);
  const { data, error, loading, reload } = list;

  const sendNow = async (row: RecoveryRow) => {
    setSending(row.cartId);
    try {
      const { row: after } = await api.call(calls.sendNow, { params: { id: row.cartId } });
      if (after.state === 'sent') notifySaved(t('admin.cartRecovery.sent', after.email));
      else notifyError(t('admin.cartRecovery.sendNow'), t('admin.cartRecovery.notSent', stateText(after)));
      reload();
    } catch (failure) {
      notifyError(t('admin.cartRecovery.sendNow'), failureMessage(failure));
    } finally {
      setSending(null);
    }
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <PageHeader title={t('admin.cartRecovery.title')} />
      <Group mb="md">
        <Select
          aria-label={t('admin.cartRecovery.state')}
          placeholder={t('admin.cartRecovery.allStates')}
          clearable
          value={state}
          data={recoveryStates.map((value) => ({ value, label: t(`admin.cartRecovery.state.${value}`) }))}
          onChange={(value) => {
            setState(value as RecoveryState | null);
            setPage(1);
          }}
        />
      </Group>
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? <EmptyState>{t('admin.cartRecovery.none')}</EmptyState> : null}
      {data && data.items.length > 0 ? (
        <RecordTable
          records={data.items.map((row) => ({ ...row, id: row.cartId }))}
          label={t('admin.cartRecovery.title')}
          busy={loading}
          maw={1000}
          columns={[
            { header: t('admin.cartRecovery.shopper'), cell: (row) => row.email },
            {
              header: t('admin.cartRecovery.value'),
              align: 'right',
              cell: (row) =>
                row.state === 'waiting' && row.value === 0 ? '—' : formatAmount(row.value, row.currency),
            },
            {
              header: t('admin.cartRecovery.age'),
              cell: (row) => (
                <span title={formatDateTime(row.lastActivityAt)}>{ageOf(row.lastActivityAt)}</span>
              ),
            },
            {
              header: t('admin.cartRecovery.state'),
              cell: (row) => (
                <Badge variant="light" color={stateColor[row.state]} style={{ textTransform: 'none' }}>
                  {stateText(row)}
                </Badge>
              ),
            },
            {
              header: '',
              cell: (row) =>
                row.state === 'waiting' || row.state === 'not_eligible' ? (
                  <Button
                    size="xs"
                    variant="light"
                    loading={sending === row.cartId}
                    onClick={() => void sendNow(row)}
                  >
                    {t('admin.cartRecovery.sendNow')}
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
      {data && pageCount > 1 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {formatNumber(data.total)}
          </Text>
          <Pagination total={pageCount} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </>
  );
}
