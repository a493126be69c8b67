import { MultiSelect, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import type { LangCode, Role, UserCreateInput, UserRow } from '@shared/api/admin';
import { api } from '../../../app/api';
import { useAdminSession } from '../../../app/auth';
import { FormDialog } from '../../../app/form-dialog';
import { notifySaved } from '../../../app/form-feedback';
import { roleOptions } from '../../../app/labels';
import { UserLanguageSelect } from '../../../app/user-language-select';
import { useCompanyOptions } from './company-options';
import { useSave } from '../../../app/use-save';
import { t } from '../../../app/i18n';

interface UserCreateValues {
  email: string;
  name: string;
  role: Role;
  lang: LangCode | null;
  password: string;
  companyIds: string[];
}

interface UserCreateDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (user: UserRow) => void;
}

export function UserCreateDialog({ opened, onClose, onCreated }: UserCreateDialogProps) {
  const session = useAdminSession();
  const companyOptions = useCompanyOptions();
  const form = useForm<UserCreateValues>({
    initialValues: {
      email: '',
      name: '',
      role: 'publisher',
      lang: null,
      password: '',
      companyIds: [String(session.user.companyId)],
    },
    validate: {
      companyIds: (value) => (value.length ? null : t('admin.accounts.chooseLeastOneCompany')),
    },
  });
  const { saving, save } = useSave(form);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const input: UserCreateInput = {
      email: values.email.trim(),
      name: values.name.trim(),
      role: values.role,
      companyIds: values.companyIds.map(Number),
      lang: values.lang,
      ...(values.password ? { password: values.password } : {}),
    };
    await save(async () => {
      const user = await api.call(calls.createUser, { body: input });
      notifySaved(
        values.password
          ? t('admin.accounts.xNowSign', user.name)
          : t('admin.accounts.xAddedInvitationWasSentX', user.name, user.email),
      );
      onCreated(user);
      close();
    });
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title={t('admin.accounts.newUser')}
      size="lg"
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.accounts.createUser')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('admin.common.name')} required data-autofocus {...form.getInputProps('name')} />
        <TextInput label={t('admin.common.eMail')} type="email" required {...form.getInputProps('email')} />
        <Select
          label={t('admin.accounts.role')}
          data={roleOptions()}
          allowDeselect={false}
          required
          {...form.getInputProps('role')}
        />
        <UserLanguageSelect
          value={form.values.lang}
          onChange={(lang) => form.setFieldValue('lang', lang)}
          error={form.errors.lang}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('admin.accounts.companies')}
        data={companyOptions}
        required
        {...form.getInputProps('companyIds')}
      />
      <PasswordInput
        label={t('admin.accounts.password')}
        description={t('admin.accounts.leaveEmptySendInvitationEMailLink')}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
    </FormDialog>
  );
}
