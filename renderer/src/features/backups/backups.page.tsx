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

/** The screen looks again this often, so a scheduled backup shows up while it is open. */
const REFRESH_MS = 15_000;

const triggerLabels = { schedule: 'scheduled', 'catch-up': 'made up at start', manual: 'by hand' } as const;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 1)} MB`;

function CheckBadge({ backup }: { backup: BackupFileView }) {
  const check = backup.check;
  if (!check)
    return (
      <Badge color="gray" variant="light">
        Not checked
      </Badge>
    );
  if (!check.ok)
    return (
      <Badge color="red" variant="light" title={check.problem ?? ''}>
        Check failed
      </Badge>
    );
  const tables = Object.keys(check.rowCounts).length;
  return (
    <Badge color="teal" variant="light" title={`Checked ${formatDateTime(check.checkedAt)}`}>
      Checked: {check.rows.toLocaleString()} rows in {tables} tables
    </Badge>
  );
}

/** Settings → Backups. */
export default function BackupsPage() {
  const { data, error, loading, reload, setData } = useApiData(calls.overview);
  const { saving: backingUp, save } = useSaveWith((failure) =>
    notifyError('Backup failed', failureMessage(failure)),
  );

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const backUpNow = () =>
    save(async () => {
      const overview = await api.call(calls.backUpNow, {});
      setData(overview);
      if (overview.lastRun?.ok) notifySaved(`Backup written and checked: ${overview.lastRun.file}`);
      else notifyError('Backup failed', overview.lastRun?.error ?? 'Unknown error');
    });

  const newest = data?.backups[0];
  return (
    <>
      <PageHeader
        title="Backups"
        actions={
          <Button
            leftSection={<IconDatabaseExport size={16} />}
            onClick={() => void backUpNow()}
            loading={backingUp}
            disabled={!data?.available}
          >
            Back up now
          </Button>
        }
      />
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data ? (
        <Stack maw={1100}>
          {data.notice ? (
            <Alert color="blue" title="Backups are off">
              {data.notice}
            </Alert>
          ) : null}
          {data.warning ? (
            <Alert
              color="yellow"
              icon={<IconAlertTriangle size={18} />}
              title="Backups need attention"
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
                  <Title order={4}>Last backup</Title>
                  {newest ? (
                    <>
                      <Text data-testid="last-backup">
                        {formatDateTime(newest.takenAt)}
                        {data.lastRun?.file === newest.name
                          ? ` (${triggerLabels[data.lastRun.trigger]})`
                          : ''}
                      </Text>
                      <div>
                        <CheckBadge backup={newest} />
                      </div>
                    </>
                  ) : (
                    <Text c="dimmed">None yet.</Text>
                  )}
                  {data.folder ? (
                    <Text size="sm" c="dimmed">
                      Saved in <Code>{data.folder}</Code>. Keep copies on another disk too.
                    </Text>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    {window.vitrineDesktop
                      ? 'To restore one, use Vitrine → Restore… in the menu.'
                      : 'To restore one, stop the server and run npm run restore (see docs/backups.md).'}
                  </Text>
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
          {data.available && data.backups.length === 0 ? <EmptyState>No backup yet.</EmptyState> : null}
          {data.backups.length > 0 ? (
            <RecordTable
              records={data.backups.map((backup, index) => ({ ...backup, id: index + 1 }))}
              label="Backups"
              columns={[
                { header: 'Taken', cell: (row: BackupFileView) => formatDateTime(row.takenAt) },
                { header: 'File', cell: (row) => row.name },
                { header: 'Size', cell: (row) => megabytes(row.bytes) },
                { header: 'Check', cell: (row) => <CheckBadge backup={row} /> },
              ]}
            />
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
