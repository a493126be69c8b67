import { Badge, Group, Image, NumberInput, Paper, Switch, Table, Text, TextInput } from '@mantine/core';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type { ProductTemplate, Variant, VariantUpdateInput } from '@shared/catalog/admin-contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { useSave } from '../../app/use-save';
import { money } from './products-api';

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
                Archived
              </Badge>
            ) : null}
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Internal reference of ${label}`}
          value={code}
          maxLength={100}
          onChange={(event) => setCode(event.currentTarget.value)}
          onBlur={() => {
            if (code.trim() !== variant.defaultCode)
              void save({ defaultCode: code.trim() }, `The reference of ${label} is saved.`);
          }}
        />
      </Table.Td>
      <Table.Td ta="right">{variant.priceExtra ? money(variant.priceExtra, product.currency) : '—'}</Table.Td>
      <Table.Td ta="right">{money(variant.price, product.currency)}</Table.Td>
      <Table.Td>
        {stockable ? (
          <NumberInput
            size="xs"
            aria-label={`On hand of ${label}`}
            min={0}
            max={100_000_000}
            value={onHand}
            onChange={setOnHand}
            onBlur={() => {
              const quantity = Number(onHand);
              if (onHand !== '' && Number.isFinite(quantity) && quantity !== variant.qtyAvailable)
                void save({ qtyAvailable: quantity }, `${label}: ${quantity} on hand.`);
            }}
            w={110}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Not tracked
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{stockable ? variant.virtualAvailable : '—'}</Table.Td>
      <Table.Td>
        <Switch
          aria-label={`${label} is sold`}
          checked={variant.active}
          disabled={saving}
          onChange={(event) =>
            void save(
              { active: event.currentTarget.checked },
              event.currentTarget.checked ? `${label} is sold again.` : `${label} is archived.`,
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
        No variants yet: dynamic variants are made when a shopper first chooses them.
      </Text>
    );
  }
  return (
    <Paper withBorder>
      <Table aria-label="Variants" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Variant</Table.Th>
            <Table.Th w={160}>Reference</Table.Th>
            <Table.Th ta="right">Price extra</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th w={130}>On hand</Table.Th>
            <Table.Th ta="right">Forecast</Table.Th>
            <Table.Th w={70}>Sold</Table.Th>
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
