import type { Router } from 'express';
import { leadListQuerySchema } from '../../../../shared/leads/contract';
import { idParam, type RouteKit } from '../../core/http/route-kit';
import type { LeadService } from './lead.service';

/** /api/admin/leads… (sales staff): the leads screen. */
export function leadsAdminRoutes(router: Router, { kit, leads }: { kit: RouteKit; leads: LeadService }) {
  kit.api(router, 'get', '/leads', { access: 'sales', query: leadListQuerySchema }, async (ctx, { query }) =>
    leads.list(ctx.em, query),
  );

  kit.api(router, 'get', '/leads/:id', { access: 'sales' }, async (ctx, { params }) =>
    leads.get(ctx.em, idParam.parse(params.id)),
  );
}
