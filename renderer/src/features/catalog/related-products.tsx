import { Button, Group, MultiSelect, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type { ProductRef, ProductTemplate } from '@shared/catalog/admin-contract';
import { useMemo, useState } from 'react';
import { notifySaved } from '../../app/form-feedback';
import { useApiData } from '../../app/use-api-data';
import { saveProduct, templateInput } from './products-api';
import { useSave } from '../../app/use-save';
import { t } from '../../app/i18n';

interface ProductPickerProps {
  label: string;
  description: string;
  /** The product being edited: it cannot be its own option. */
  excludeId: number;
  value: ProductRef[];
  onChange: (products: ProductRef[]) => void;
}

/** Picks products by name, searching the catalogue as the person types. */
export function ProductPicker({ label, description, excludeId, value, onChange }: ProductPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data: found, loading } = useApiData(calls.productOptions, { query: { search: debounced } });
  const known = useMemo(() => {
    const refs = new Map<number, ProductRef>();
    for (const ref of [...value, ...(found ?? [])]) if (ref.id !== excludeId) refs.set(ref.id, ref);
    return refs;
  }, [value, found, excludeId]);

  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={t('admin.common.searchProducts')}
      data={[...known.values()].map((ref) => ({ value: String(ref.id), label: ref.name }))}
      value={value.map((ref) => String(ref.id))}
      onChange={(ids) => onChange(ids.flatMap((id) => known.get(Number(id)) ?? []))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server filters; show what it found.
      filter={({ options }) => options}
      nothingFoundMessage={loading ? t('admin.catalog.searching') : t('admin.catalog.noProductFound')}
      maxValues={100}
    />
  );
}

/** Optional products (offered in the add-to-cart dialog) and accessories (suggested in the cart). */
export function RelatedProducts({
  product,
  onSaved,
}: {
  product: ProductTemplate;
  onSaved: (product: ProductTemplate) => void;
}) {
  const [optional, setOptional] = useState(product.optionalProducts);
  const [accessories, setAccessories] = useState(product.accessoryProducts);
  const { saving, save } = useSave(null);

  const saveRelated = () =>
    save(async () => {
      const saved = await saveProduct(
        product.id,
        templateInput(product, {
          optionalProductIds: optional.map((ref) => ref.id),
          accessoryProductIds: accessories.map((ref) => ref.id),
        }),
      );
      onSaved(saved);
      setOptional(saved.optionalProducts);
      setAccessories(saved.accessoryProducts);
      notifySaved(t('admin.catalog.relatedProductsXSaved', saved.name));
    });

  return (
    <Paper withBorder p="lg" maw={900}>
      <Stack>
        <ProductPicker
          label={t('admin.catalog.optionalProducts')}
          description={t('admin.catalog.offeredDialogAfterProductAddedCart')}
          excludeId={product.id}
          value={optional}
          onChange={setOptional}
        />
        <ProductPicker
          label={t('admin.catalog.accessoryProducts')}
          description={t('admin.catalog.suggestedCartWhenProduct')}
          excludeId={product.id}
          value={accessories}
          onChange={setAccessories}
        />
        <Group>
          <Button onClick={() => void saveRelated()} loading={saving}>
            {t('admin.catalog.saveRelatedProducts')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
