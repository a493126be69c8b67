import { Anchor, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { leadsAdminCalls } from '@shared/leads/admin-calls';
import { leadStages, type LeadStage } from '@shared/leads/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { RecordMessages } from '../chatter';
import { QuotationDialog } from '../orders';
import { t } from '../../app/i18n';
import { leadKindName, leadStageName } from './lead-labels';

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

const applicationLabels = (): Record<string, string> => ({
  sale: t('admin.leads.sales'),
  scm: t('admin.leads.supplyChain'),
  supply: t('admin.leads.supply'),
});

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
      notifySaved(t('admin.leads.leadNowX', leadStageName(stage)));
      reload();
    });
  return (
    <>
      <PageHeader
        title={lead.name}
        actions={
          <Group>
            <Select
              aria-label={t('admin.leads.stage')}
              w={160}
              data={leadStages.map((stage) => ({ value: stage, label: leadStageName(stage) }))}
              value={lead.stage}
              allowDeselect={false}
              disabled={saving}
              onChange={(stage) => stage && stage !== lead.stage && setStage(stage as LeadStage)}
            />
            {lead.orderId ? (
              <Button component={Link} to={`/orders/${lead.orderId}`} variant="default">
                {t('admin.leads.openQuotation')}
              </Button>
            ) : (
              <Button
                leftSection={<IconFileInvoice size={16} />}
                onClick={() => setConverting(true)}
                disabled={!lead.emailFrom}
              >
                {t('admin.leads.convertQuotation')}
              </Button>
            )}
          </Group>
        }
      />
      <Stack maw={900}>
        <Group gap="xs">
          <Badge variant="light">{leadKindName(lead.kind)}</Badge>
          {lead.verified ? (
            <Badge color="green" variant="light">
              {t('admin.leads.eMailVerified')}
            </Badge>
          ) : null}
        </Group>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Detail label={t('admin.leads.contact')}>{lead.contactName}</Detail>
            <Detail label={t('admin.common.eMail')}>
              {lead.emailFrom ? <Anchor href={`mailto:${lead.emailFrom}`}>{lead.emailFrom}</Anchor> : null}
            </Detail>
            <Detail label={t('admin.common.phone')}>{lead.phone}</Detail>
            <Detail label={t('admin.common.company')}>{lead.company.name}</Detail>
            <Detail label={t('admin.leads.companySize')}>{lead.company.size}</Detail>
            <Detail label={t('admin.leads.industry')}>{lead.company.industry}</Detail>
            {lead.kind === 'demo' ? (
              <Detail label={t('admin.leads.applications')}>
                {lead.applications.map((name) => applicationLabels()[name] ?? name).join(', ')}
              </Detail>
            ) : null}
            <Detail label={t('admin.common.form')}>
              {lead.formId ? (
                <Anchor component={Link} to={`/forms/${lead.formId}/submissions`}>
                  {lead.formName}
                </Anchor>
              ) : null}
            </Detail>
            <Detail label={t('admin.common.page')}>{lead.pageUrl}</Detail>
            <Detail label={t('admin.common.country')}>{lead.countryCode}</Detail>
            <Detail label={t('admin.common.campaign')}>{lead.utm.campaign}</Detail>
            <Detail label={t('admin.common.medium')}>{lead.utm.medium}</Detail>
            <Detail label={t('admin.common.source')}>{lead.utm.source}</Detail>
            <Detail label={t('admin.leads.ipAddress')}>{lead.ipAddress}</Detail>
            <Detail label={t('admin.common.created')}>{formatDateTime(lead.createdAt)}</Detail>
          </SimpleGrid>
        </Paper>
        <Title order={3}>{t('admin.leads.whatTheyWrote')}</Title>
        <Paper withBorder p="md">
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            data-testid="lead-description"
          >
            {lead.description || '—'}
          </Text>
        </Paper>
        <RecordMessages
          model="crm.lead"
          id={lead.id}
          title={t('admin.leads.notes')}
          help={t('admin.leads.onlyStaffReadNotes')}
        />
        <Anchor component={Link} to="/leads" size="sm">
          {t('admin.leads.backLeads')}
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
