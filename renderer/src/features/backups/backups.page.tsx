import { Alert, Badge, Button, Code, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseExport } from '@tabler/icons-react';
import { backupsAdminCalls as calls } from '@shared/backups/admin-calls';
import type { BackupFileView } from '@shared/backups/contract';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { failureMessage, notifyError, notifySaved } from '../../app/form-feedback';
import { RecordTable } from '../../app/record-list';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSaveWith } from '../../app/use-save';
import { ScheduleForm } from './schedule-form';
import { formatNumber, t } from '../../app/i18n';

/** The screen looks again this often, so a scheduled backup shows up while it is open. */
const REFRESH_MS = 15_000;

const triggerLabels = () => ({
  schedule: t('admin.backups.scheduled'),
  'catch-up': t('admin.backups.madeUpStart'),
  manual: t('admin.backups.hand'),
});

const megabytes = (bytes: number) => {
  const digits = bytes < 10 * 1024 * 1024 ? 2 : 1;
  return t(
    'admin.backups.xMb',
    formatNumber(bytes / 1024 / 1024, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );
};

function CheckBadge({ backup }: { backup: BackupFileView }) {
  const check = backup.check;
  if (!check)
    return (
      <Badge color="gray" variant="light">
        {t('admin.backups.notChecked')}
      </Badge>
    );
  if (!check.ok)
    return (
      <Badge color="red" variant="light" title={check.problem ?? ''}>
        {t('admin.backups.checkFailed')}
      </Badge>
    );
  const tables = Object.keys(check.rowCounts).length;
  return (
    <Badge color="teal" variant="light" title={t('admin.backups.checkedX', formatDateTime(check.checkedAt))}>
      {t('admin.backups.checkedXRowsXTables', formatNumber(check.rows), tables)}
    </Badge>
  );
}

/** Settings → Backups. */
export default function BackupsPage() {
  const { data, error, loading, reload, setData } = useApiData(calls.overview);
  const { saving: backingUp, save } = useSaveWith((failure) =>
    notifyError(t('admin.backups.backupFailed'), failureMessage(failure)),
  );

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const backUpNow = () =>
    save(async () => {
      const overview = await api.call(calls.backUpNow, {});
      setData(overview);
      if (overview.lastRun?.ok)
        notifySaved(t('admin.backups.backupWrittenCheckedX', overview.lastRun.file ?? ''));
      else
        notifyError(
          t('admin.backups.backupFailed'),
          overview.lastRun?.error ?? t('admin.backups.unknownError'),
        );
    });

  const newest = data?.backups[0];
  return (
    <>
      <PageHeader
        title={t('admin.backups.backups')}
        actions={
          <Button
            leftSection={<IconDatabaseExport size={16} />}
            onClick={() => void backUpNow()}
            loading={backingUp}
            disabled={!data?.available}
          >
            {t('admin.backups.backUpNow')}
          </Button>
        }
      />
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data ? (
        <Stack maw={1100}>
          {data.notice ? (
            <Alert color="blue" title={t('admin.backups.backupsOff')}>
              {data.notice}
            </Alert>
          ) : null}
          {data.warning ? (
            <Alert
              color="yellow"
              icon={<IconAlertTriangle size={18} />}
              title={t('admin.backups.backupsNeedAttention')}
              role="alert"
            >
              {data.warning}
            </Alert>
          ) : null}
          <Grid>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <ScheduleForm overview={data} onSaved={setData} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder p="lg" h="100%">
                <Stack gap="xs">
                  <Title order={4}>{t('admin.backups.lastBackup')}</Title>
                  {newest ? (
                    <>
                      <Text data-testid="last-backup">
                        {formatDateTime(newest.takenAt)}
                        {data.lastRun?.file === newest.name
                          ? ` (${triggerLabels()[data.lastRun.trigger]})`
                          : ''}
                      </Text>
                      <div>
                        <CheckBadge backup={newest} />
                      </div>
                    </>
                  ) : (
                    <Text c="dimmed">{t('admin.backups.noneYet')}</Text>
                  )}
                  {data.folder ? (
                    <Text size="sm" c="dimmed">
                      {t('admin.backups.saved')} <Code>{data.folder}</Code>
                      {t('admin.backups.keepCopiesAnotherDiskToo')}
                    </Text>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    {window.vitrineDesktop
                      ? t('admin.backups.restoreOneUseVitrineRestoreMenu')
                      : t('admin.backups.restoreOneStopServerRunNpmRunRestore')}
                  </Text>
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
          {data.available && data.backups.length === 0 ? (
            <EmptyState>{t('admin.backups.noBackupYet')}</EmptyState>
          ) : null}
          {data.backups.length > 0 ? (
            <RecordTable
              records={data.backups.map((backup, index) => ({ ...backup, id: index + 1 }))}
              label={t('admin.backups.backups')}
              columns={[
                {
                  header: t('admin.backups.taken'),
                  cell: (row: BackupFileView) => formatDateTime(row.takenAt),
                },
                { header: t('admin.common.file'), cell: (row) => row.name },
                { header: t('admin.backups.size'), cell: (row) => megabytes(row.bytes) },
                { header: t('admin.backups.check'), cell: (row) => <CheckBadge backup={row} /> },
              ]}
            />
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
