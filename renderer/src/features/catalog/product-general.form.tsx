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
import { t } from '../../app/i18n';

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
    parsePrice(value, currency) === null ? t('admin.catalog.enterAmountEG1250') : null;
  const form = useForm<GeneralValues>({
    initialValues: toValues(product),
    validate: {
      name: (value) => (value.trim() ? null : t('admin.common.fieldRequired')),
      price: (value) =>
        amount(value) ??
        ((parsePrice(value, currency) ?? 0) < 0 ? t('admin.catalog.priceCannotNegative') : null),
      listPrice: (value) =>
        amount(value) ??
        ((parsePrice(value, currency) ?? 0) < 0 ? t('admin.catalog.priceCannotNegative') : null),
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
      notifySaved(t('admin.common.xSaved', saved.name));
    });
  });

  const availability = form.values.inventoryAvailability;

  return (
    <Paper withBorder p="lg" maw={900}>
      <form onSubmit={submit} noValidate aria-label={t('admin.common.product')}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.common.name')} required {...form.getInputProps('name')} />
            <TextInput
              label={t('admin.catalog.urlSlug')}
              description={t('admin.catalog.madeNameWhenEmpty')}
              {...form.getInputProps('slug')}
            />
          </SimpleGrid>
          <Textarea
            label={t('admin.catalog.description')}
            autosize
            minRows={3}
            maxRows={12}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('admin.catalog.productType')}
              data={options(productTypeLabels())}
              allowDeselect={false}
              {...form.getInputProps('type')}
            />
            <TextInput
              label={t('admin.common.priceX', currency)}
              description={t('admin.catalog.whatShopperPays')}
              inputMode="decimal"
              {...form.getInputProps('price')}
            />
            <TextInput
              label={t('admin.catalog.listPriceX', currency)}
              description={t('admin.catalog.shownStruckThroughWhenHigherThan')}
              inputMode="decimal"
              {...form.getInputProps('listPrice')}
            />
          </SimpleGrid>
          <Select
            label={t('admin.common.tax')}
            description={t('admin.catalog.setRatesWhetherPricesIncludeThem')}
            data={[
              { value: '', label: t('admin.catalog.defaultTax') },
              ...taxes.map((tax) => ({
                value: String(tax.id),
                label: `${tax.name} (${rateText(tax.rate)})`,
              })),
            ]}
            allowDeselect={false}
            {...form.getInputProps('taxId')}
          />
          <MultiSelect
            label={t('admin.catalog.categories')}
            placeholder={t('admin.catalog.chooseShopCategories')}
            data={categories.map((category) => ({
              value: String(category.id),
              label: category.completeName,
            }))}
            searchable
            {...form.getInputProps('categoryIds')}
          />
          <Select
            label={t('admin.catalog.variantSelection')}
            description={t('admin.catalog.howShopPagePicksVariant')}
            data={[
              { value: 'attributes', label: t('admin.catalog.attributeRadioSelectColour') },
              { value: 'list', label: t('admin.catalog.listVariantsTheirPrices') },
            ]}
            allowDeselect={false}
            {...form.getInputProps('variantStyle')}
          />
          <Select
            label={t('admin.catalog.inventoryAvailability')}
            description={
              form.values.type === 'product' ? undefined : t('admin.catalog.appliesStockableProductsOnly')
            }
            data={options(inventoryAvailabilityLabels())}
            allowDeselect={false}
            {...form.getInputProps('inventoryAvailability')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {availability === 'threshold' ? (
              <NumberInput
                label={t('admin.catalog.availabilityThreshold')}
                min={0}
                max={1_000_000}
                {...form.getInputProps('availableThreshold')}
              />
            ) : null}
            {availability === 'custom' ? (
              <TextInput
                label={t('admin.catalog.customMessage')}
                maxLength={500}
                {...form.getInputProps('customMessage')}
              />
            ) : null}
            <NumberInput
              label={t('admin.common.sequence')}
              description={t('admin.catalog.orderShopsFeaturedSort')}
              min={0}
              max={1_000_000}
              {...form.getInputProps('sequence')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={saving}>
              {t('admin.common.save')}
            </Button>
            {form.isDirty() ? (
              <Button variant="subtle" color="gray" onClick={() => form.reset()}>
                {t('admin.catalog.discardChanges')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
