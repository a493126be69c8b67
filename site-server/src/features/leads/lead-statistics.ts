import type { EntityManager } from 'typeorm';
import { leadMetrics } from '../../../../shared/leads/statistics';
import { touchMetrics } from '../../../../shared/links/statistics';
import type { StatChange, StatsService } from '../../core/stats';
import type { LeadStage } from '../../../../shared/leads/contract';
import type { Lead } from './lead.entity';

/**
 * What a new lead adds to the statistics: one lead (a demo request too) on its day, by the links that
 * brought it, and one more in its stage now. `sign` -1 takes a lead that is removed back out.
 */
export async function countLead(
  stats: StatsService,
  em: EntityManager,
  lead: Lead,
  sign: 1 | -1 = 1,
): Promise<void> {
  const at = lead.created;
  const changes: StatChange[] = [
    { metric: leadMetrics.leads, at, amount: sign },
    { metric: leadMetrics.leadsByStage, dimension: lead.stage, at: null, amount: sign },
  ];
  if (lead.kind === 'demo') changes.push({ metric: leadMetrics.demoRequests, at, amount: sign });
  if (lead.firstLinkId !== null)
    changes.push({ metric: touchMetrics.first.leads, dimension: String(lead.firstLinkId), at, amount: sign });
  if (lead.lastLinkId !== null)
    changes.push({ metric: touchMetrics.last.leads, dimension: String(lead.lastLinkId), at, amount: sign });
  await stats.add(em, changes);
}

/** A lead moved from one stage to another: the counts per stage now. */
export function countStageMove(stats: StatsService, em: EntityManager, from: LeadStage, to: LeadStage) {
  return stats.add(em, [
    { metric: leadMetrics.leadsByStage, dimension: from, at: null, amount: -1 },
    { metric: leadMetrics.leadsByStage, dimension: to, at: null },
  ]);
}
