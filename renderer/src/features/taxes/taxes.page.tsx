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
import { notifySaved } from '../../app/form-feedback';
import { RecordTable } from '../../app/record-list';
import { confirmAndDelete, RowActions } from '../../app/row-actions';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';

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
  const { saving, save } = useSave(form);
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
    await save(async () => {
      if (tax) await api.call(calls.update, { params: { id: tax.id }, body: input });
      else await api.call(calls.create, { body: input });
      notifySaved(`${input.name} is saved.`);
      onSaved();
      onClose();
    });
  });
  const countryOptions = countries.map((country) => ({ value: String(country.id), label: country.name }));

  return (
    <FormDialog
      onClose={onClose}
      title={tax ? `Edit ${tax.name}` : 'New tax'}
      onSubmit={submit}
      saving={saving}
      submitLabel="Save"
      size="lg"
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <NumberInput
        label="Rate (%)"
        min={0}
        max={100}
        decimalScale={2}
        {...form.getInputProps('percent')}
        error={form.errors.percent ?? form.errors.rate}
      />
      <Switch
        label="Prices include this tax"
        description="On: the catalogue's prices hold it (EU style). Off: it is added at checkout (US style)."
        {...form.getInputProps('priceIncluded', { type: 'checkbox' })}
      />
      <Switch
        label="Default tax"
        description="Applies to every product without its own tax, and to shipping."
        {...form.getInputProps('isDefault', { type: 'checkbox' })}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Rates per country
        </Text>
        <Text size="xs" c="dimmed">
          Where the parcel goes decides the rate; countries not listed pay the rate above.
        </Text>
        {form.values.countryRates.map((_row, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <Select
              aria-label="Country"
              placeholder="Country"
              data={countryOptions}
              searchable
              style={{ flex: 1 }}
              {...form.getInputProps(`countryRates.${index}.countryId`)}
            />
            <NumberInput
              aria-label="Rate (%)"
              min={0}
              max={100}
              decimalScale={2}
              w={110}
              {...form.getInputProps(`countryRates.${index}.percent`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Remove this country"
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
          Add a country
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
      `Delete ${tax.name}? Its products fall back to the default tax.`,
      () => api.call(calls.remove, { params: { id: tax.id } }),
      reload,
    );

  return (
    <>
      <PageHeader
        title="Taxes"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ tax: null })}>
            New tax
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? (
        <EmptyState>No tax yet: orders are untaxed. Add one and make it the default.</EmptyState>
      ) : null}
      {data && data.length > 0 ? (
        <RecordTable
          records={data}
          label="Taxes"
          maw={900}
          columns={[
            {
              header: 'Name',
              cell: (tax) => (
                <>
                  {tax.name}
                  {tax.isDefault ? (
                    <Badge ml="xs" variant="light">
                      Default
                    </Badge>
                  ) : null}
                </>
              ),
            },
            { header: 'Rate', align: 'right', cell: (tax) => rateText(tax.rate) },
            { header: 'Prices', cell: (tax) => (tax.priceIncluded ? 'Included' : 'Added at checkout') },
            { header: 'Countries', cell: (tax) => tax.countryRates.length || '—' },
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
