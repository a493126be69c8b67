import { Badge, Button, Group, NativeSelect } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { ordersAdminCalls } from '@shared/orders/admin-calls';
import {
  awaitsTransfer,
  orderPaymentLabels,
  orderStateLabels,
  orderStates,
  orderStatusLabel,
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
    {orderStatusLabel(order)}
  </Badge>
);

const PaymentBadge = ({ payment }: { payment: OrderPaymentStatus }) => (
  <Badge variant="dot" color={paymentColors[payment]} styles={wholeLabel}>
    {orderPaymentLabels[payment]}
  </Badge>
);

export const noWrap = { style: { whiteSpace: 'nowrap' } } as const;

const columns: RecordColumn<OrderRow>[] = [
  { header: 'Order', cell: (order) => <RecordLink to={`/orders/${order.id}`}>{order.name}</RecordLink> },
  { header: 'Customer', cell: (order) => order.customerName },
  { header: 'E-mail', visibleFrom: 'md', cell: (order) => order.email },
  { header: 'Date', cellProps: noWrap, cell: (order) => formatDateTime(order.createdAt) },
  {
    header: 'Total',
    align: 'right',
    cellProps: noWrap,
    cell: (order) => money(order.amountTotal, order.currency),
  },
  { header: 'Payment', cellProps: noWrap, cell: (order) => <PaymentBadge payment={order.payment} /> },
  { header: 'Status', cellProps: noWrap, cell: (order) => <OrderStateBadge order={order} /> },
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
        title="Orders"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New quotation
          </Button>
        }
      />
      {creating ? <QuotationDialog onClose={() => setCreating(false)} /> : null}
      <Group mb="md" align="flex-end">
        <SearchField
          maw={360}
          aria-label="Search orders"
          placeholder="Number, customer or e-mail"
          value={search}
          onSearch={setSearch}
        />
        <NativeSelect
          label="Status"
          value={state}
          onChange={(event) => {
            setState(event.currentTarget.value as OrderState | 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All' },
            ...orderStates.map((value) => ({ value, label: orderStateLabels[value] })),
          ]}
        />
        {customer ? (
          <Button
            variant="light"
            rightSection={<IconX size={14} />}
            aria-label="Show every customer's orders"
            onClick={() => {
              params.delete('customer');
              params.delete('customerName');
              setParams(params);
            }}
          >
            {params.get('customerName') ?? `Customer ${customer}`}
          </Button>
        ) : null}
      </Group>
      <PagedList
        list={list}
        columns={columns}
        label="Orders"
        onOpen={(order) => void navigate(`/orders/${order.id}`)}
        empty={
          query || state !== 'all'
            ? 'No order matches.'
            : 'No orders yet. They come from the shop’s checkout.'
        }
        noun={{ one: 'order', many: 'orders' }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
