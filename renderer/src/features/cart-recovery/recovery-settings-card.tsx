import { Button, NumberInput, Paper, Stack, Switch, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cartRecoveryAdminCalls as calls } from '@shared/cart-recovery/admin-calls';
import type { RecoverySettings } from '@shared/cart-recovery/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { t } from '../../app/i18n';
import { ErrorState, LoadingState } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';

/**
 * Settings → Recovery mails (issue 29, item 1: "a delay set in Settings"): on or off, and the delay.
 * Its button names itself: the screen's other cards have a "Save" of their own.
 */
export function RecoverySettingsCard() {
  const { data, error, loading, reload } = useApiData(calls.settings);
  return (
    <Paper withBorder p="lg" data-recovery-settings>
      <Title order={4} mb="sm">
        {t('admin.cartRecovery.settings')}
      </Title>
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data ? <SettingsForm key={JSON.stringify(data)} settings={data} /> : null}
    </Paper>
  );
}

/** The delay in minutes here; the server keeps seconds. */
function SettingsForm({ settings }: { settings: RecoverySettings }) {
  const form = useForm({
    initialValues: { enabled: settings.enabled, delayMinutes: settings.delaySeconds / 60 },
  });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit((values) =>
    save(async () => {
      const saved = await api.call(calls.updateSettings, {
        body: { enabled: values.enabled, delaySeconds: Math.round(Number(values.delayMinutes) * 60) },
      });
      const shown = { enabled: saved.enabled, delayMinutes: saved.delaySeconds / 60 };
      form.setValues(shown);
      form.resetDirty(shown);
      notifySaved(t('admin.cartRecovery.saved'));
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Switch
          label={t('admin.cartRecovery.enabled')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('admin.cartRecovery.delayMinutes')}
          description={t('admin.cartRecovery.delayHelp')}
          min={0.1}
          decimalScale={2}
          {...form.getInputProps('delayMinutes')}
          error={form.errors.delaySeconds ?? form.errors.delayMinutes}
        />
        <div>
          <Button type="submit" loading={saving}>
            {t('admin.cartRecovery.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
