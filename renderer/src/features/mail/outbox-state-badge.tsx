import { Badge } from '@mantine/core';
import type { OutboxState } from '@shared/api/admin';
import { outboxStateColors, outboxStateLabels } from '../../app/labels';

export function OutboxStateBadge({ state }: { state: OutboxState }) {
  return (
    <Badge variant="light" color={outboxStateColors[state]}>
      {outboxStateLabels()[state]}
    </Badge>
  );
}
