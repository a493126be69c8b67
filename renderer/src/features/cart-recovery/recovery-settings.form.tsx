import { Button, Group, NumberInput, Paper, Stack, Switch, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cartRecoveryAdminCalls as calls } from '@shared/cart-recovery/admin-calls';
import type { RecoverySettings } from '@shared/cart-recovery/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { t } from '../../app/i18n';
import { useSave } from '../../app/use-save';

/** The recovery's settings: on or off, and the delay (in minutes here; the server keeps seconds). */
export function RecoverySettingsForm({
  settings,
  onSaved,
}: {
  settings: RecoverySettings;
  onSaved: () => void;
}) {
  const form = useForm({
    initialValues: { enabled: settings.enabled, delayMinutes: settings.delaySeconds / 60 },
  });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit((values) =>
    save(async () => {
      await api.call(calls.updateSettings, {
        body: { enabled: values.enabled, delaySeconds: Math.round(Number(values.delayMinutes) * 60) },
      });
      notifySaved(t('admin.cartRecovery.saved'));
      onSaved();
    }),
  );
  return (
    <Paper withBorder p="md" maw={1000} mb="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('admin.cartRecovery.settings')}
          </Title>
          <Switch
            label={t('admin.cartRecovery.enabled')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Group align="flex-end">
            <NumberInput
              label={t('admin.cartRecovery.delayMinutes')}
              description={t('admin.cartRecovery.delayHelp')}
              min={0.1}
              decimalScale={2}
              {...form.getInputProps('delayMinutes')}
              error={form.errors.delaySeconds ?? form.errors.delayMinutes}
            />
            <Button type="submit" loading={saving}>
              {t('admin.cartRecovery.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
