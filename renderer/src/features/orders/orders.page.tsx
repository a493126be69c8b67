import { Badge, Button, Group, NativeSelect } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { ordersAdminCalls } from '@shared/orders/admin-calls';
import {
  awaitsTransfer,
  orderStates,
  type OrderPaymentStatus,
  type OrderRow,
  type OrderState,
} from '@shared/orders/contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchField, useListSearch } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { money } from './money';
import { QuotationDialog } from './quotation-dialog';
import { t } from '../../app/i18n';
import { orderPaymentLabel, orderStateLabel, orderStatusText } from './order-labels';

const stateColors: Record<OrderState, string> = {
  draft: 'gray',
  sent: 'blue',
  sale: 'green',
  done: 'teal',
  cancel: 'red',
};

const paymentColors: Record<OrderPaymentStatus, string> = {
  unpaid: 'gray',
  pending: 'blue',
  awaitingTransfer: 'yellow',
  paid: 'green',
  partlyRefunded: 'orange',
  refunded: 'red',
};

// Badges keep their whole label (Mantine's would end in an ellipsis in a narrow column).
export const wholeLabel = { label: { overflow: 'visible' } } as const;

/** The order's state; one waiting for a bank transfer says so. */
export const OrderStateBadge = ({ order }: { order: Pick<OrderRow, 'state' | 'payment'> }) => (
  <Badge
    variant="light"
    color={awaitsTransfer(order) ? paymentColors.awaitingTransfer : stateColors[order.state]}
    styles={wholeLabel}
  >
    {orderStatusText(order)}
  </Badge>
);

const PaymentBadge = ({ payment }: { payment: OrderPaymentStatus }) => (
  <Badge variant="dot" color={paymentColors[payment]} styles={wholeLabel}>
    {orderPaymentLabel(payment)}
  </Badge>
);

export const noWrap = { style: { whiteSpace: 'nowrap' } } as const;

const columns = (): RecordColumn<OrderRow>[] => [
  {
    header: t('admin.common.order'),
    cell: (order) => <RecordLink to={`/orders/${order.id}`}>{order.name}</RecordLink>,
  },
  { header: t('admin.common.customer'), cell: (order) => order.customerName },
  { header: t('admin.common.eMail'), visibleFrom: 'md', cell: (order) => order.email },
  { header: t('admin.common.date'), cellProps: noWrap, cell: (order) => formatDateTime(order.createdAt) },
  {
    header: t('admin.common.total'),
    align: 'right',
    cellProps: noWrap,
    cell: (order) => money(order.amountTotal, order.currency),
  },
  {
    header: t('admin.orders.payment'),
    cellProps: noWrap,
    cell: (order) => <PaymentBadge payment={order.payment} />,
  },
  { header: t('admin.common.status'), cellProps: noWrap, cell: (order) => <OrderStateBadge order={order} /> },
];

/** The shop's orders, newest first: by state, searched by number, customer or e-mail. */
export default function OrdersPage() {
  const navigate = useNavigate();
  const { search, setSearch, query, page, setPage } = useListSearch();
  const [state, setState] = useState<OrderState | 'all'>('all');
  const [creating, setCreating] = useState(false);
  // The Customers screen opens one customer's orders.
  const [params, setParams] = useSearchParams();
  const customer = Number(params.get('customer')) || undefined;
  const list = useApiData(ordersAdminCalls.list, {
    query: {
      q: query,
      state: state === 'all' ? undefined : state,
      customer,
      page: page > 1 ? page : undefined,
    },
  });

  return (
    <>
      <PageHeader
        title={t('admin.common.orders')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('admin.orders.newQuotation')}
          </Button>
        }
      />
      {creating ? <QuotationDialog onClose={() => setCreating(false)} /> : null}
      <Group mb="md" align="flex-end">
        <SearchField
          maw={360}
          aria-label={t('admin.orders.searchOrders')}
          placeholder={t('admin.orders.numberCustomerEMail')}
          value={search}
          onSearch={setSearch}
        />
        <NativeSelect
          label={t('admin.common.status')}
          value={state}
          onChange={(event) => {
            setState(event.currentTarget.value as OrderState | 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('admin.common.all') },
            ...orderStates.map((value) => ({ value, label: orderStateLabel(value) })),
          ]}
        />
        {customer ? (
          <Button
            variant="light"
            rightSection={<IconX size={14} />}
            aria-label={t('admin.orders.showEveryCustomersOrders')}
            onClick={() => {
              params.delete('customer');
              params.delete('customerName');
              setParams(params);
            }}
          >
            {params.get('customerName') ?? t('admin.orders.customerX', customer)}
          </Button>
        ) : null}
      </Group>
      <PagedList
        list={list}
        columns={columns()}
        label={t('admin.common.orders')}
        onOpen={(order) => void navigate(`/orders/${order.id}`)}
        empty={
          query || state !== 'all'
            ? t('admin.orders.noOrderMatches')
            : t('admin.orders.noOrdersYetTheyComeShopsCheckout')
        }
        noun={{ one: t('admin.orders.nounOrder'), many: t('admin.orders.nounOrders') }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
