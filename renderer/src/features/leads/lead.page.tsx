import { Anchor, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { leadsAdminCalls } from '@shared/leads/admin-calls';
import { leadKindLabels, leadStageLabels, leadStages, type LeadStage } from '@shared/leads/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { RecordMessages } from '../chatter';
import { QuotationDialog } from '../orders';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </div>
  );
}

const applicationLabels: Record<string, string> = { sale: 'Sales', scm: 'Supply chain', supply: 'Supply' };

/**
 * One lead: who asked and how to reach them, their company and the demo's applications, where they
 * came from (page, country, campaign), its stage, notes, and its conversion into a quotation.
 */
export default function LeadPage() {
  const id = Number(useParams().id);
  const { data: lead, error, reload } = useApiData(leadsAdminCalls.get, { params: { id } });
  const [converting, setConverting] = useState(false);
  const { saving, save } = useSave(null);
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (!lead) return <LoadingState />;
  const setStage = (stage: LeadStage) =>
    void save(async () => {
      await api.call(leadsAdminCalls.setStage, { params: { id }, body: { stage } });
      notifySaved(`The lead is now ${leadStageLabels[stage].toLowerCase()}.`);
      reload();
    });
  return (
    <>
      <PageHeader
        title={lead.name}
        actions={
          <Group>
            <Select
              aria-label="Stage"
              w={160}
              data={leadStages.map((stage) => ({ value: stage, label: leadStageLabels[stage] }))}
              value={lead.stage}
              allowDeselect={false}
              disabled={saving}
              onChange={(stage) => stage && stage !== lead.stage && setStage(stage as LeadStage)}
            />
            {lead.orderId ? (
              <Button component={Link} to={`/orders/${lead.orderId}`} variant="default">
                Open the quotation
              </Button>
            ) : (
              <Button
                leftSection={<IconFileInvoice size={16} />}
                onClick={() => setConverting(true)}
                disabled={!lead.emailFrom}
              >
                Convert to quotation
              </Button>
            )}
          </Group>
        }
      />
      <Stack maw={900}>
        <Group gap="xs">
          <Badge variant="light">{leadKindLabels[lead.kind]}</Badge>
          {lead.verified ? (
            <Badge color="green" variant="light">
              E-mail verified
            </Badge>
          ) : null}
        </Group>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Detail label="Contact">{lead.contactName}</Detail>
            <Detail label="E-mail">
              {lead.emailFrom ? <Anchor href={`mailto:${lead.emailFrom}`}>{lead.emailFrom}</Anchor> : null}
            </Detail>
            <Detail label="Phone">{lead.phone}</Detail>
            <Detail label="Company">{lead.company.name}</Detail>
            <Detail label="Company size">{lead.company.size}</Detail>
            <Detail label="Industry">{lead.company.industry}</Detail>
            {lead.kind === 'demo' ? (
              <Detail label="Applications">
                {lead.applications.map((name) => applicationLabels[name] ?? name).join(', ')}
              </Detail>
            ) : null}
            <Detail label="Form">
              {lead.formId ? (
                <Anchor component={Link} to={`/forms/${lead.formId}/submissions`}>
                  {lead.formName}
                </Anchor>
              ) : null}
            </Detail>
            <Detail label="Page">{lead.pageUrl}</Detail>
            <Detail label="Country">{lead.countryCode}</Detail>
            <Detail label="Campaign">{lead.utm.campaign}</Detail>
            <Detail label="Medium">{lead.utm.medium}</Detail>
            <Detail label="Source">{lead.utm.source}</Detail>
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
        <RecordMessages model="crm.lead" id={lead.id} title="Notes" help="Only staff read the notes." />
        <Anchor component={Link} to="/leads" size="sm">
          Back to the leads
        </Anchor>
      </Stack>
      {converting ? (
        <QuotationDialog
          onClose={() => setConverting(false)}
          customer={{ email: lead.emailFrom ?? '', name: lead.contactName ?? lead.company.name ?? '' }}
          onCreated={async (order) => {
            await api.call(leadsAdminCalls.linkQuotation, { params: { id }, body: { orderId: order.id } });
          }}
        />
      ) : null}
    </>
  );
}
