import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { catalogAdminCalls } from '@shared/catalog/admin-calls';
import type { RuleScope } from '@shared/pricelists/pricing';
import { useMemo, useState } from 'react';
import { useApiData } from '../../app/use-api-data';
import { t } from '../../app/i18n';

interface RuleTargetProps {
  scope: RuleScope;
  /** The target's id as text ('' for none). */
  value: string;
  /** Its name as saved, shown until the options load. */
  savedName: string;
  /** For a variant rule: the product the variant belongs to. */
  productId: string;
  onProductChange: (productId: string) => void;
  onChange: (value: string) => void;
  error?: string;
}

/** What a rule applies to: a category, a product (searched by name) or one variant of a product. */
export function RuleTarget(props: RuleTargetProps) {
  const { scope, value, savedName, onChange, error } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const categories = useApiData(catalogAdminCalls.categories, scope === 'category' ? {} : null).data;
  const products = useApiData(
    catalogAdminCalls.productOptions,
    scope === 'product' || scope === 'variant' ? { query: { search: debounced } } : null,
  ).data;
  const product = useApiData(
    catalogAdminCalls.product,
    scope === 'variant' && props.productId ? { params: { id: Number(props.productId) } } : null,
  ).data;
  const productOptions = useMemo(() => {
    const options = (products ?? []).map((ref) => ({ value: String(ref.id), label: ref.name }));
    const current = scope === 'product' ? value : props.productId;
    if (current && !options.some((option) => option.value === current))
      options.unshift({
        value: current,
        label: scope === 'product' ? savedName : (product?.name ?? `#${current}`),
      });
    return options;
  }, [products, scope, value, props.productId, savedName, product]);

  if (scope === 'all') return null;
  if (scope === 'category')
    return (
      <Select
        aria-label={t('admin.common.category')}
        placeholder={t('admin.common.category')}
        data={(categories ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        searchable
        error={error}
        w={200}
      />
    );
  const productSelect = (
    <Select
      aria-label={t('admin.common.product')}
      placeholder={t('admin.common.searchProducts')}
      data={productOptions}
      value={(scope === 'product' ? value : props.productId) || null}
      onChange={(next) => (scope === 'product' ? onChange(next ?? '') : props.onProductChange(next ?? ''))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      error={scope === 'product' ? error : undefined}
      w={200}
    />
  );
  if (scope === 'product') return productSelect;
  const variants = (product?.variants ?? []).map((variant) => ({
    value: String(variant.id),
    label: variant.displayName,
  }));
  if (value && !variants.some((option) => option.value === value))
    variants.unshift({ value, label: savedName });
  return (
    <>
      {productSelect}
      <Select
        aria-label={t('admin.common.variant')}
        placeholder={t('admin.common.variant')}
        data={variants}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        error={error}
        w={200}
      />
    </>
  );
}
