import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProductTemplate } from '@shared/catalog/admin-contract';
import { useState } from 'react';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { createProduct, productTypeLabels } from './products-api';

interface ProductCreateValues {
  name: string;
  type: keyof typeof productTypeLabels;
}

interface ProductCreateDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (product: ProductTemplate) => void;
}

export function ProductCreateDialog({ opened, onClose, onCreated }: ProductCreateDialogProps) {
  const [saving, setSaving] = useState(false);
  const form = useForm<ProductCreateValues>({
    initialValues: { name: '', type: 'consu' },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const product = await createProduct({
        name: values.name.trim(),
        type: values.type,
        // Prices, images and the rest are set on the product's page, in the shop's currency.
        listPrice: 0,
        price: 0,
      });
      notifySaved(`${product.name} is created. It is not published yet.`);
      close();
      onCreated(product);
    } catch (error) {
      showSaveError(form, error);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="New product">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <Select
            label="Product type"
            data={Object.entries(productTypeLabels).map(([value, label]) => ({ value, label }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Create product
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
