import { Badge, Button, NumberInput, SegmentedControl, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { formatMoney, parseMoney } from '@shared/money';
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
import { notifySaved } from '../../app/form-feedback';
import { RecordTable } from '../../app/record-list';
import { amountText, confirmAndDelete, RowActions } from '../../app/row-actions';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';

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
    parseMoney(text, currency) === null ? 'Enter an amount, e.g. 5.00.' : null;
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
      name: (value) => (value.trim() ? null : 'This field is required.'),
      price: amountError,
      freeAbove: (value) => (value.trim() ? amountError(value) : null),
    },
  });
  const { saving, save } = useSave(form);
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
    await save(async () => {
      if (method) await api.call(calls.update, { params: { id: method.id }, body: input });
      else await api.call(calls.create, { body: input });
      notifySaved(`${input.name} is saved.`);
      onSaved();
      onClose();
    });
  });

  return (
    <FormDialog
      onClose={onClose}
      title={method ? `Edit ${method.name}` : 'New shipping method'}
      onSubmit={submit}
      saving={saving}
      submitLabel="Save"
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <SegmentedControl
        aria-label="Kind"
        data={Object.entries(shippingKindLabels).map(([value, label]) => ({ value, label }))}
        {...form.getInputProps('kind')}
      />
      <TextInput label={`Price (${currency})`} inputMode="decimal" {...form.getInputProps('price')} />
      <TextInput
        label={`Free from (${currency})`}
        description="Free when the goods come to this much, tax included. Empty: never free."
        inputMode="decimal"
        {...form.getInputProps('freeAbove')}
      />
      <TextInput
        label="Note for shoppers"
        placeholder="e.g. 3–5 business days"
        maxLength={300}
        {...form.getInputProps('description')}
      />
      <NumberInput
        label="Sequence"
        description="The first active method is chosen for new orders."
        min={0}
        max={1_000_000}
        {...form.getInputProps('sequence')}
      />
      <Switch label="Offered to shoppers" {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormDialog>
  );
}

/** How the shop gets its goods to people: flat rates, free from an amount, pick-up in store. */
export default function ShippingMethodsPage() {
  const { data, error, loading, reload } = useApiData(calls.list);
  const [editing, setEditing] = useState<{ method: ShippingMethod | null } | null>(null);
  const currency = data?.currency ?? 'USD';
  const money = (amount: number) => formatMoney({ amount, currency }, navigator.language || 'en-US');

  const remove = (method: ShippingMethod) =>
    confirmAndDelete(
      method.name,
      `Delete ${method.name}? Orders keep their shipping lines.`,
      () => api.call(calls.remove, { params: { id: method.id } }),
      reload,
    );

  return (
    <>
      <PageHeader
        title="Shipping methods"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ method: null })}>
            New method
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.methods.length === 0 ? (
        <EmptyState>No shipping method: orders are placed without shipping.</EmptyState>
      ) : null}
      {data && data.methods.length > 0 ? (
        <RecordTable
          records={data.methods}
          label="Shipping methods"
          maw={900}
          columns={[
            {
              header: 'Name',
              cell: (method) => (
                <>
                  {method.name}
                  {method.active ? null : (
                    <Badge ml="xs" variant="light" color="gray">
                      Hidden
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
            { header: 'Kind', cell: (method) => shippingKindLabels[method.kind] },
            { header: 'Price', align: 'right', cell: (method) => money(method.price) },
            {
              header: 'Free from',
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
