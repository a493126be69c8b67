import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import type { ChangePasswordInput, LangCode, Profile, ProfileInput } from '@shared/api/admin';
import { api } from '../../../app/api';
import { useAdminSession, useAuth } from '../../../app/auth';
import { notifySaved } from '../../../app/form-feedback';
import { languageNames } from '../../../app/labels';
import { ErrorState, LoadingState, PageHeader } from '../../../app/ui';
import { useApiData } from '../../../app/use-api-data';
import { useSave } from '../../../app/use-save';
import { TwoFactorCard } from './two-factor-card';

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const session = useAdminSession();
  const { refresh } = useAuth();
  const form = useForm<ProfileInput>({
    initialValues: { name: profile.name, email: profile.email, lang: profile.lang },
  });
  const { saving, save } = useSave(form);
  const languages = session.languages.length
    ? session.languages.map((language) => ({ value: language.code, label: language.name }))
    : (Object.keys(languageNames) as LangCode[]).map((code) => ({ value: code, label: languageNames[code] }));

  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const saved = await api.call(calls.updateProfile, { body: values });
      onSaved(saved);
      form.resetDirty(saved);
      notifySaved('Your profile is saved.');
      await refresh();
    });
  });

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>Your details</Title>
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="E-mail" type="email" required {...form.getInputProps('email')} />
          <Select label="Language" data={languages} allowDeselect={false} {...form.getInputProps('lang')} />
          <Group>
            <Button type="submit" loading={saving}>
              Save
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
      confirmPassword: (value, values) => (value === values.newPassword ? null : 'The two passwords differ.'),
    },
  });
  const { saving, save } = useSave(form);

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    await save(async () => {
      await api.call(calls.changePassword, { body: { currentPassword, newPassword } });
      form.reset();
      notifySaved('Your password is changed.');
    });
  });

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>Change password</Title>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="New password again"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group>
            <Button type="submit" loading={saving}>
              Change password
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
      <PageHeader title="Profile" />
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} maw={960}>
          <ProfileForm profile={data} onSaved={setData} />
          <PasswordForm />
          <TwoFactorCard />
        </SimpleGrid>
      ) : null}
      {!loading && !error && !data ? <Alert>Your profile could not be read.</Alert> : null}
    </>
  );
}
