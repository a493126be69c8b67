import type { Router } from 'express';
import { chatterAdminCalls as calls } from '../../../../shared/chatter/admin-calls';
import { postAndNotify, type ChatterRouteDeps } from './chatter.routes';

/**
 * The back office's chatter calls: a record's messages, and staff answering on it (the record's
 * followers and its portal customer are mailed, as for a message posted on the site).
 */
export function chatterAdminRoutes(router: Router, deps: ChatterRouteDeps) {
  const { kit } = deps.platform;
  kit.api(router, calls.messages, 'staff', (ctx, { params, query }) =>
    deps.chatter.staffRead(ctx, params.model, params.id, query.offset),
  );
  kit.api(router, calls.post, 'staff', async (ctx, { params, body }) => {
    await deps.chatter.staffRecord(ctx, params.model, params.id);
    return postAndNotify(deps, ctx, { model: params.model, resId: params.id, message: body.message });
  });
}
