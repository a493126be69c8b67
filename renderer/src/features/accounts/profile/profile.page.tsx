import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import type { ChangePasswordInput, Profile, ProfileInput } from '@shared/api/admin';
import { api } from '../../../app/api';
import { useAuth } from '../../../app/auth';
import { notifySaved } from '../../../app/form-feedback';
import { ErrorState, LoadingState, PageHeader } from '../../../app/ui';
import { UserLanguageSelect } from '../../../app/user-language-select';
import { useApiData } from '../../../app/use-api-data';
import { useSave } from '../../../app/use-save';
import { TwoFactorCard } from './two-factor-card';
import { browserLanguage, t, tIn } from '../../../app/i18n';

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { refresh } = useAuth();
  const form = useForm<ProfileInput>({
    initialValues: { name: profile.name, email: profile.email, lang: profile.lang },
  });
  const { saving, save } = useSave(form);

  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const saved = await api.call(calls.updateProfile, { body: values });
      onSaved(saved);
      form.resetDirty(saved);
      // Said in the language just chosen, which the back office switches to.
      notifySaved(tIn(saved.lang ?? browserLanguage(), 'admin.accounts.profileSaved'));
      await refresh();
    });
  });

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>{t('admin.accounts.details')}</Title>
          <TextInput label={t('admin.common.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('admin.common.eMail')} type="email" required {...form.getInputProps('email')} />
          <UserLanguageSelect
            value={form.values.lang}
            onChange={(lang) => form.setFieldValue('lang', lang)}
            error={form.errors.lang}
          />
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

function PasswordForm() {
  const form = useForm<ChangePasswordInput & { confirmPassword: string }>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      confirmPassword: (value, values) =>
        value === values.newPassword ? null : t('admin.accounts.twoPasswordsDiffer'),
    },
  });
  const { saving, save } = useSave(form);

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    await save(async () => {
      await api.call(calls.changePassword, { body: { currentPassword, newPassword } });
      form.reset();
      notifySaved(t('admin.accounts.passwordChanged'));
    });
  });

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>{t('admin.accounts.changePassword')}</Title>
          <PasswordInput
            label={t('admin.accounts.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('admin.accounts.newPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('admin.accounts.newPasswordAgain')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group>
            <Button type="submit" loading={saving}>
              {t('admin.accounts.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export default function ProfilePage() {
  const { data, error, loading, reload, setData } = useApiData(calls.profile);
  return (
    <>
      <PageHeader title={t('admin.common.profile')} />
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} maw={960}>
          <ProfileForm profile={data} onSaved={setData} />
          <PasswordForm />
          <TwoFactorCard />
        </SimpleGrid>
      ) : null}
      {!loading && !error && !data ? <Alert>{t('admin.accounts.profileCouldNotRead')}</Alert> : null}
    </>
  );
}
