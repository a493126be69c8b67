import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { dashboardAdminCalls } from '@shared/dashboard/admin-calls';
import { dashboardPeriods, type Dashboard, type DashboardPeriod } from '@shared/dashboard/contract';
import { hasRole } from '@shared/roles';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminSession } from '../../app/auth';
import { ErrorState, LoadingState } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { changeOf, figureHelp, figureLabels, formatFigure } from './dashboard-format';
import { DashboardListsPanel } from './dashboard-lists';
import { StartCards, WelcomeTitle } from './welcome';
import { t } from '../../app/i18n';

// ApexCharts is the largest part of the back office: loaded with the charts only.
const DashboardCharts = lazy(() => import('./dashboard-charts'));

const periodLabels = (): Record<DashboardPeriod, string> => ({
  1: t('admin.dashboard.today'),
  7: t('admin.common.n7Days'),
  30: t('admin.common.n30Days'),
  365: t('admin.common.n365Days'),
});
const previousLabels = (): Record<DashboardPeriod, string> => ({
  1: t('admin.dashboard.yesterday'),
  7: t('admin.dashboard.n7DaysBefore'),
  30: t('admin.dashboard.n30DaysBefore'),
  365: t('admin.dashboard.yearBefore'),
});

function periodOf(value: string | null): DashboardPeriod {
  const days = Number(value);
  return (dashboardPeriods as readonly number[]).includes(days) ? (days as DashboardPeriod) : 7;
}

/** One figure beside the previous period's. */
function FigureCard({ figure, board }: { figure: Dashboard['figures'][number]; board: Dashboard }) {
  const change = changeOf(figure.current, figure.previous);
  const help = figureHelp()[figure.key];
  return (
    <Paper withBorder p="md" data-figure={figure.key}>
      {/* The figure's one definition, beside it (hover, focus or touch). */}
      <Tooltip label={help} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Group gap={4} wrap="nowrap" tabIndex={0} data-testid={`help-${figure.key}`} aria-description={help}>
          <Text size="sm" c="dimmed">
            {figureLabels()[figure.key]}
          </Text>
          <IconInfoCircle size={14} color="var(--mantine-color-dimmed)" aria-hidden />
        </Group>
      </Tooltip>
      <Text fw={700} fz="xl" data-testid={`figure-${figure.key}`}>
        {formatFigure(figure.key, figure.current, board.currency)}
      </Text>
      <Group gap={6}>
        {change.text ? (
          <Text
            size="xs"
            fw={600}
            c={change.trend === 'up' ? 'teal' : change.trend === 'down' ? 'red' : 'dimmed'}
          >
            {change.text}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" data-testid={`previous-${figure.key}`}>
          {formatFigure(figure.key, figure.previous, board.currency)}{' '}
          {previousLabels()[board.days as DashboardPeriod]}
        </Text>
      </Group>
    </Paper>
  );
}

/** The back office's home: figures, charts and the records waiting for someone (sales staff); a welcome for others. */
export default function DashboardPage() {
  const { user } = useAdminSession();
  const [search, setSearch] = useSearchParams();
  const days = periodOf(search.get('days'));
  const seesBusiness = hasRole(user.role, 'sales');
  const board = useApiData(dashboardAdminCalls.figures, seesBusiness ? { query: { days } } : null);

  if (!seesBusiness)
    return (
      <>
        <WelcomeTitle />
        <StartCards />
      </>
    );
  return (
    <Stack gap="lg">
      <div>
        <WelcomeTitle />
        <Group justify="space-between" wrap="wrap">
          <Title order={3}>{t('admin.dashboard.businessGlance')}</Title>
          <SegmentedControl
            aria-label={t('admin.common.period')}
            value={String(days)}
            onChange={(value) => setSearch({ days: value }, { replace: true })}
            data={dashboardPeriods.map((period) => ({
              value: String(period),
              label: periodLabels()[period],
            }))}
          />
        </Group>
      </div>
      {board.error ? (
        <ErrorState error={board.error} onRetry={board.reload} />
      ) : !board.data ? (
        <LoadingState label={t('admin.dashboard.counting')} />
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 2, sm: 3, lg: 4, xl: 6 }}
            spacing="sm"
            aria-label={t('admin.dashboard.figures')}
          >
            {board.data.figures.map((figure) => (
              <FigureCard key={figure.key} figure={figure} board={board.data!} />
            ))}
          </SimpleGrid>
          <Suspense fallback={<LoadingState label={t('admin.dashboard.drawingCharts')} />}>
            <DashboardCharts board={board.data} />
          </Suspense>
        </>
      )}
      <DashboardListsPanel />
      <StartCards />
    </Stack>
  );
}
