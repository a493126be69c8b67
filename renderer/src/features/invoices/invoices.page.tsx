import { Anchor, Badge, Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { invoicesAdminCalls as calls } from '@shared/invoices/admin-calls';
import type { InvoiceRow } from '@shared/invoices/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { RecordTable } from '../../app/record-list';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { formatAmount, t } from '../../app/i18n';

/** Invoices, newest first, with their PDF; issue one for a confirmed order by its number. */
export default function InvoicesPage() {
  const { data, error, loading, reload } = useApiData(calls.list);
  const form = useForm({ initialValues: { order: '' } });
  const { saving, save } = useSave(form);
  const issue = form.onSubmit(async (values) => {
    await save(async () => {
      const invoice = await api.call(calls.create, { body: values });
      notifySaved(t('admin.invoices.xIssued', invoice.name));
      form.reset();
      reload();
    });
  });
  return (
    <>
      <PageHeader title={t('admin.invoices.invoices')} />
      <form onSubmit={issue}>
        <Group mb="md" align="flex-start">
          <TextInput
            aria-label={t('admin.invoices.orderNumber')}
            placeholder={t('admin.invoices.orderNumberS00012')}
            {...form.getInputProps('order')}
          />
          <Button type="submit" loading={saving}>
            {t('admin.invoices.issueInvoice')}
          </Button>
        </Group>
      </form>
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? (
        <EmptyState>{t('admin.invoices.noInvoiceYetPaidOrdersGetTheirs')}</EmptyState>
      ) : null}
      {data && data.length > 0 ? (
        <RecordTable
          records={data}
          label={t('admin.invoices.invoices')}
          maw={1000}
          columns={[
            {
              header: t('admin.invoices.invoice'),
              cell: (row: InvoiceRow) => (
                <Anchor href={`/my/invoices/${row.id}/pdf`} target="_blank" rel="noreferrer">
                  {row.name}
                </Anchor>
              ),
            },
            { header: t('admin.common.order'), cell: (row) => row.orderName },
            { header: t('admin.common.customer'), cell: (row) => row.customerName },
            { header: t('admin.common.date'), cell: (row) => formatDateTime(row.issuedAt) },
            {
              header: t('admin.common.total'),
              align: 'right',
              cell: (row) => formatAmount(row.amountTotal, row.currency),
            },
            {
              header: t('admin.invoices.payment'),
              cell: (row) => (
                <Badge variant="light" color={row.paymentState === 'paid' ? 'green' : 'orange'}>
                  {row.paymentState === 'paid' ? t('admin.invoices.paid') : t('admin.invoices.notPaid')}
                </Badge>
              ),
            },
          ]}
        />
      ) : null}
    </>
  );
}
