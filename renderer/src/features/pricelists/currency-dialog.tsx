import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { pricelistsAdminCalls as calls } from '@shared/pricelists/admin-calls';
import type { Currency, CurrencyInput } from '@shared/pricelists/contract';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { useSave } from '../../app/use-save';

/** Adds or edits a currency the shop sells in: its rate to the shop's currency and its rounding. */
export function CurrencyDialog({
  currency,
  shopCurrency,
  onClose,
  onSaved,
}: {
  currency: Currency | null;
  shopCurrency: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<{ code: string; rate: string; rounding: number | string; published: boolean }>({
    initialValues: {
      code: currency?.code ?? '',
      rate: currency?.rate ?? '1',
      rounding: currency?.rounding ?? 1,
      published: currency?.published ?? true,
    },
  });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async (values) => {
    const input: CurrencyInput = { ...values, rounding: Number(values.rounding) || 1 };
    await save(async () => {
      if (currency) await api.call(calls.updateCurrency, { params: { id: currency.id }, body: input });
      else await api.call(calls.createCurrency, { body: input });
      notifySaved(`${input.code.toUpperCase()} is saved.`);
      onSaved();
      onClose();
    });
  });
  return (
    <FormDialog
      onClose={onClose}
      title={currency ? `Edit ${currency.code}` : 'New currency'}
      onSubmit={submit}
      saving={saving}
      submitLabel="Save"
    >
      <TextInput
        label="Code"
        description="ISO 4217: EUR, GBP, CHF"
        required
        data-autofocus
        {...form.getInputProps('code')}
      />
      <TextInput
        label="Rate"
        description={`Units of this currency for 1 ${shopCurrency}`}
        required
        {...form.getInputProps('rate')}
      />
      <NumberInput
        label="Rounding"
        description="Prices end on a multiple of this many of its smallest unit (5 rounds CHF to 0.05)"
        min={1}
        {...form.getInputProps('rounding')}
      />
      <Switch
        label="Offered to visitors"
        description="Its price lists appear in the site's switcher."
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
