import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  ColorSwatch,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type { AttributeLineInput, ProductTemplate } from '@shared/catalog/admin-contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { notifySaved } from '../../app/form-feedback';
import { LoadingState } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import {
  attributeLinesInput,
  createVariantLabels,
  displayTypeLabels,
  moneyText,
  parsePrice,
  saveProduct,
  templateInput,
} from './products-api';
import { t } from '../../app/i18n';

/** A value of a line being edited: its price extra stays text until saved. */
interface DraftValue {
  attributeValueId: number;
  priceExtra: string;
  excludedAttributeValueIds: number[];
}

interface DraftLine {
  attributeId: number;
  values: DraftValue[];
}

function toDraft(product: ProductTemplate): DraftLine[] {
  return attributeLinesInput(product.attributeLines).map((line) => ({
    attributeId: line.attributeId,
    values: line.values.map((value) => ({
      attributeValueId: value.attributeValueId,
      priceExtra: moneyText(value.priceExtra ?? 0, product.currency),
      excludedAttributeValueIds: value.excludedAttributeValueIds ?? [],
    })),
  }));
}

/**
 * The template's attribute lines: which values of each attribute it offers, their price extras and
 * the combinations it excludes. Saving makes or archives the 'always' variants.
 */
export function AttributeLinesEditor({
  product,
  onSaved,
}: {
  product: ProductTemplate;
  onSaved: (product: ProductTemplate) => void;
}) {
  const { data: attributes, error } = useApiData(calls.attributes);
  const [lines, setLines] = useState<DraftLine[]>(() => toDraft(product));
  const [problem, setProblem] = useState<string | null>(null);
  const { saving, save: run } = useSave(null, setProblem);
  const byId = useMemo(
    () => new Map((attributes ?? []).map((attribute) => [attribute.id, attribute])),
    [attributes],
  );
  const valueLabel = useMemo(() => {
    const labels = new Map<number, string>();
    for (const attribute of attributes ?? [])
      for (const value of attribute.values) labels.set(value.id, `${attribute.name}: ${value.name}`);
    return labels;
  }, [attributes]);

  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!attributes) return <LoadingState label={t('admin.catalog.loadingAttributes')} />;

  const updateLine = (attributeId: number, change: (line: DraftLine) => DraftLine) =>
    setLines((current) => current.map((line) => (line.attributeId === attributeId ? change(line) : line)));

  const chooseValues = (attributeId: number, valueIds: string[]) =>
    updateLine(attributeId, (line) => ({
      ...line,
      values: valueIds.map(
        (valueId) =>
          line.values.find((value) => value.attributeValueId === Number(valueId)) ?? {
            attributeValueId: Number(valueId),
            priceExtra: moneyText(0, product.currency),
            excludedAttributeValueIds: [],
          },
      ),
    }));

  const updateValue = (attributeId: number, valueId: number, change: Partial<DraftValue>) =>
    updateLine(attributeId, (line) => ({
      ...line,
      values: line.values.map((value) =>
        value.attributeValueId === valueId ? { ...value, ...change } : value,
      ),
    }));

  const save = async () => {
    setProblem(null);
    const input: AttributeLineInput[] = [];
    for (const line of lines) {
      const attribute = byId.get(line.attributeId);
      if (line.values.length === 0) {
        setProblem(
          t('admin.catalog.chooseLeastOneValueXRemove', attribute?.name ?? t('admin.catalog.eachAttribute')),
        );
        return;
      }
      const values = [];
      for (const value of line.values) {
        const priceExtra = parsePrice(value.priceExtra, product.currency);
        if (priceExtra === null) {
          setProblem(
            t(
              'admin.catalog.priceExtraXNotAmount',
              valueLabel.get(value.attributeValueId) ?? t('admin.catalog.value'),
            ),
          );
          return;
        }
        values.push({ ...value, priceExtra });
      }
      input.push({ attributeId: line.attributeId, values });
    }
    await run(async () => {
      const saved = await saveProduct(product.id, templateInput(product, { attributeLines: input }));
      onSaved(saved);
      setLines(toDraft(saved));
      notifySaved(
        t(
          'admin.catalog.attributesXSavedHasXVariants',
          saved.name,
          saved.variants.filter((variant) => variant.active).length,
        ),
      );
    });
  };

  const unused = attributes.filter((attribute) => !lines.some((line) => line.attributeId === attribute.id));

  return (
    <Stack>
      {lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('admin.catalog.noAttributesProductHasSingleVariant')}
        </Text>
      ) : null}
      {lines.map((line) => {
        const attribute = byId.get(line.attributeId);
        if (!attribute) return null;
        const otherValues = lines
          .filter((other) => other.attributeId !== line.attributeId)
          .flatMap((other) => other.values.map((value) => value.attributeValueId));
        return (
          <Paper
            key={line.attributeId}
            withBorder
            p="md"
            aria-label={t('admin.catalog.attributeX', attribute.name)}
            component="section"
          >
            <Group justify="space-between" mb="sm">
              <Group gap="xs">
                <Text fw={600}>{attribute.name}</Text>
                <Badge variant="light" color="gray">
                  {displayTypeLabels()[attribute.displayType]}
                </Badge>
                <Badge variant="light" color={attribute.createVariant === 'always' ? 'blue' : 'grape'}>
                  {t('admin.catalog.variantsX', createVariantLabels()[attribute.createVariant])}
                </Badge>
              </Group>
              <Tooltip label={t('admin.common.removeX', attribute.name)}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('admin.common.removeX', attribute.name)}
                  onClick={() =>
                    setLines((current) => current.filter((other) => other.attributeId !== line.attributeId))
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <MultiSelect
              label={t('admin.catalog.values')}
              data={attribute.values.map((value) => ({
                value: String(value.id),
                label: value.isCustom ? t('admin.catalog.xCustomText', value.name) : value.name,
              }))}
              value={line.values.map((value) => String(value.attributeValueId))}
              onChange={(valueIds) => chooseValues(line.attributeId, valueIds)}
              searchable
              mb="sm"
            />
            {line.values.length > 0 ? (
              <Table verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.common.value')}</Table.Th>
                    <Table.Th w={160}>{t('admin.catalog.priceExtraX', product.currency)}</Table.Th>
                    <Table.Th>{t('admin.catalog.cannotCombined')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {line.values.map((value) => {
                    const known = attribute.values.find(
                      (candidate) => candidate.id === value.attributeValueId,
                    );
                    return (
                      <Table.Tr key={value.attributeValueId}>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            {known?.htmlColor ? <ColorSwatch color={known.htmlColor} size={16} /> : null}
                            <Text size="sm">{known?.name ?? `#${value.attributeValueId}`}</Text>
                            {known?.isCustom ? (
                              <Badge size="xs" variant="outline">
                                {t('admin.catalog.customValue')}
                              </Badge>
                            ) : null}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            size="xs"
                            aria-label={t(
                              'admin.catalog.priceExtraX2',
                              known?.name ?? t('admin.catalog.value2'),
                            )}
                            inputMode="decimal"
                            value={value.priceExtra}
                            onChange={(event) =>
                              updateValue(line.attributeId, value.attributeValueId, {
                                priceExtra: event.currentTarget.value,
                              })
                            }
                          />
                        </Table.Td>
                        <Table.Td>
                          <MultiSelect
                            size="xs"
                            aria-label={t(
                              'admin.catalog.exclusionsX',
                              known?.name ?? t('admin.catalog.value2'),
                            )}
                            placeholder={
                              otherValues.length
                                ? t('admin.catalog.anyCombination')
                                : t('admin.catalog.noOtherAttribute')
                            }
                            data={otherValues.map((valueId) => ({
                              value: String(valueId),
                              label: valueLabel.get(valueId) ?? `#${valueId}`,
                            }))}
                            value={value.excludedAttributeValueIds.map(String)}
                            onChange={(ids) =>
                              updateValue(line.attributeId, value.attributeValueId, {
                                excludedAttributeValueIds: ids.map(Number),
                              })
                            }
                            disabled={otherValues.length === 0}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            ) : null}
          </Paper>
        );
      })}
      <Group align="flex-end">
        <Select
          label={t('admin.catalog.addAttribute')}
          placeholder={
            unused.length ? t('admin.catalog.chooseAttribute') : t('admin.catalog.everyAttributeUsed')
          }
          data={unused.map((attribute) => ({ value: String(attribute.id), label: attribute.name }))}
          value={null}
          onChange={(value) => {
            if (value) setLines((current) => [...current, { attributeId: Number(value), values: [] }]);
          }}
          disabled={unused.length === 0}
          w={280}
        />
        <Anchor component={Link} to="/products/attributes" size="sm" mb={8}>
          {t('admin.catalog.manageAttributes')}
        </Anchor>
      </Group>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => void save()} loading={saving}>
          {t('admin.catalog.saveAttributes')}
        </Button>
        <Button variant="subtle" color="gray" onClick={() => setLines(toDraft(product))}>
          {t('admin.catalog.discardChanges')}
        </Button>
      </Group>
    </Stack>
  );
}
