import type { Router } from 'express';
import { backupsAdminCalls as calls } from '../../../../shared/backups/admin-calls';
import type { RouteKit } from '../../core/http/route-kit';
import type { BackupsService } from './backups.service';

/** /api/admin/backups… (admins): the schedule, the backups and their checks, "Back up now". */
export function backupsAdminRoutes(
  router: Router,
  { kit, backups }: { kit: RouteKit; backups: BackupsService },
) {
  kit.api(router, calls.overview, 'admin', (ctx) => backups.overview(ctx));
  kit.api(router, calls.updateSchedule, 'admin', (ctx, { body }) => backups.updateSchedule(ctx, body));
  // Outside a transaction: the copy reads through its own connection and must not hold the writers up.
  kit.api(router, calls.backUpNow, 'admin', (ctx) => backups.backUpNow(ctx), { readOnly: true });
}
