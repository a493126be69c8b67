import { Button, Group, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { backupsAdminCalls as calls } from '@shared/backups/admin-calls';
import { BACKUP_KEEP_MAX, type BackupOverview, type BackupSchedule } from '@shared/backups/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { formatDateTime } from '../../app/ui';
import { useSave } from '../../app/use-save';
import { t } from '../../app/i18n';

/** The daily schedule: on or off, the time (the server's clock), how many backups are kept. */
export function ScheduleForm({
  overview,
  onSaved,
}: {
  overview: BackupOverview;
  onSaved: (overview: BackupOverview) => void;
}) {
  const form = useForm<BackupSchedule>({ initialValues: overview.schedule });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const saved = await api.call(calls.updateSchedule, { body: values });
      form.setValues(saved.schedule);
      form.resetDirty(saved.schedule);
      onSaved(saved);
      notifySaved(t('admin.backups.backupScheduleSaved'));
    });
  });
  const disabled = !overview.available;
  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>{t('admin.backups.schedule')}</Title>
          <Switch
            label={t('admin.backups.backUpEveryDay')}
            disabled={disabled}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Group align="flex-start">
            <TextInput
              label={t('admin.backups.time')}
              description={t('admin.backups.serversLocalTimeHhMm')}
              type="time"
              w={200}
              disabled={disabled}
              {...form.getInputProps('time')}
            />
            <NumberInput
              label={t('admin.backups.backupsKept')}
              description={t('admin.backups.olderOnesDeletedAfterCheckedBackup')}
              min={1}
              max={BACKUP_KEEP_MAX}
              allowDecimal={false}
              w={260}
              disabled={disabled}
              {...form.getInputProps('keep')}
            />
          </Group>
          <Text size="sm" c="dimmed" data-testid="next-backup">
            {overview.nextRunAt
              ? t('admin.backups.nextBackupX', formatDateTime(overview.nextRunAt))
              : t('admin.backups.noBackupScheduled')}
          </Text>
          <Group>
            <Button type="submit" loading={saving} disabled={disabled}>
              {t('admin.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
