import { Paper, SimpleGrid, Table, Tabs, Text, Title } from '@mantine/core';
import { linkMessages, linkPeriods, type LinkPeriod, type LinkStatistics } from '@shared/links/contract';
import { lazy, Suspense, useState } from 'react';
import { EmptyState, LoadingState } from '../../app/ui';
import { deviceLabels } from './links-labels';

// ApexCharts is heavy: its chunk is fetched only when a link's statistics are shown.
const LinkCharts = lazy(() => import('./link-charts'));

const periodTabs: Record<LinkPeriod, string> = {
  all: 'All time',
  month: 'Last month',
  week: 'Last week',
};

function NoData() {
  return <EmptyState>{linkMessages.noData}</EmptyState>;
}

function share(clicks: number, total: number): string {
  return total > 0 ? `${Math.round((clicks / total) * 100)} %` : '';
}

function ReferrersTable({ statistics }: { statistics: LinkStatistics }) {
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        Referrers
      </Title>
      {statistics.referrers.length === 0 ? (
        <NoData />
      ) : (
        <Table aria-label="Referrers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Referrer</Table.Th>
              <Table.Th ta="right">Clicks</Table.Th>
              <Table.Th ta="right">Share</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statistics.referrers.map((row) => (
              <Table.Tr key={row.host ?? ''}>
                <Table.Td>{row.host ?? <Text c="dimmed">Direct (no referrer)</Text>}</Table.Td>
                <Table.Td ta="right">{row.clicks}</Table.Td>
                <Table.Td ta="right">{share(row.clicks, statistics.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function DevicesTable({ statistics }: { statistics: LinkStatistics }) {
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        Devices
      </Title>
      {statistics.devices.length === 0 ? (
        <NoData />
      ) : (
        <Table aria-label="Devices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Device</Table.Th>
              <Table.Th ta="right">Clicks</Table.Th>
              <Table.Th ta="right">Share</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statistics.devices.map((row) => (
              <Table.Tr key={row.device}>
                <Table.Td>{deviceLabels[row.device]}</Table.Td>
                <Table.Td ta="right">{row.clicks}</Table.Td>
                <Table.Td ta="right">{share(row.clicks, statistics.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
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
              {periodTabs[name]}
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
              <Suspense fallback={<LoadingState label="Loading the charts…" />}>
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
