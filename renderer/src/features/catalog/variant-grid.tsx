import { Badge, Group, Image, NumberInput, Paper, Switch, Table, Text, TextInput } from '@mantine/core';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type { ProductTemplate, Variant, VariantUpdateInput } from '@shared/catalog/admin-contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { useSave } from '../../app/use-save';
import { money } from './products-api';
import { t } from '../../app/i18n';

interface VariantRowProps {
  product: ProductTemplate;
  variant: Variant;
  onSaved: (product: ProductTemplate) => void;
}

/** One variant: stock on hand and internal reference are saved when the field is left. */
function VariantRow({ product, variant, onSaved }: VariantRowProps) {
  const [onHand, setOnHand] = useState<number | string>(variant.qtyAvailable);
  const [code, setCode] = useState(variant.defaultCode);
  // A refused value goes back to the saved one.
  const { saving, save: run } = useSave(null, () => {
    setOnHand(variant.qtyAvailable);
    setCode(variant.defaultCode);
  });
  const stockable = product.type === 'product';

  const save = (input: VariantUpdateInput, message: string) =>
    run(async () => {
      const saved = await api.call(calls.updateVariant, {
        params: { id: product.id, variantId: variant.id },
        body: input,
      });
      onSaved(saved);
      notifySaved(message);
    });

  const label = variant.valueNames.length ? variant.valueNames.join(', ') : variant.displayName;

  return (
    <Table.Tr aria-busy={saving}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Image src={variant.imageUrl} alt="" w={32} h={32} fit="contain" radius="sm" />
          <div>
            <Text size="sm">{label}</Text>
            {!variant.active ? (
              <Badge size="xs" color="gray" variant="light">
                {t('admin.common.archived')}
              </Badge>
            ) : null}
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={t('admin.catalog.internalReferenceX', label)}
          value={code}
          maxLength={100}
          onChange={(event) => setCode(event.currentTarget.value)}
          onBlur={() => {
            if (code.trim() !== variant.defaultCode)
              void save({ defaultCode: code.trim() }, t('admin.catalog.referenceXSaved', label));
          }}
        />
      </Table.Td>
      <Table.Td ta="right">{variant.priceExtra ? money(variant.priceExtra, product.currency) : '—'}</Table.Td>
      <Table.Td ta="right">{money(variant.price, product.currency)}</Table.Td>
      <Table.Td>
        {stockable ? (
          <NumberInput
            size="xs"
            aria-label={t('admin.catalog.handX', label)}
            min={0}
            max={100_000_000}
            value={onHand}
            onChange={setOnHand}
            onBlur={() => {
              const quantity = Number(onHand);
              if (onHand !== '' && Number.isFinite(quantity) && quantity !== variant.qtyAvailable)
                void save({ qtyAvailable: quantity }, t('admin.catalog.xXHand', label, quantity));
            }}
            w={110}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.catalog.notTracked')}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{stockable ? variant.virtualAvailable : '—'}</Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('admin.catalog.xSold', label)}
          checked={variant.active}
          disabled={saving}
          onChange={(event) =>
            void save(
              { active: event.currentTarget.checked },
              event.currentTarget.checked
                ? t('admin.catalog.xSoldAgain', label)
                : t('admin.catalog.xArchived', label),
            )
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The template's variants with their price and stock on hand (editable for stockable products). */
export function VariantGrid({
  product,
  onSaved,
}: {
  product: ProductTemplate;
  onSaved: (product: ProductTemplate) => void;
}) {
  if (product.variants.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('admin.catalog.noVariantsYetDynamicVariantsMadeWhen')}
      </Text>
    );
  }
  return (
    <Paper withBorder>
      <Table aria-label={t('admin.catalog.variants')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.common.variant')}</Table.Th>
            <Table.Th w={160}>{t('admin.catalog.reference')}</Table.Th>
            <Table.Th ta="right">{t('admin.catalog.priceExtra')}</Table.Th>
            <Table.Th ta="right">{t('admin.common.price')}</Table.Th>
            <Table.Th w={130}>{t('admin.catalog.hand')}</Table.Th>
            <Table.Th ta="right">{t('admin.catalog.forecast')}</Table.Th>
            <Table.Th w={70}>{t('admin.catalog.sold')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {product.variants.map((variant) => (
            // Keyed by the figures too, so a saved answer resets the inputs.
            <VariantRow
              key={`${variant.id}-${variant.qtyAvailable}-${variant.defaultCode}`}
              product={product}
              variant={variant}
              onSaved={onSaved}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
