import {
  ActionIcon,
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
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { catalogAdminCalls } from '@shared/catalog/admin-calls';
import { ordersAdminCalls } from '@shared/orders/admin-calls';
import type { QuotationInput } from '@shared/orders/quotations';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { t } from '../../app/i18n';

interface LineValues {
  templateId: string;
  productId: string;
  quantity: number | string;
  discount: number | string;
}

/** A product, then its variant (one variant: chosen for you). */
function LinePicker({
  line,
  onTemplate,
  onVariant,
  error,
}: {
  line: LineValues;
  onTemplate: (id: string) => void;
  onVariant: (id: string) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const products = useApiData(catalogAdminCalls.productOptions, { query: { search: debounced } }).data ?? [];
  const detail = useApiData(
    catalogAdminCalls.product,
    line.templateId ? { params: { id: Number(line.templateId) } } : null,
  ).data;
  const variants = detail?.variants ?? [];
  return (
    <>
      <Select
        aria-label={t('admin.common.product')}
        placeholder={t('admin.common.searchProducts')}
        data={products.map((product) => ({ value: String(product.id), label: product.name }))}
        value={line.templateId || null}
        onChange={(id) => {
          onTemplate(id ?? '');
          onVariant('');
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        error={error}
        w={240}
      />
      {variants.length > 1 ? (
        <Select
          aria-label={t('admin.common.variant')}
          placeholder={t('admin.common.variant')}
          data={variants.map((variant) => ({ value: String(variant.id), label: variant.displayName }))}
          value={line.productId || null}
          onChange={(id) => onVariant(id ?? '')}
          w={220}
        />
      ) : null}
    </>
  );
}

/**
 * Staff's new quotation: the customer, products with quantities and discounts, its terms. `customer`
 * fills the customer in (a lead converted); `onCreated` hears of the new order before it opens.
 */
export function QuotationDialog({
  onClose,
  customer,
  onCreated,
}: {
  onClose: () => void;
  customer?: { email: string; name: string };
  onCreated?: (order: { id: number; name: string }) => Promise<void>;
}) {
  const navigate = useNavigate();
  const form = useForm<{
    customerEmail: string;
    customerName: string;
    validUntil: string;
    signatureRequired: boolean;
    paymentRequired: boolean;
    lines: LineValues[];
  }>({
    initialValues: {
      customerEmail: customer?.email ?? '',
      customerName: customer?.name ?? '',
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      signatureRequired: true,
      paymentRequired: true,
      lines: [{ templateId: '', productId: '', quantity: 1, discount: 0 }],
    },
  });
  const { saving, save } = useSave(form);
  const variantOf = async (line: LineValues) => {
    if (line.productId) return Number(line.productId);
    if (!line.templateId) return 0;
    const product = await api.call(catalogAdminCalls.product, { params: { id: Number(line.templateId) } });
    return product.variants.length === 1 ? product.variants[0]!.id : 0;
  };
  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const input: QuotationInput = {
        customerEmail: values.customerEmail,
        customerName: values.customerName,
        validUntil: values.validUntil || null,
        signatureRequired: values.signatureRequired,
        paymentRequired: values.paymentRequired,
        lines: await Promise.all(
          values.lines.map(async (line) => ({
            productId: await variantOf(line),
            quantity: Number(line.quantity) || 1,
            discount: Number(line.discount) || 0,
          })),
        ),
      };
      const order = await api.call(ordersAdminCalls.createQuotation, { body: input });
      await onCreated?.(order);
      notifySaved(t('admin.common.xSaved', order.name));
      onClose();
      void navigate(`/orders/${order.id}`);
    });
  });
  return (
    <FormDialog
      onClose={onClose}
      title={t('admin.orders.newQuotation')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
      size="xl"
    >
      <Group grow align="flex-start">
        <TextInput
          label={t('admin.common.customersEMail')}
          required
          data-autofocus
          {...form.getInputProps('customerEmail')}
        />
        <TextInput label={t('admin.orders.customersName')} required {...form.getInputProps('customerName')} />
      </Group>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('admin.common.products')}
        </Text>
        {form.values.lines.map((line, index) => (
          <Group key={index} gap="xs" align="flex-start" data-quotation-line={index}>
            <LinePicker
              line={line}
              onTemplate={(id) => form.setFieldValue(`lines.${index}.templateId`, id)}
              onVariant={(id) => form.setFieldValue(`lines.${index}.productId`, id)}
              error={form.errors[`lines.${index}.productId`] as string | undefined}
            />
            <NumberInput
              aria-label={t('admin.common.quantity')}
              min={1}
              w={90}
              {...form.getInputProps(`lines.${index}.quantity`)}
            />
            <NumberInput
              aria-label={t('admin.orders.discount')}
              min={0}
              max={100}
              w={90}
              suffix=" %"
              {...form.getInputProps(`lines.${index}.discount`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('admin.orders.removeProduct')}
              onClick={() => form.removeListItem('lines', index)}
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
          onClick={() =>
            form.insertListItem('lines', { templateId: '', productId: '', quantity: 1, discount: 0 })
          }
        >
          {t('admin.orders.addProduct')}
        </Button>
        {form.errors.lines ? (
          <Text size="xs" c="red">
            {form.errors.lines}
          </Text>
        ) : null}
      </Stack>
      <Group align="flex-end">
        <TextInput label={t('admin.common.validUntil')} type="date" {...form.getInputProps('validUntil')} />
        <Switch
          label={t('admin.orders.signatureRequired')}
          {...form.getInputProps('signatureRequired', { type: 'checkbox' })}
        />
        <Switch
          label={t('admin.orders.paymentRequired')}
          {...form.getInputProps('paymentRequired', { type: 'checkbox' })}
        />
      </Group>
    </FormDialog>
  );
}
