import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dashboardAdminCalls } from '@shared/dashboard/admin-calls';
import type { DashboardListKey, DashboardRow } from '@shared/dashboard/contract';
import { Link } from 'react-router';
import { recordScreenPath } from '../../app/navigation';
import { ErrorState, formatDateTime, LoadingState } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { formatAmount, t } from '../../app/i18n';

const listTitles = (): Record<DashboardListKey, string> => ({
  ordersToHandle: t('admin.dashboard.ordersHandle'),
  quotationsAwaitingSignature: t('admin.dashboard.quotationsWaitingSignature'),
  newLeads: t('admin.dashboard.newLeads'),
  transfersAwaitingPayment: t('admin.dashboard.transfersWaitingPayment'),
  outboxErrors: t('admin.dashboard.mailCouldNotSent'),
});
const emptyTexts = (): Record<DashboardListKey, string> => ({
  ordersToHandle: t('admin.dashboard.noConfirmedOrderWaitsHandled'),
  quotationsAwaitingSignature: t('admin.dashboard.noQuotationWaitsSignature'),
  newLeads: t('admin.dashboard.noNewLead'),
  transfersAwaitingPayment: t('admin.dashboard.noBankTransferAwaited'),
  outboxErrors: t('admin.dashboard.everyMailWentOut'),
});
/** Where "all of them" opens. */
const listPaths: Record<DashboardListKey, string> = {
  ordersToHandle: '/orders?state=sale',
  quotationsAwaitingSignature: '/orders?state=sent',
  newLeads: '/leads',
  transfersAwaitingPayment: '/orders',
  outboxErrors: '/outbox',
};

function RowLine({ row }: { row: DashboardRow }) {
  const path = recordScreenPath(row.model, row.id);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        {path ? (
          <Anchor component={Link} to={path} size="sm" fw={500} lineClamp={1}>
            {row.title}
          </Anchor>
        ) : (
          <Text size="sm" fw={500} lineClamp={1}>
            {row.title}
          </Text>
        )}
        <Text size="xs" c="dimmed" lineClamp={1}>
          {[row.detail, formatDateTime(row.date)].filter(Boolean).join(' · ')}
        </Text>
      </div>
      {row.amount !== null && row.currency ? (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatAmount(row.amount, row.currency)}
        </Text>
      ) : null}
    </Group>
  );
}

/** The records waiting for someone: each row opens its record. */
export function DashboardListsPanel() {
  const lists = useApiData(dashboardAdminCalls.lists);
  if (lists.error) return <ErrorState error={lists.error} onRetry={lists.reload} />;
  if (!lists.data) return <LoadingState />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
      {lists.data.map((list) => (
        <Paper key={list.key} withBorder p="md" aria-label={listTitles()[list.key]} component="section">
          <Group justify="space-between" mb="xs">
            <Title order={4} fz="md">
              {listTitles()[list.key]}
            </Title>
            <Badge variant="light" color={list.total > 0 ? 'orange' : 'gray'}>
              {list.total}
            </Badge>
          </Group>
          {list.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {emptyTexts()[list.key]}
            </Text>
          ) : (
            <Stack gap="xs">
              {list.rows.map((row) => (
                <RowLine key={`${row.model}-${row.id}-${row.title}`} row={row} />
              ))}
              {list.total > list.rows.length ? (
                <Anchor component={Link} to={listPaths[list.key]} size="xs">
                  {t('admin.dashboard.allX', list.total)}
                </Anchor>
              ) : null}
            </Stack>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
