import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { countriesAdminCalls } from '@shared/countries/admin-calls';
import { taxesAdminCalls as calls } from '@shared/taxes/admin-calls';
import { rateText, type Tax, type TaxInput } from '@shared/taxes/contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { RecordTable } from '../../app/record-list';
import { confirmAndDelete, RowActions } from '../../app/row-actions';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useRecordSave } from '../../app/use-save';
import { t } from '../../app/i18n';

interface TaxValues {
  name: string;
  /** Percent as typed (20, 5.5); stored in basis points. */
  percent: number | string;
  priceIncluded: boolean;
  isDefault: boolean;
  countryRates: { countryId: string | null; percent: number | string }[];
}

const toBasisPoints = (percent: number | string) => Math.round(Number(percent) * 100);

function TaxDialog({ tax, onClose, onSaved }: { tax: Tax | null; onClose: () => void; onSaved: () => void }) {
  const countries = useApiData(countriesAdminCalls.list).data ?? [];
  const form = useForm<TaxValues>({
    initialValues: {
      name: tax?.name ?? '',
      percent: tax ? tax.rate / 100 : 20,
      priceIncluded: tax?.priceIncluded ?? true,
      isDefault: tax?.isDefault ?? false,
      countryRates: (tax?.countryRates ?? []).map((row) => ({
        countryId: String(row.countryId),
        percent: row.rate / 100,
      })),
    },
  });
  const { saving, saveRecord } = useRecordSave(form, { onSaved, onClose });
  const submit = form.onSubmit(async (values) => {
    const input: TaxInput = {
      name: values.name.trim(),
      rate: toBasisPoints(values.percent),
      priceIncluded: values.priceIncluded,
      isDefault: values.isDefault,
      countryRates: values.countryRates
        .filter((row) => row.countryId)
        .map((row) => ({ countryId: Number(row.countryId), rate: toBasisPoints(row.percent) })),
    };
    await saveRecord(input.name, () =>
      tax
        ? api.call(calls.update, { params: { id: tax.id }, body: input })
        : api.call(calls.create, { body: input }),
    );
  });
  const countryOptions = countries.map((country) => ({ value: String(country.id), label: country.name }));

  return (
    <FormDialog
      onClose={onClose}
      title={tax ? t('admin.common.editX', tax.name) : t('admin.taxes.newTax')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
      size="lg"
    >
      <TextInput label={t('admin.common.name')} required data-autofocus {...form.getInputProps('name')} />
      <NumberInput
        label={t('admin.taxes.rate')}
        min={0}
        max={100}
        decimalScale={2}
        {...form.getInputProps('percent')}
        error={form.errors.percent ?? form.errors.rate}
      />
      <Switch
        label={t('admin.taxes.pricesIncludeTax')}
        description={t('admin.taxes.cataloguesPricesHoldEuStyleOffAdded')}
        {...form.getInputProps('priceIncluded', { type: 'checkbox' })}
      />
      <Switch
        label={t('admin.taxes.defaultTax')}
        description={t('admin.taxes.appliesEveryProductWithoutOwnTax')}
        {...form.getInputProps('isDefault', { type: 'checkbox' })}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('admin.taxes.ratesPerCountry')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin.taxes.whereParcelGoesDecidesRateCountries')}
        </Text>
        {form.values.countryRates.map((_row, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <Select
              aria-label={t('admin.common.country')}
              placeholder={t('admin.common.country')}
              data={countryOptions}
              searchable
              style={{ flex: 1 }}
              {...form.getInputProps(`countryRates.${index}.countryId`)}
            />
            <NumberInput
              aria-label={t('admin.taxes.rate')}
              min={0}
              max={100}
              decimalScale={2}
              w={110}
              {...form.getInputProps(`countryRates.${index}.percent`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('admin.taxes.removeCountry')}
              onClick={() => form.removeListItem('countryRates', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('countryRates', { countryId: null, percent: 20 })}
        >
          {t('admin.taxes.addCountry')}
        </Button>
        {form.errors.countryRates ? (
          <Text size="xs" c="red">
            {form.errors.countryRates}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  );
}

/** The shop's taxes: rates, included or added, the default, and the rates of some countries. */
export default function TaxesPage() {
  const { data, error, loading, reload } = useApiData(calls.list);
  const [editing, setEditing] = useState<{ tax: Tax | null } | null>(null);

  const remove = (tax: Tax) =>
    confirmAndDelete(
      tax.name,
      t('admin.taxes.deleteXProductsFallBackDefaultTax', tax.name),
      () => api.call(calls.remove, { params: { id: tax.id } }),
      reload,
    );

  return (
    <>
      <PageHeader
        title={t('admin.common.taxes')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ tax: null })}>
            {t('admin.taxes.newTax')}
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? (
        <EmptyState>{t('admin.taxes.noTaxYetOrdersUntaxedAddOneMake')}</EmptyState>
      ) : null}
      {data && data.length > 0 ? (
        <RecordTable
          records={data}
          label={t('admin.common.taxes')}
          maw={900}
          columns={[
            {
              header: t('admin.common.name'),
              cell: (tax) => (
                <>
                  {tax.name}
                  {tax.isDefault ? (
                    <Badge ml="xs" variant="light">
                      {t('admin.common.default')}
                    </Badge>
                  ) : null}
                </>
              ),
            },
            { header: t('admin.common.rate'), align: 'right', cell: (tax) => rateText(tax.rate) },
            {
              header: t('admin.taxes.prices'),
              cell: (tax) => (tax.priceIncluded ? t('admin.taxes.included') : t('admin.taxes.addedCheckout')),
            },
            { header: t('admin.common.countries'), cell: (tax) => tax.countryRates.length || '—' },
            {
              header: '',
              cell: (tax) => (
                <RowActions
                  name={tax.name}
                  onEdit={() => setEditing({ tax })}
                  onDelete={() => void remove(tax)}
                />
              ),
            },
          ]}
        />
      ) : null}
      {editing ? <TaxDialog tax={editing.tax} onClose={() => setEditing(null)} onSaved={reload} /> : null}
    </>
  );
}
