import {
  Anchor,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import type { LangCode, Role, UserRow, UserUpdateInput } from '@shared/api/admin';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAdminSession } from '../../../app/auth';
import { api } from '../../../app/api';
import { notifySaved, showSaveError } from '../../../app/form-feedback';
import { roleOptions } from '../../../app/labels';
import { UserLanguageSelect } from '../../../app/user-language-select';
import { ErrorState, formatDateTime, LoadingState, PageHeader } from '../../../app/ui';
import { useApiData } from '../../../app/use-api-data';
import { useCompanyOptions } from './company-options';
import { useSave } from '../../../app/use-save';
import { t } from '../../../app/i18n';

interface UserEditValues {
  name: string;
  role: Role;
  active: boolean;
  lang: LangCode | null;
  companyIds: string[];
}

function toValues(user: UserRow): UserEditValues {
  return {
    name: user.name,
    role: user.role,
    active: user.active,
    lang: user.lang,
    companyIds: user.companyIds.map(String),
  };
}

function UserEditForm({ user, onSaved }: { user: UserRow; onSaved: (user: UserRow) => void }) {
  const session = useAdminSession();
  const companyOptions = useCompanyOptions();
  const form = useForm<UserEditValues>({
    initialValues: toValues(user),
    validate: { companyIds: (value) => (value.length ? null : t('admin.accounts.chooseLeastOneCompany')) },
  });
  const { saving, save } = useSave(form);
  const isSelf = user.id === session.user.id;

  const submit = form.onSubmit(async (values) => {
    const input: UserUpdateInput = {
      ...values,
      name: values.name.trim(),
      companyIds: values.companyIds.map(Number),
    };
    await save(async () => {
      const saved = await api.call(calls.updateUser, { params: { id: user.id }, body: input });
      onSaved(saved);
      form.setValues(toValues(saved));
      form.resetDirty(toValues(saved));
      notifySaved(t('admin.common.xSaved', saved.name));
    });
  });

  // For someone who lost their phone and their recovery codes: they sign in with the password alone.
  const resetTwoFactor = async () => {
    if (!window.confirm(t('admin.accounts.turnOffTwoFactorSignXTheirSessions', user.name))) return;
    try {
      await api.call(calls.resetUserTwoFactor, { params: { id: user.id } });
      onSaved({ ...user, twoFactorEnabled: false });
      notifySaved(t('admin.accounts.twoFactorSignOffX', user.name));
    } catch (resetError) {
      showSaveError(null, resetError);
    }
  };

  return (
    <Paper withBorder p="lg" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <div>
            <Text size="sm" c="dimmed">
              {t('admin.common.eMail')}
            </Text>
            <Text>{user.email}</Text>
          </div>
          <TextInput label={t('admin.common.name')} required {...form.getInputProps('name')} />
          <Select
            label={t('admin.accounts.role')}
            data={roleOptions()}
            allowDeselect={false}
            disabled={isSelf}
            description={isSelf ? t('admin.accounts.cannotChangeOwnRole') : undefined}
            {...form.getInputProps('role')}
          />
          <UserLanguageSelect
            value={form.values.lang}
            onChange={(lang) => form.setFieldValue('lang', lang)}
            error={form.errors.lang}
          />
          <MultiSelect
            label={t('admin.accounts.companies')}
            data={companyOptions}
            required
            {...form.getInputProps('companyIds')}
          />
          <Switch
            label={t('admin.accounts.activeMaySign')}
            disabled={isSelf}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          {user.twoFactorEnabled ? (
            <Group gap="xs">
              <Text size="sm">{t('admin.accounts.signsSecondFactorAuthenticatorApp')}</Text>
              {isSelf ? null : (
                <Button size="xs" variant="default" color="red" onClick={resetTwoFactor}>
                  {t('admin.accounts.turnOffTwoFactorSign')}
                </Button>
              )}
            </Group>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('admin.accounts.createdX', formatDateTime(user.createdAt))}
          </Text>
          <Group>
            <Button type="submit" loading={saving}>
              {t('admin.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function isUserRow(value: unknown, id: number): value is UserRow {
  return typeof value === 'object' && value !== null && 'id' in value && value.id === id;
}

export default function UserEditPage() {
  const id = Number(useParams().id);
  const location = useLocation();
  const passed: unknown = (location.state as { user?: unknown } | null)?.user;
  const fromList = isUserRow(passed, id) ? passed : undefined;
  // From the list the row comes along; a direct link (/admin/open) reads it from the server.
  const { data, error, loading, reload, setData } = useApiData(
    calls.user,
    fromList ? null : { params: { id } },
  );
  const [saved, setSaved] = useState<UserRow | undefined>(undefined);
  const user = saved ?? fromList ?? data;

  const onSaved = (row: UserRow) => {
    setSaved(row);
    if (!fromList) setData(row);
  };

  return (
    <>
      <Anchor component={Link} to="/users" size="sm">
        {t('admin.accounts.users')}
      </Anchor>
      <PageHeader title={user?.name ?? t('admin.common.user')} />
      {loading && !user ? <LoadingState /> : null}
      {error && !user ? <ErrorState error={error} onRetry={reload} /> : null}
      {user ? <UserEditForm key={user.id} user={user} onSaved={onSaved} /> : null}
    </>
  );
}
