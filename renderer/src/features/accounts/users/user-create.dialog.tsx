import { MultiSelect, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import type { LangCode, Role, UserCreateInput, UserRow } from '@shared/api/admin';
import { api } from '../../../app/api';
import { useAdminSession } from '../../../app/auth';
import { FormDialog } from '../../../app/form-dialog';
import { notifySaved } from '../../../app/form-feedback';
import { languageOptions, roleOptions } from '../../../app/labels';
import { useCompanyOptions } from './company-options';
import { useSave } from '../../../app/use-save';

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
      companyIds: (value) => (value.length ? null : 'Choose at least one company.'),
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
      ...(values.lang ? { lang: values.lang } : {}),
      ...(values.password ? { password: values.password } : {}),
    };
    await save(async () => {
      const user = await api.call(calls.createUser, { body: input });
      notifySaved(
        values.password
          ? `${user.name} can now sign in.`
          : `${user.name} is added. An invitation was sent to ${user.email}.`,
      );
      onCreated(user);
      close();
    });
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title="New user"
      size="lg"
      onSubmit={submit}
      saving={saving}
      submitLabel="Create user"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <TextInput label="E-mail" type="email" required {...form.getInputProps('email')} />
        <Select
          label="Role"
          data={roleOptions()}
          allowDeselect={false}
          required
          {...form.getInputProps('role')}
        />
        <Select
          label="Language"
          placeholder="The company's default"
          data={languageOptions}
          clearable
          {...form.getInputProps('lang')}
        />
      </SimpleGrid>
      <MultiSelect label="Companies" data={companyOptions} required {...form.getInputProps('companyIds')} />
      <PasswordInput
        label="Password"
        description="Leave empty to send an invitation e-mail with a link to choose one."
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
    </FormDialog>
  );
}
