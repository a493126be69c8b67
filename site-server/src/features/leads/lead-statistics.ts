import type { EntityManager } from 'typeorm';
import { statMetrics, touchMetrics } from '../../../../shared/stats';
import type { StatChange, StatsService } from '../../core/stats';
import type { Lead } from './lead.entity';

/** What a new lead adds to the daily statistics: one lead (a demo request too), by the links that brought it. */
export async function countLead(stats: StatsService, em: EntityManager, lead: Lead): Promise<void> {
  const at = lead.created;
  const changes: StatChange[] = [{ metric: statMetrics.leads, at }];
  if (lead.kind === 'demo') changes.push({ metric: statMetrics.demoRequests, at });
  if (lead.firstLinkId !== null)
    changes.push({ metric: touchMetrics.first.leads, dimension: String(lead.firstLinkId), at });
  if (lead.lastLinkId !== null)
    changes.push({ metric: touchMetrics.last.leads, dimension: String(lead.lastLinkId), at });
  await stats.add(em, changes);
}
