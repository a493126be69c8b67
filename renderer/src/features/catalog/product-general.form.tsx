import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type { ProductTemplate } from '@shared/catalog/admin-contract';
import { taxesAdminCalls } from '@shared/taxes/admin-calls';
import { rateText } from '@shared/taxes/contract';
import { notifySaved } from '../../app/form-feedback';
import { useApiData } from '../../app/use-api-data';
import {
  inventoryAvailabilityLabels,
  moneyText,
  parsePrice,
  productTypeLabels,
  saveProduct,
  templateInput,
} from './products-api';
import { useSave } from '../../app/use-save';

interface GeneralValues {
  name: string;
  slug: string;
  description: string;
  type: ProductTemplate['type'];
  price: string;
  listPrice: string;
  inventoryAvailability: ProductTemplate['inventoryAvailability'];
  availableThreshold: number;
  customMessage: string;
  categoryIds: string[];
  sequence: number;
  /** '' : the default tax. */
  taxId: string;
  variantStyle: ProductTemplate['variantStyle'];
}

function toValues(product: ProductTemplate): GeneralValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    type: product.type,
    price: moneyText(product.price, product.currency),
    listPrice: moneyText(product.listPrice, product.currency),
    inventoryAvailability: product.inventoryAvailability,
    availableThreshold: product.availableThreshold,
    customMessage: product.customMessage,
    categoryIds: product.categoryIds.map(String),
    sequence: product.sequence,
    taxId: product.taxId ? String(product.taxId) : '',
    variantStyle: product.variantStyle,
  };
}

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Name, description, type, prices, stock availability settings and categories of a template. */
export function ProductGeneralForm({
  product,
  onSaved,
}: {
  product: ProductTemplate;
  onSaved: (product: ProductTemplate) => void;
}) {
  const categories = useApiData(calls.categories).data ?? [];
  const taxes = useApiData(taxesAdminCalls.list).data ?? [];
  const { currency } = product;
  const amount = (value: string) =>
    parsePrice(value, currency) === null ? 'Enter an amount, e.g. 12.50.' : null;
  const form = useForm<GeneralValues>({
    initialValues: toValues(product),
    validate: {
      name: (value) => (value.trim() ? null : 'This field is required.'),
      price: (value) =>
        amount(value) ?? ((parsePrice(value, currency) ?? 0) < 0 ? 'A price cannot be negative.' : null),
      listPrice: (value) =>
        amount(value) ?? ((parsePrice(value, currency) ?? 0) < 0 ? 'A price cannot be negative.' : null),
    },
  });
  const { saving, save } = useSave(form);

  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const saved = await saveProduct(
        product.id,
        templateInput(product, {
          name: values.name.trim(),
          slug: values.slug.trim(),
          description: values.description,
          type: values.type,
          price: parsePrice(values.price, currency) ?? 0,
          listPrice: parsePrice(values.listPrice, currency) ?? 0,
          inventoryAvailability: values.inventoryAvailability,
          availableThreshold: values.availableThreshold,
          customMessage: values.customMessage,
          categoryIds: values.categoryIds.map(Number),
          sequence: values.sequence,
          taxId: values.taxId ? Number(values.taxId) : null,
          variantStyle: values.variantStyle,
        }),
      );
      onSaved(saved);
      form.setInitialValues(toValues(saved));
      form.setValues(toValues(saved));
      form.resetDirty(toValues(saved));
      notifySaved(`${saved.name} is saved.`);
    });
  });

  const availability = form.values.inventoryAvailability;

  return (
    <Paper withBorder p="lg" maw={900}>
      <form onSubmit={submit} noValidate aria-label="Product">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput
              label="URL slug"
              description="Made from the name when empty."
              {...form.getInputProps('slug')}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={12}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Product type"
              data={options(productTypeLabels)}
              allowDeselect={false}
              {...form.getInputProps('type')}
            />
            <TextInput
              label={`Price (${currency})`}
              description="What the shopper pays."
              inputMode="decimal"
              {...form.getInputProps('price')}
            />
            <TextInput
              label={`List price (${currency})`}
              description="Shown struck through when higher than the price."
              inputMode="decimal"
              {...form.getInputProps('listPrice')}
            />
          </SimpleGrid>
          <Select
            label="Tax"
            description="Set the rates, and whether prices include them, under Taxes."
            data={[
              { value: '', label: 'The default tax' },
              ...taxes.map((tax) => ({
                value: String(tax.id),
                label: `${tax.name} (${rateText(tax.rate)})`,
              })),
            ]}
            allowDeselect={false}
            {...form.getInputProps('taxId')}
          />
          <MultiSelect
            label="Categories"
            placeholder="Choose the shop categories"
            data={categories.map((category) => ({
              value: String(category.id),
              label: category.completeName,
            }))}
            searchable
            {...form.getInputProps('categoryIds')}
          />
          <Select
            label="Variant selection"
            description="How the shop page picks a variant."
            data={[
              { value: 'attributes', label: 'By attribute (radio, select, colour)' },
              { value: 'list', label: 'A list of the variants with their prices' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('variantStyle')}
          />
          <Select
            label="Inventory availability"
            description={form.values.type === 'product' ? undefined : 'Applies to stockable products only.'}
            data={options(inventoryAvailabilityLabels)}
            allowDeselect={false}
            {...form.getInputProps('inventoryAvailability')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {availability === 'threshold' ? (
              <NumberInput
                label="Availability threshold"
                min={0}
                max={1_000_000}
                {...form.getInputProps('availableThreshold')}
              />
            ) : null}
            {availability === 'custom' ? (
              <TextInput label="Custom message" maxLength={500} {...form.getInputProps('customMessage')} />
            ) : null}
            <NumberInput
              label="Sequence"
              description="Order in the shop's featured sort."
              min={0}
              max={1_000_000}
              {...form.getInputProps('sequence')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={saving}>
              Save
            </Button>
            {form.isDirty() ? (
              <Button variant="subtle" color="gray" onClick={() => form.reset()}>
                Discard changes
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
