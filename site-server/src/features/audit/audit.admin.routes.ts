import type { Router } from 'express';
import { auditAdminCalls as calls } from '../../../../shared/audit/admin-calls';
import { sendCsv } from '../../core/csv';
import { checkAccess, type RouteKit } from '../../core/http/route-kit';
import type { AuditEntries } from './audit-entries.service';

/** /api/admin/audit… (administrators only): the log, its filters and its CSV. */
export function auditAdminRoutes(router: Router, { kit, entries }: { kit: RouteKit; entries: AuditEntries }) {
  kit.api(router, calls.list, 'admin', (ctx, { query }) => entries.list(ctx.em, query));
  kit.api(router, calls.filters, 'admin', (ctx) => entries.filters(ctx.em));
  router.get(calls.exportCsv.path, async (req, res) => {
    req.vitrine.kind = 'api';
    checkAccess(req, 'admin');
    const query = calls.exportCsv.query.parse(req.query);
    await kit.withManager((em) => sendCsv(res, 'audit-log.csv', entries.csvRows(em, query)));
  });
}
