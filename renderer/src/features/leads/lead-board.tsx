import { Badge, Group, Paper, ScrollArea, Select, Stack, Text, Title } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { leadsAdminCalls } from '@shared/leads/admin-calls';
import { leadStages, type LeadRow, type LeadStage } from '@shared/leads/contract';
import { api } from '../../app/api';
import { ErrorState, LoadingState } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { t } from '../../app/i18n';
import { leadKindName, leadStageName } from './lead-labels';

const stageOptions = () => leadStages.map((stage) => ({ value: stage, label: leadStageName(stage) }));

/** Where the lead came from, in a few words: its campaign and country. */
export function leadSource(lead: LeadRow): string {
  const campaign = [lead.utm.campaign, lead.utm.medium, lead.utm.source].filter(Boolean).join(' / ');
  return [campaign, lead.countryCode].filter(Boolean).join(' · ');
}

function LeadCard({ lead, onMove }: { lead: LeadRow; onMove: (lead: LeadRow, stage: LeadStage) => void }) {
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData('text/x-lead-id', String(lead.id));
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <Paper
      withBorder
      p="xs"
      draggable
      onDragStart={onDragStart}
      data-lead-card={lead.id}
      aria-label={lead.name}
    >
      <Text size="sm" fw={600} component={Link} to={`/leads/${lead.id}`} td="none" c="inherit">
        {lead.name}
      </Text>
      <Group gap={4} mt={4}>
        <Badge size="xs" variant="light">
          {leadKindName(lead.kind)}
        </Badge>
        {lead.verified ? (
          <Badge size="xs" color="green" variant="light">
            {t('admin.leads.verified')}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {[lead.contactName, leadSource(lead)].filter(Boolean).join(' · ') || '—'}
      </Text>
      {/* The keyboard's way to move a card: the same call as dropping it. */}
      <Select
        mt={4}
        size="xs"
        aria-label={t('admin.leads.stageX', lead.name)}
        data={stageOptions()}
        value={lead.stage}
        allowDeselect={false}
        onChange={(stage) => stage && stage !== lead.stage && onMove(lead, stage as LeadStage)}
      />
    </Paper>
  );
}

/** The pipeline: one column per stage; drag a card (or pick its stage) to move the lead. */
export function LeadBoard() {
  const board = useApiData(leadsAdminCalls.board);
  const [over, setOver] = useState<LeadStage | null>(null);
  const { save } = useSave(null);
  const move = (lead: LeadRow, stage: LeadStage) =>
    void save(async () => {
      await api.call(leadsAdminCalls.setStage, { params: { id: lead.id }, body: { stage } });
      board.reload();
    });
  if (board.error) return <ErrorState error={board.error} onRetry={board.reload} />;
  if (!board.data) return <LoadingState />;
  const leads = board.data.flatMap((column) => column.leads);
  const onDrop = (stage: LeadStage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const lead = leads.find((row) => String(row.id) === event.dataTransfer.getData('text/x-lead-id'));
    if (lead && lead.stage !== stage) move(lead, stage);
  };
  return (
    <ScrollArea>
      <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm">
        {board.data.map((column) => (
          <Paper
            key={column.stage}
            withBorder
            p="xs"
            w={240}
            bg={over === column.stage ? 'var(--mantine-color-blue-light)' : undefined}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(column.stage);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={onDrop(column.stage)}
            role="region"
            aria-label={leadStageName(column.stage)}
            data-stage={column.stage}
          >
            <Group justify="space-between" mb="xs">
              <Title order={4}>{leadStageName(column.stage)}</Title>
              <Badge variant="light" data-testid={`stage-count-${column.stage}`}>
                {column.count}
              </Badge>
            </Group>
            <Stack gap="xs">
              {column.leads.map((lead) => (
                <LeadCard key={lead.id} lead={lead} onMove={move} />
              ))}
            </Stack>
          </Paper>
        ))}
      </Group>
    </ScrollArea>
  );
}
