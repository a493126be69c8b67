import { Button, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { retentionAdminCalls as calls } from '@shared/retention/admin-calls';
import { retentionPeriods, type RetentionSettings } from '@shared/retention/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { t } from '../../app/i18n';
import { ErrorState, LoadingState } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';

/** Settings → Privacy and retention: full click addresses or not, and how long each kind of record is kept. */
export function RetentionSettingsCard() {
  const { data, error, loading, reload } = useApiData(calls.settings);
  return (
    <Paper withBorder p="lg" data-retention-settings>
      <Title order={4} mb="sm">
        {t('admin.retention.title')}
      </Title>
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data ? <SettingsForm key={JSON.stringify(data)} settings={data} /> : null}
    </Paper>
  );
}

const periodLabels = {
  clicksMonths: 'admin.retention.clicksMonths',
  visitsMonths: 'admin.retention.visitsMonths',
  abandonedCartsDays: 'admin.retention.abandonedCartsDays',
  mailBodiesDays: 'admin.retention.mailBodiesDays',
  logsDays: 'admin.retention.logsDays',
} as const;

function SettingsForm({ settings }: { settings: RetentionSettings }) {
  const form = useForm<RetentionSettings>({ initialValues: settings });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit((values) =>
    save(async () => {
      const saved = await api.call(calls.updateSettings, { body: values });
      form.setValues(saved);
      form.resetDirty(saved);
      notifySaved(t('admin.retention.saved'));
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
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
        <div>
          <Button type="submit" loading={saving}>
            {t('admin.retention.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
