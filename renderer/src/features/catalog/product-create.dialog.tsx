import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type { ProductTemplate } from '@shared/catalog/admin-contract';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { useSave } from '../../app/use-save';
import { productTypeLabels } from './products-api';
import { t } from '../../app/i18n';

interface ProductCreateValues {
  name: string;
  type: keyof ReturnType<typeof productTypeLabels>;
}

interface ProductCreateDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (product: ProductTemplate) => void;
}

export function ProductCreateDialog({ opened, onClose, onCreated }: ProductCreateDialogProps) {
  const form = useForm<ProductCreateValues>({
    initialValues: { name: '', type: 'consu' },
  });
  const { saving, save } = useSave(form);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const product = await api.call(calls.createProduct, {
        body: {
          name: values.name.trim(),
          type: values.type,
          // Prices, images and the rest are set on the product's page, in the shop's currency.
          listPrice: 0,
          price: 0,
        },
      });
      notifySaved(t('admin.catalog.xCreatedNotPublishedYet', product.name));
      close();
      onCreated(product);
    });
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title={t('admin.catalog.newProduct')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.catalog.createProduct')}
    >
      <TextInput label={t('admin.common.name')} required data-autofocus {...form.getInputProps('name')} />
      <Select
        label={t('admin.catalog.productType')}
        data={Object.entries(productTypeLabels()).map(([value, label]) => ({ value, label }))}
        allowDeselect={false}
        {...form.getInputProps('type')}
      />
    </FormDialog>
  );
}
