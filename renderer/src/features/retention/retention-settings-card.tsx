import { NumberInput, Switch, Text } from '@mantine/core';
import { retentionAdminCalls as calls } from '@shared/retention/admin-calls';
import { retentionPeriods, type RetentionSettings } from '@shared/retention/contract';
import { api } from '../../app/api';
import { t } from '../../app/i18n';
import { SettingsCard } from '../../app/settings-card';

const periodLabels = {
  clicksMonths: 'admin.retention.clicksMonths',
  visitsMonths: 'admin.retention.visitsMonths',
  abandonedCartsDays: 'admin.retention.abandonedCartsDays',
  mailBodiesDays: 'admin.retention.mailBodiesDays',
  logsDays: 'admin.retention.logsDays',
} as const;

/** Settings → Privacy and retention: full click addresses or not, and how long each kind of record is kept. */
export function RetentionSettingsCard() {
  return (
    <SettingsCard
      title={t('admin.retention.title')}
      marker="retention-settings"
      read={calls.settings}
      write={(values: RetentionSettings) => api.call(calls.updateSettings, { body: values })}
      savedMessage={t('admin.retention.saved')}
      saveLabel={t('admin.retention.save')}
    >
      {(form) => (
        <>
          <Text size="sm" c="dimmed">
            {t('admin.retention.intro')}
          </Text>
          <Switch
            label={t('admin.retention.keepFullClickAddresses')}
            description={t('admin.retention.keepFullClickAddressesHelp')}
            {...form.getInputProps('keepFullClickAddresses', { type: 'checkbox' })}
          />
          {retentionPeriods.map(({ field }) => (
            <NumberInput
              key={field}
              label={t(periodLabels[field])}
              description={field === 'mailBodiesDays' ? t('admin.retention.mailBodiesDaysHelp') : undefined}
              min={1}
              allowDecimal={false}
              {...form.getInputProps(field)}
            />
          ))}
        </>
      )}
    </SettingsCard>
  );
}
