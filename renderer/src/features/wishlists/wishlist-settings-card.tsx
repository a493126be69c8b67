import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { wishlistsAdminCalls as calls } from '@shared/wishlists/admin-calls';
import type { WishlistSettingsView } from '@shared/wishlists/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { t } from '../../app/i18n';
import { ErrorState, LoadingState } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';

/**
 * Settings → Wishlists: whether customers hear of their wishlist's products back in stock or cheaper (off by default).
 * Its button names itself: the screen's other cards have a "Save" of their own.
 */
export function WishlistSettingsCard() {
  const { data, error, loading, reload } = useApiData(calls.settings);
  return (
    <Paper withBorder p="lg" data-wishlist-settings>
      <Title order={4} mb="sm">
        {t('admin.wishlists.title')}
      </Title>
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data ? <SettingsForm settings={data} /> : null}
    </Paper>
  );
}

function SettingsForm({ settings }: { settings: WishlistSettingsView }) {
  const form = useForm<WishlistSettingsView>({ initialValues: settings });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const saved = await api.call(calls.updateSettings, { body: values });
      form.setValues(saved);
      form.resetDirty(saved);
      notifySaved(t('admin.wishlists.saved'));
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Switch
          label={t('admin.wishlists.notifyOwners')}
          {...form.getInputProps('notifyOwners', { type: 'checkbox' })}
        />
        <Text size="sm" c="dimmed">
          {t('admin.wishlists.notifyOwnersHint')}
        </Text>
        <Group>
          <Button type="submit" loading={saving}>
            {t('admin.wishlists.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
