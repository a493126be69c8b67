import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { pricelistsAdminCalls as calls } from '@shared/pricelists/admin-calls';
import type { Currency, CurrencyInput } from '@shared/pricelists/contract';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { useRecordSave } from '../../app/use-save';
import { t } from '../../app/i18n';

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
  const { saving, saveRecord } = useRecordSave(form, { onSaved, onClose });
  const submit = form.onSubmit(async (values) => {
    const input: CurrencyInput = { ...values, rounding: Number(values.rounding) || 1 };
    await saveRecord(input.code.toUpperCase(), () =>
      currency
        ? api.call(calls.updateCurrency, { params: { id: currency.id }, body: input })
        : api.call(calls.createCurrency, { body: input }),
    );
  });
  return (
    <FormDialog
      onClose={onClose}
      title={currency ? t('admin.common.editX', currency.code) : t('admin.pricelists.newCurrency')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
    >
      <TextInput
        label={t('admin.common.code')}
        description={t('admin.pricelists.iso4217EurGbpChf')}
        required
        data-autofocus
        {...form.getInputProps('code')}
      />
      <TextInput
        label={t('admin.common.rate')}
        description={t('admin.pricelists.unitsCurrency1X', shopCurrency)}
        required
        {...form.getInputProps('rate')}
      />
      <NumberInput
        label={t('admin.pricelists.rounding')}
        description={t('admin.pricelists.pricesEndMultipleManySmallestUnit5')}
        min={1}
        {...form.getInputProps('rounding')}
      />
      <Switch
        label={t('admin.pricelists.offeredVisitors')}
        description={t('admin.pricelists.priceListsAppearSitesSwitcher')}
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
