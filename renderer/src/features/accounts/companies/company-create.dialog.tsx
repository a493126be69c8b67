import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import type { CompanyInput, CompanyRef } from '@shared/api/admin';
import { api } from '../../../app/api';
import { useAuth } from '../../../app/auth';
import { FormDialog } from '../../../app/form-dialog';
import { notifySaved } from '../../../app/form-feedback';
import { useSave } from '../../../app/use-save';
import { t } from '../../../app/i18n';

interface CompanyCreateDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (company: CompanyRef) => void;
}

export function CompanyCreateDialog({ opened, onClose, onCreated }: CompanyCreateDialogProps) {
  const { refresh } = useAuth();
  const form = useForm<CompanyInput>({ initialValues: { name: '' } });
  const { saving, save } = useSave(form);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const company = await api.call(calls.createCompany, { body: values });
      notifySaved(t('admin.accounts.companyXAdded', company.name));
      // The new company joins the session's list, so the company switch offers it.
      await refresh();
      onCreated(company);
      close();
    });
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title={t('admin.accounts.addCompany')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.accounts.addCompany2')}
    >
      <TextInput
        label={t('admin.accounts.companyName')}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
    </FormDialog>
  );
}
