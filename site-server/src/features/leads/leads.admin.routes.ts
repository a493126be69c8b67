import type { Router } from 'express';
import { leadsAdminCalls as calls } from '../../../../shared/leads/admin-calls';
import { sendCsv } from '../../core/csv';
import { checkAccess, type RouteKit } from '../../core/http/route-kit';
import type { LeadService } from './lead.service';

/** /api/admin/leads… (sales staff): the pipeline, the list and its CSV, a lead, its stage and quotation. */
export function leadsAdminRoutes(router: Router, { kit, leads }: { kit: RouteKit; leads: LeadService }) {
  kit.api(router, calls.list, 'sales', (ctx, { query }) => leads.list(ctx.em, query));
  kit.api(router, calls.board, 'sales', (ctx) => leads.board(ctx.em));
  kit.api(router, calls.newLeads, 'sales', (ctx, { query }) => leads.newLeads(ctx.em, query.after));
  router.get(calls.exportCsv.path, async (req, res) => {
    req.vitrine.kind = 'api';
    checkAccess(req, 'sales');
    const query = calls.exportCsv.query.parse(req.query);
    await kit.withManager((em) => sendCsv(res, 'leads.csv', leads.csvRows(em, query)));
  });
  kit.api(router, calls.get, 'sales', (ctx, { params }) => leads.get(ctx.em, params.id));
  kit.api(router, calls.setStage, 'sales', (ctx, { params, body }) =>
    leads.setStage(ctx.em, params.id, body.stage),
  );
  kit.api(router, calls.linkQuotation, 'sales', (ctx, { params, body }) =>
    leads.linkQuotation(ctx.em, params.id, body.orderId),
  );
}
