import { rateText } from '@shared/taxes/contract';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ordersAdminCalls } from '@shared/orders/admin-calls';
import { paymentAdminCalls } from '@shared/payment/admin-calls';
import type { OrderDetail } from '@shared/orders/contract';
import { Link, useParams } from 'react-router';
import { ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { money } from './money';
import { OrderActions } from './order-actions';
import { RecordMessages } from '../chatter';
import { QuotationPanel } from './quotation-panel';
import { noWrap, OrderStateBadge, wholeLabel } from './orders.page';
import { t } from '../../app/i18n';

function AddressCard({ title, address }: { title: string; address: OrderDetail['billingAddress'] }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {[address.name, ...address.lines].join('\n')}
      </Text>
      <Text size="sm">{address.email}</Text>
      {address.phone ? <Text size="sm">{address.phone}</Text> : null}
    </Paper>
  );
}

/** One order: its lines and amounts, where it goes, and its payment attempts. */
export default function OrderPage() {
  const id = Number(useParams().id);
  const { data: order, error, reload } = useApiData(ordersAdminCalls.get, { params: { id } });
  const transactions = useApiData(paymentAdminCalls.orderTransactions, { params: { id } });
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (!order) return <LoadingState />;
  const amount = (value: number) => money(value, order.currency);
  const changed = () => {
    reload();
    transactions.reload();
  };
  return (
    <>
      <PageHeader
        title={order.name}
        actions={
          <Group>
            <OrderActions order={order} transactions={transactions.data ?? []} onChanged={changed} />
            <OrderStateBadge order={order} />
          </Group>
        }
      />
      <Stack maw={960}>
        {/* A quotation's terms; a shop order waiting for its payment is no quotation. */}
        {(!order.fromShop && (order.state === 'draft' || order.state === 'sent')) ||
        order.quotation.signedAt ? (
          <QuotationPanel order={order} onChanged={changed} />
        ) : null}
        <Text size="sm" c="dimmed">
          {t(
            'admin.orders.orderedXXX',
            formatDateTime(order.createdAt),
            order.confirmedAt ? t('admin.orders.confirmedX', formatDateTime(order.confirmedAt)) : '',
            order.utm.campaign || order.utm.source
              ? t(
                  'admin.orders.cameX',
                  [order.utm.campaign, order.utm.medium, order.utm.source].filter(Boolean).join(' / '),
                )
              : '',
          )}
        </Text>
        <Paper withBorder>
          <Table aria-label={t('admin.orders.orderLines')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.common.product')}</Table.Th>
                <Table.Th ta="right">{t('admin.common.quantity')}</Table.Th>
                <Table.Th ta="right">{t('admin.common.unitPrice')}</Table.Th>
                <Table.Th>{t('admin.common.tax')}</Table.Th>
                <Table.Th ta="right">{t('admin.orders.subtotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    {line.name}
                    {line.description ? (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                        {line.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{amount(line.unitPrice)}</Table.Td>
                  <Table.Td>{line.taxName ? `${line.taxName} (${rateText(line.taxRate)})` : '—'}</Table.Td>
                  <Table.Td ta="right">{amount(line.subtotal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>{t('admin.orders.untaxedAmount')}</Table.Th>
                <Table.Td ta="right">{amount(order.amountUntaxed)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th colSpan={4}>{t('admin.common.taxes')}</Table.Th>
                <Table.Td ta="right">{amount(order.amountTax)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th colSpan={4}>{t('admin.common.total')}</Table.Th>
                <Table.Td ta="right" fw={700} data-testid="order-total">
                  {amount(order.amountTotal)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AddressCard title={t('admin.orders.billingAddress')} address={order.billingAddress} />
          <AddressCard title={t('admin.orders.shippingAddress')} address={order.shippingAddress} />
        </SimpleGrid>
        <Title order={3}>{t('admin.orders.payments')}</Title>
        {transactions.data?.length ? (
          <Paper withBorder>
            <Table aria-label={t('admin.orders.payments')}>
              <Table.Tbody>
                {transactions.data.map((tx) => (
                  <Table.Tr key={tx.id}>
                    {/* Whole at 1280 px: the message takes the room that is left. */}
                    <Table.Td {...noWrap}>{tx.reference}</Table.Td>
                    <Table.Td {...noWrap}>{tx.provider}</Table.Td>
                    <Table.Td {...noWrap}>
                      <Badge
                        variant="light"
                        color={tx.state === 'done' ? 'green' : tx.state === 'pending' ? 'blue' : 'red'}
                        styles={wholeLabel}
                      >
                        {tx.state}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" {...noWrap}>
                      {money(tx.amount, tx.currency)}
                    </Table.Td>
                    <Table.Td>{tx.message}</Table.Td>
                    <Table.Td {...noWrap}>{formatDateTime(tx.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.orders.noPaymentYet')}
          </Text>
        )}
        <Title order={3}>{t('admin.orders.eMails')}</Title>
        {order.mails.length ? (
          <Paper withBorder>
            <Table aria-label={t('admin.orders.eMails')}>
              <Table.Tbody>
                {order.mails.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>{mail.subject}</Table.Td>
                    <Table.Td>{mail.state}</Table.Td>
                    <Table.Td>{formatDateTime(mail.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.orders.noEMailSentYet')}
          </Text>
        )}
        <RecordMessages model="sale.order" id={order.id} title={t('admin.orders.messagesCustomer')} />
        <Anchor component={Link} to="/orders" size="sm">
          {t('admin.orders.backOrders')}
        </Anchor>
      </Stack>
    </>
  );
}
