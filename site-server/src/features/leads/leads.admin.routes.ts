import type { Router } from 'express';
import { leadsAdminCalls } from '../../../../shared/leads/admin-calls';
import type { RouteKit } from '../../core/http/route-kit';
import type { LeadService } from './lead.service';

/** /api/admin/leads… (sales staff): the leads screen. */
export function leadsAdminRoutes(router: Router, { kit, leads }: { kit: RouteKit; leads: LeadService }) {
  kit.api(router, leadsAdminCalls.list, 'sales', async (ctx, { query }) => leads.list(ctx.em, query));
  kit.api(router, leadsAdminCalls.get, 'sales', async (ctx, { params }) => leads.get(ctx.em, params.id));
}
