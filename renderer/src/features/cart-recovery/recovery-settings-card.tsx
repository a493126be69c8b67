import { NumberInput, Switch } from '@mantine/core';
import { cartRecoveryAdminCalls as calls } from '@shared/cart-recovery/admin-calls';
import type { RecoverySettings } from '@shared/cart-recovery/contract';
import { api } from '../../app/api';
import { t } from '../../app/i18n';
import { SettingsCard } from '../../app/settings-card';

interface RecoveryForm extends Record<string, unknown> {
  enabled: boolean;
  delayMinutes: number | string;
}

/** The delay in minutes here; the server keeps seconds. */
const shown = (saved: RecoverySettings): RecoveryForm => ({
  enabled: saved.enabled,
  delayMinutes: saved.delaySeconds / 60,
});

/** Settings → Recovery mails (issue 29, item 1: "a delay set in Settings"): on or off, and the delay. */
export function RecoverySettingsCard() {
  return (
    <SettingsCard
      title={t('admin.cartRecovery.settings')}
      marker="recovery-settings"
      read={calls.settings}
      toValues={shown}
      write={(values: RecoveryForm) =>
        api.call(calls.updateSettings, {
          body: { enabled: values.enabled, delaySeconds: Math.round(Number(values.delayMinutes) * 60) },
        })
      }
      savedMessage={t('admin.cartRecovery.saved')}
      saveLabel={t('admin.cartRecovery.save')}
    >
      {(form) => (
        <>
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
        </>
      )}
    </SettingsCard>
  );
}
