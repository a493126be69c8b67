import { Badge, Button, NumberInput, SegmentedControl, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { parseMoney } from '@shared/money';
import { shippingAdminCalls as calls } from '@shared/shipping/admin-calls';
import {
  shippingKindLabels,
  type ShippingKind,
  type ShippingMethod,
  type ShippingMethodInput,
} from '@shared/shipping/contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { RecordTable } from '../../app/record-list';
import { amountText, confirmAndDelete, RowActions } from '../../app/row-actions';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useRecordSave } from '../../app/use-save';
import { formatAmount, t } from '../../app/i18n';

interface MethodValues {
  name: string;
  kind: ShippingKind;
  price: string;
  /** '' : never free. */
  freeAbove: string;
  description: string;
  sequence: number;
  active: boolean;
}

function MethodDialog({
  method,
  currency,
  onClose,
  onSaved,
}: {
  method: ShippingMethod | null;
  currency: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const amountError = (text: string) =>
    parseMoney(text, currency) === null ? t('admin.common.enterAmountEG500') : null;
  const form = useForm<MethodValues>({
    initialValues: {
      name: method?.name ?? '',
      kind: method?.kind ?? 'delivery',
      price: method ? amountText(method.price, currency) : '0',
      freeAbove: method?.freeAbove != null ? amountText(method.freeAbove, currency) : '',
      description: method?.description ?? '',
      sequence: method?.sequence ?? 10,
      active: method?.active ?? true,
    },
    validate: {
      name: (value) => (value.trim() ? null : t('admin.common.fieldRequired')),
      price: amountError,
      freeAbove: (value) => (value.trim() ? amountError(value) : null),
    },
  });
  const { saving, saveRecord } = useRecordSave(form, { onSaved, onClose });
  const submit = form.onSubmit(async (values) => {
    const input: ShippingMethodInput = {
      name: values.name.trim(),
      kind: values.kind,
      price: parseMoney(values.price, currency) ?? 0,
      freeAbove: values.freeAbove.trim() ? parseMoney(values.freeAbove, currency) : null,
      description: values.description.trim(),
      sequence: values.sequence,
      active: values.active,
    };
    await saveRecord(input.name, () =>
      method
        ? api.call(calls.update, { params: { id: method.id }, body: input })
        : api.call(calls.create, { body: input }),
    );
  });

  return (
    <FormDialog
      onClose={onClose}
      title={method ? t('admin.common.editX', method.name) : t('admin.shipping.newShippingMethod')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
    >
      <TextInput label={t('admin.common.name')} required data-autofocus {...form.getInputProps('name')} />
      <SegmentedControl
        aria-label={t('admin.common.kind')}
        data={Object.entries(shippingKindLabels).map(([value, label]) => ({ value, label }))}
        {...form.getInputProps('kind')}
      />
      <TextInput
        label={t('admin.common.priceX', currency)}
        inputMode="decimal"
        {...form.getInputProps('price')}
      />
      <TextInput
        label={t('admin.shipping.freeX', currency)}
        description={t('admin.shipping.freeWhenGoodsComeMuchTaxIncluded')}
        inputMode="decimal"
        {...form.getInputProps('freeAbove')}
      />
      <TextInput
        label={t('admin.shipping.noteShoppers')}
        placeholder={t('admin.shipping.eG35BusinessDays')}
        maxLength={300}
        {...form.getInputProps('description')}
      />
      <NumberInput
        label={t('admin.common.sequence')}
        description={t('admin.shipping.firstActiveMethodChosenNewOrders')}
        min={0}
        max={1_000_000}
        {...form.getInputProps('sequence')}
      />
      <Switch
        label={t('admin.common.offeredShoppers')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}

/** How the shop gets its goods to people: flat rates, free from an amount, pick-up in store. */
export default function ShippingMethodsPage() {
  const { data, error, loading, reload } = useApiData(calls.list);
  const [editing, setEditing] = useState<{ method: ShippingMethod | null } | null>(null);
  const currency = data?.currency ?? 'USD';
  const money = (amount: number) => formatAmount(amount, currency);

  const remove = (method: ShippingMethod) =>
    confirmAndDelete(
      method.name,
      t('admin.shipping.deleteXOrdersKeepTheirShippingLines', method.name),
      () => api.call(calls.remove, { params: { id: method.id } }),
      reload,
    );

  return (
    <>
      <PageHeader
        title={t('admin.shipping.shippingMethods')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ method: null })}>
            {t('admin.shipping.newMethod')}
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.methods.length === 0 ? (
        <EmptyState>{t('admin.shipping.noShippingMethodOrdersPlacedWithout')}</EmptyState>
      ) : null}
      {data && data.methods.length > 0 ? (
        <RecordTable
          records={data.methods}
          label={t('admin.shipping.shippingMethods')}
          maw={900}
          columns={[
            {
              header: t('admin.common.name'),
              cell: (method) => (
                <>
                  {method.name}
                  {method.active ? null : (
                    <Badge ml="xs" variant="light" color="gray">
                      {t('admin.shipping.hidden')}
                    </Badge>
                  )}
                  {method.description ? (
                    <Text size="xs" c="dimmed">
                      {method.description}
                    </Text>
                  ) : null}
                </>
              ),
            },
            { header: t('admin.common.kind'), cell: (method) => shippingKindLabels[method.kind] },
            { header: t('admin.common.price'), align: 'right', cell: (method) => money(method.price) },
            {
              header: t('admin.shipping.free'),
              align: 'right',
              cell: (method) => (method.freeAbove === null ? '—' : money(method.freeAbove)),
            },
            {
              header: '',
              cell: (method) => (
                <RowActions
                  name={method.name}
                  onEdit={() => setEditing({ method })}
                  onDelete={() => void remove(method)}
                />
              ),
            },
          ]}
        />
      ) : null}
      {editing ? (
        <MethodDialog
          method={editing.method}
          currency={currency}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </>
  );
}
