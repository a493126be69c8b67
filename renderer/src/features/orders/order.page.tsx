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
          Ordered {formatDateTime(order.createdAt)}
          {order.confirmedAt ? ` · confirmed ${formatDateTime(order.confirmedAt)}` : ''}
          {order.utm.campaign || order.utm.source
            ? ` · came from ${[order.utm.campaign, order.utm.medium, order.utm.source].filter(Boolean).join(' / ')}`
            : ''}
        </Text>
        <Paper withBorder>
          <Table aria-label="Order lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th>Tax</Table.Th>
                <Table.Th ta="right">Subtotal</Table.Th>
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
                <Table.Th colSpan={4}>Untaxed amount</Table.Th>
                <Table.Td ta="right">{amount(order.amountUntaxed)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th colSpan={4}>Taxes</Table.Th>
                <Table.Td ta="right">{amount(order.amountTax)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th colSpan={4}>Total</Table.Th>
                <Table.Td ta="right" fw={700} data-testid="order-total">
                  {amount(order.amountTotal)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AddressCard title="Billing address" address={order.billingAddress} />
          <AddressCard title="Shipping address" address={order.shippingAddress} />
        </SimpleGrid>
        <Title order={3}>Payments</Title>
        {transactions.data?.length ? (
          <Paper withBorder>
            <Table aria-label="Payments">
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
            No payment yet.
          </Text>
        )}
        <Title order={3}>E-mails</Title>
        {order.mails.length ? (
          <Paper withBorder>
            <Table aria-label="E-mails">
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
            No e-mail sent yet.
          </Text>
        )}
        <RecordMessages model="sale.order" id={order.id} title="Messages with the customer" />
        <Anchor component={Link} to="/orders" size="sm">
          Back to the orders
        </Anchor>
      </Stack>
    </>
  );
}
