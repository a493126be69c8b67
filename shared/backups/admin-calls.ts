import { defineAdminCall } from '../api/admin-call';
import { backupOverviewSchema, backupScheduleInputSchema } from './contract';

/** The Backups settings screen's calls (/api/admin/backups…; admins only). */
export const backupsAdminCalls = {
  overview: defineAdminCall({ method: 'get', path: '/backups', result: backupOverviewSchema }),
  updateSchedule: defineAdminCall({
    method: 'put',
    path: '/backups/schedule',
    body: backupScheduleInputSchema,
    result: backupOverviewSchema,
  }),
  /** Takes a backup now (checked, then old ones pruned as the schedule's would be). */
  backUpNow: defineAdminCall({ method: 'post', path: '/backups/run', result: backupOverviewSchema }),
};
