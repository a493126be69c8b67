import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { leadsAdminCalls } from '@shared/leads/admin-calls';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children ?? '—'}</Text>
    </div>
  );
}

/** One lead: who asked, how to reach them, and everything they wrote (shown as text). */
export default function LeadPage() {
  const id = Number(useParams().id);
  const { data: lead, error, reload } = useApiData(leadsAdminCalls.get, { params: { id } });
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (!lead) return <LoadingState />;
  return (
    <>
      <PageHeader title={lead.name} />
      <Stack maw={900}>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Detail label="Contact">{lead.contactName}</Detail>
            <Detail label="E-mail">
              {lead.emailFrom ? <Anchor href={`mailto:${lead.emailFrom}`}>{lead.emailFrom}</Anchor> : null}
            </Detail>
            <Detail label="Phone">{lead.phone}</Detail>
            <Detail label="Form">
              {lead.formId ? (
                <Anchor component={Link} to={`/forms/${lead.formId}/submissions`}>
                  {lead.formName}
                </Anchor>
              ) : null}
            </Detail>
            <Detail label="Page">{lead.pageUrl}</Detail>
            <Detail label="IP address">{lead.ipAddress}</Detail>
            <Detail label="Created">{formatDateTime(lead.createdAt)}</Detail>
          </SimpleGrid>
        </Paper>
        <Title order={3}>What they wrote</Title>
        <Paper withBorder p="md">
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            data-testid="lead-description"
          >
            {lead.description || '—'}
          </Text>
        </Paper>
        <Anchor component={Link} to="/leads" size="sm">
          Back to the leads
        </Anchor>
      </Stack>
    </>
  );
}
