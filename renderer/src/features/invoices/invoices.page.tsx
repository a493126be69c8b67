import { Anchor, Badge, Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { invoicesAdminCalls as calls } from '@shared/invoices/admin-calls';
import type { InvoiceRow } from '@shared/invoices/contract';
import { formatMoney } from '@shared/money';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { RecordTable } from '../../app/record-list';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';

/** Invoices, newest first, with their PDF; issue one for a confirmed order by its number. */
export default function InvoicesPage() {
  const { data, error, loading, reload } = useApiData(calls.list);
  const form = useForm({ initialValues: { order: '' } });
  const { saving, save } = useSave(form);
  const issue = form.onSubmit(async (values) => {
    await save(async () => {
      const invoice = await api.call(calls.create, { body: values });
      notifySaved(`${invoice.name} is issued.`);
      form.reset();
      reload();
    });
  });
  return (
    <>
      <PageHeader title="Invoices" />
      <form onSubmit={issue}>
        <Group mb="md" align="flex-start">
          <TextInput
            aria-label="Order number"
            placeholder="Order number (S00012)"
            {...form.getInputProps('order')}
          />
          <Button type="submit" loading={saving}>
            Issue the invoice
          </Button>
        </Group>
      </form>
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? <EmptyState>No invoice yet: paid orders get theirs.</EmptyState> : null}
      {data && data.length > 0 ? (
        <RecordTable
          records={data}
          label="Invoices"
          maw={1000}
          columns={[
            {
              header: 'Invoice',
              cell: (row: InvoiceRow) => (
                <Anchor href={`/my/invoices/${row.id}/pdf`} target="_blank" rel="noreferrer">
                  {row.name}
                </Anchor>
              ),
            },
            { header: 'Order', cell: (row) => row.orderName },
            { header: 'Customer', cell: (row) => row.customerName },
            { header: 'Date', cell: (row) => formatDateTime(row.issuedAt) },
            {
              header: 'Total',
              align: 'right',
              cell: (row) => formatMoney({ amount: row.amountTotal, currency: row.currency }, 'en-US'),
            },
            {
              header: 'Payment',
              cell: (row) => (
                <Badge variant="light" color={row.paymentState === 'paid' ? 'green' : 'orange'}>
                  {row.paymentState === 'paid' ? 'Paid' : 'Not paid'}
                </Badge>
              ),
            },
          ]}
        />
      ) : null}
    </>
  );
}
