import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Checkbox,
  ColorInput,
  ColorSwatch,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type {
  Attribute,
  AttributeInput,
  AttributeValue,
  AttributeValueInput,
} from '@shared/catalog/admin-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { createVariantLabels, displayTypeLabels } from './products-api';
import { useRecordSave, useSave } from '../../app/use-save';
import { t } from '../../app/i18n';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

interface AttributeValues {
  name: string;
  displayType: Attribute['displayType'];
  createVariant: Attribute['createVariant'];
  sequence: number;
}

function AttributeDialog({
  attribute,
  onClose,
  onSaved,
}: {
  /** null: a new attribute. */
  attribute: Attribute | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<AttributeValues>({
    initialValues: attribute
      ? {
          name: attribute.name,
          displayType: attribute.displayType,
          createVariant: attribute.createVariant,
          sequence: attribute.sequence,
        }
      : { name: '', displayType: 'radio', createVariant: 'always', sequence: 10 },
  });
  const { saving, saveRecord } = useRecordSave(form, { onSaved, onClose });
  const used = (attribute?.productCount ?? 0) > 0;

  const submit = form.onSubmit(async (values) => {
    const input: AttributeInput = { ...values, name: values.name.trim() };
    await saveRecord(input.name, () =>
      attribute
        ? api.call(calls.updateAttribute, { params: { id: attribute.id }, body: input })
        : api.call(calls.createAttribute, { body: input }),
    );
  });

  return (
    <FormDialog
      onClose={onClose}
      title={attribute ? t('admin.common.editX', attribute.name) : t('admin.catalog.newAttribute')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
    >
      <TextInput label={t('admin.common.name')} required data-autofocus {...form.getInputProps('name')} />
      <Select
        label={t('admin.catalog.displayType')}
        data={options(displayTypeLabels())}
        allowDeselect={false}
        {...form.getInputProps('displayType')}
      />
      <Select
        label={t('admin.catalog.variantCreation')}
        description={used ? t('admin.catalog.productsUseAttributeModeCannotChange') : undefined}
        data={options(createVariantLabels())}
        allowDeselect={false}
        disabled={used}
        {...form.getInputProps('createVariant')}
      />
      <NumberInput
        label={t('admin.common.sequence')}
        min={0}
        max={1_000_000}
        {...form.getInputProps('sequence')}
      />
    </FormDialog>
  );
}

interface ValueFormValues {
  name: string;
  htmlColor: string;
  isCustom: boolean;
  sequence: number;
}

function ValueDialog({
  attribute,
  value,
  onClose,
  onSaved,
}: {
  attribute: Attribute;
  /** null: a new value. */
  value: AttributeValue | null;
  onClose: () => void;
  onSaved: (attribute: Attribute) => void;
}) {
  const form = useForm<ValueFormValues>({
    initialValues: {
      name: value?.name ?? '',
      htmlColor: value?.htmlColor ?? '',
      isCustom: value?.isCustom ?? false,
      sequence: value?.sequence ?? (attribute.values.at(-1)?.sequence ?? 0) + 10,
    },
  });
  const { saving, save } = useSave(form);

  const submit = form.onSubmit(async (values) => {
    const input: AttributeValueInput = {
      name: values.name.trim(),
      htmlColor: values.htmlColor.trim() || null,
      isCustom: values.isCustom,
      sequence: values.sequence,
    };
    await save(async () => {
      const saved = value
        ? await api.call(calls.updateAttributeValue, {
            params: { id: attribute.id, valueId: value.id },
            body: input,
          })
        : await api.call(calls.createAttributeValue, { params: { id: attribute.id }, body: input });
      notifySaved(t('admin.common.xSaved', input.name));
      onSaved(saved);
      onClose();
    });
  });

  return (
    <FormDialog
      onClose={onClose}
      title={value ? t('admin.common.editX', value.name) : t('admin.catalog.newValueX', attribute.name)}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
    >
      <TextInput label={t('admin.common.name')} required data-autofocus {...form.getInputProps('name')} />
      {attribute.displayType === 'color' ? (
        <ColorInput
          label={t('admin.catalog.colour')}
          format="hex"
          placeholder="#rrggbb"
          {...form.getInputProps('htmlColor')}
        />
      ) : null}
      <Checkbox
        label={t('admin.catalog.customValueShopperTypesTextOther')}
        {...form.getInputProps('isCustom', { type: 'checkbox' })}
      />
      <NumberInput
        label={t('admin.common.sequence')}
        min={0}
        max={1_000_000}
        {...form.getInputProps('sequence')}
      />
    </FormDialog>
  );
}

type Editing =
  | { kind: 'attribute'; attribute: Attribute | null }
  | { kind: 'value'; attribute: Attribute; value: AttributeValue | null }
  | null;

function AttributeCard({
  attribute,
  onEdit,
  onChanged,
}: {
  attribute: Attribute;
  onEdit: (editing: Editing) => void;
  onChanged: () => void;
}) {
  const remove = async () => {
    if (!window.confirm(t('admin.catalog.deleteAttributeXValuesQuestion', attribute.name))) return;
    try {
      await api.call(calls.deleteAttribute, { params: { id: attribute.id } });
      notifySaved(t('admin.common.xDeleted', attribute.name));
      onChanged();
    } catch (error) {
      showSaveError(null, error);
    }
  };
  const removeValue = async (value: AttributeValue) => {
    try {
      await api.call(calls.deleteAttributeValue, { params: { id: attribute.id, valueId: value.id } });
      notifySaved(t('admin.common.xDeleted', value.name));
      onChanged();
    } catch (error) {
      showSaveError(null, error);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={attribute.name}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Text fw={600}>{attribute.name}</Text>
          <Badge variant="light" color="gray">
            {displayTypeLabels()[attribute.displayType]}
          </Badge>
          <Badge variant="light" color={attribute.createVariant === 'always' ? 'blue' : 'grape'}>
            {t('admin.catalog.variantsX', createVariantLabels()[attribute.createVariant])}
          </Badge>
          <Text size="xs" c="dimmed">
            {attribute.productCount === 1
              ? t('admin.catalog.used1Product')
              : t('admin.catalog.usedXProducts', attribute.productCount)}
          </Text>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => onEdit({ kind: 'attribute', attribute })}>
            {t('admin.catalog.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={attribute.productCount > 0}
            title={attribute.productCount > 0 ? t('admin.catalog.productsUse') : undefined}
            onClick={() => void remove()}
          >
            {t('admin.common.delete')}
          </Button>
        </Group>
      </Group>
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {attribute.values.map((value) => (
            <Table.Tr key={value.id}>
              <Table.Td>
                <Group gap="xs">
                  {value.htmlColor ? <ColorSwatch color={value.htmlColor} size={16} /> : null}
                  <Text size="sm">{value.name}</Text>
                  {value.isCustom ? (
                    <Badge size="xs" variant="outline">
                      {t('admin.catalog.customValue')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td w={90}>
                <Group gap={2} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('admin.catalog.edit')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('admin.common.editX', value.name)}
                      onClick={() => onEdit({ kind: 'value', attribute, value })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('admin.common.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('admin.common.deleteX', value.name)}
                      onClick={() => void removeValue(value)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button
        mt="xs"
        size="xs"
        variant="subtle"
        leftSection={<IconPlus size={14} />}
        onClick={() => onEdit({ kind: 'value', attribute, value: null })}
      >
        {t('admin.catalog.addValue')}
      </Button>
    </Paper>
  );
}

/** Product attributes (colour, size…) with their values, display type and variant-creation mode. */
export default function AttributesPage() {
  const { data, error, loading, reload } = useApiData(calls.attributes);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <>
      <Anchor component={Link} to="/products" size="sm">
        {t('admin.catalog.products')}
      </Anchor>
      <PageHeader
        title={t('admin.catalog.attributes')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ kind: 'attribute', attribute: null })}
          >
            {t('admin.catalog.newAttribute')}
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? <EmptyState>{t('admin.catalog.noAttributesYet')}</EmptyState> : null}
      <Stack>
        {(data ?? []).map((attribute) => (
          <AttributeCard key={attribute.id} attribute={attribute} onEdit={setEditing} onChanged={reload} />
        ))}
      </Stack>
      {editing?.kind === 'attribute' ? (
        <AttributeDialog attribute={editing.attribute} onClose={() => setEditing(null)} onSaved={reload} />
      ) : null}
      {editing?.kind === 'value' ? (
        <ValueDialog
          attribute={editing.attribute}
          value={editing.value}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </>
  );
}
