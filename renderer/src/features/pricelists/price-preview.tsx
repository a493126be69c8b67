import { Group, NumberInput, Paper, Select, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { catalogAdminCalls } from '@shared/catalog/admin-calls';
import { pricelistsAdminCalls as calls } from '@shared/pricelists/admin-calls';
import { useEffect, useState } from 'react';
import { useApiData } from '../../app/use-api-data';
import { formatAmount, t } from '../../app/i18n';

/** A product's price under every price list at a quantity, now: what each visitor would pay. */
export function PricePreview({ version }: { version: number }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const products = useApiData(catalogAdminCalls.productOptions, { query: { search: debounced } }).data ?? [];
  const preview = useApiData(
    calls.preview,
    templateId ? { query: { templateId: Number(templateId), quantity: Number(quantity) || 1 } } : null,
  );
  const { reload } = preview;
  // A price list saved on the screen: show the new prices.
  useEffect(() => reload(), [version, reload]);
  return (
    <Paper withBorder p="md" maw={900}>
      <Title order={4} mb="xs">
        {t('admin.pricelists.pricePreview')}
      </Title>
      <Group align="flex-end">
        <Select
          label={t('admin.common.product')}
          placeholder={t('admin.common.searchProducts')}
          data={products.map((product) => ({ value: String(product.id), label: product.name }))}
          value={templateId}
          onChange={setTemplateId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          w={280}
        />
        <NumberInput
          label={t('admin.common.quantity')}
          min={1}
          w={110}
          value={quantity}
          onChange={setQuantity}
        />
      </Group>
      {preview.data ? (
        <Table mt="sm" aria-label={t('admin.pricelists.pricesPerPriceList')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.pricelists.priceList')}</Table.Th>
              <Table.Th ta="right">{t('admin.common.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('admin.pricelists.compared')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.data.map((row) => (
              <Table.Tr key={row.pricelistId}>
                <Table.Td>{row.pricelistName}</Table.Td>
                <Table.Td ta="right">{formatAmount(row.price, row.currency)}</Table.Td>
                <Table.Td ta="right">
                  {row.listPrice > row.price ? formatAmount(row.listPrice, row.currency) : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          {t('admin.pricelists.chooseProductSeePriceEachList')}
        </Text>
      )}
    </Paper>
  );
}
