import {
  Button,
  Group,
  Modal,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LangCode, Role, UserCreateInput, UserRow } from '@shared/api/admin';
import { useState } from 'react';
import { api } from '../../../app/api';
import { useAdminSession } from '../../../app/auth';
import { notifySaved, showSaveError } from '../../../app/form-feedback';
import { languageOptions, roleOptions } from '../../../app/labels';
import { useCompanyOptions } from './company-options';

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
  const [saving, setSaving] = useState(false);
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
    setSaving(true);
    try {
      const user = await api.post<UserRow>('/users', input);
      notifySaved(
        values.password
          ? `${user.name} can now sign in.`
          : `${user.name} is added. An invitation was sent to ${user.email}.`,
      );
      onCreated(user);
      close();
    } catch (error) {
      showSaveError(form, error);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="New user" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
            <TextInput label="E-mail" type="email" required {...form.getInputProps('email')} />
            <Select
              label="Role"
              data={roleOptions}
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
          <MultiSelect
            label="Companies"
            data={companyOptions}
            required
            {...form.getInputProps('companyIds')}
          />
          <PasswordInput
            label="Password"
            description="Leave empty to send an invitation e-mail with a link to choose one."
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Create user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
