import { Paper, SimpleGrid, Table, Tabs, Text, Title } from '@mantine/core';
import { linkMessages, linkPeriods, type LinkPeriod, type LinkStatistics } from '@shared/links/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { EmptyState, LoadingState } from '../../app/ui';
import { deviceName } from './links-labels';
import { t } from '../../app/i18n';

// ApexCharts is heavy: its chunk is fetched only when a link's statistics are shown.
const LinkCharts = lazy(() => import('./link-charts'));

const periodTabs = (): Record<LinkPeriod, string> => ({
  all: t('admin.links.allTime2'),
  month: t('admin.links.lastMonth'),
  week: t('admin.links.lastWeek'),
});

function NoData() {
  return <EmptyState>{linkMessages.noData}</EmptyState>;
}

function share(clicks: number, total: number): string {
  return total > 0 ? `${Math.round((clicks / total) * 100)} %` : '';
}

/** Clicks by one dimension (referrer, device), with each row's share of all clicks. */
function ShareTable({
  title,
  column,
  rows,
  total,
}: {
  title: string;
  column: string;
  rows: Array<{ key: string; label: ReactNode; clicks: number }>;
  total: number;
}) {
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <NoData />
      ) : (
        <Table aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{column}</Table.Th>
              <Table.Th ta="right">{t('admin.common.clicks')}</Table.Th>
              <Table.Th ta="right">{t('admin.links.share')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">{row.clicks}</Table.Td>
                <Table.Td ta="right">{share(row.clicks, total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function ReferrersTable({ statistics }: { statistics: LinkStatistics }) {
  const rows = statistics.referrers.map((row) => ({
    key: row.host ?? '',
    label: row.host ?? <Text c="dimmed">{t('admin.links.directNoReferrer')}</Text>,
    clicks: row.clicks,
  }));
  return (
    <ShareTable
      title={t('admin.links.referrers')}
      column={t('admin.links.referrer')}
      rows={rows}
      total={statistics.total}
    />
  );
}

function DevicesTable({ statistics }: { statistics: LinkStatistics }) {
  const rows = statistics.devices.map((row) => ({
    key: row.device,
    label: deviceName(row.device),
    clicks: row.clicks,
  }));
  return (
    <ShareTable
      title={t('admin.links.devices')}
      column={t('admin.links.device')}
      rows={rows}
      total={statistics.total}
    />
  );
}

/** A link's statistics: the charts per period (tabs, SPEC §2) and all-time referrers and devices. */
export function LinkStatisticsPanel({ statistics }: { statistics: LinkStatistics }) {
  const [period, setPeriod] = useState<LinkPeriod>('all');
  return (
    <>
      <Tabs value={period} onChange={(value) => setPeriod((value as LinkPeriod | null) ?? 'all')} mb="md">
        <Tabs.List>
          {linkPeriods.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {periodTabs()[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {linkPeriods.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            {/* Only the shown tab draws its charts (ApexCharts cannot size a hidden chart). */}
            {period !== name ? null : statistics.periods[name].total === 0 ? (
              <Paper withBorder>
                <NoData />
              </Paper>
            ) : (
              <Suspense fallback={<LoadingState label={t('admin.links.loadingCharts')} />}>
                <LinkCharts period={statistics.periods[name]} name={name} />
              </Suspense>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ReferrersTable statistics={statistics} />
        <DevicesTable statistics={statistics} />
      </SimpleGrid>
    </>
  );
}
