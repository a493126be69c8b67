import type { Router } from 'express';
import { z } from 'zod';
import { numeric, MAX_ID } from '../../../../shared/api/numeric';
import type { Role } from '../../../../shared/roles';
import { setAuditAction } from '../audit';
import type { RequestContext } from '../context';
import { AccessError } from '../errors';
import { checkAccess, type RouteKit } from './route-kit';

export interface Publishable {
  /** Who may toggle it: publishers for content, shop managers for products (SPEC §6). */
  role: Role;
  /** Flips the published flag of record `id` and answers the new flag; MissingError when absent. */
  toggle(ctx: RequestContext, id: number): Promise<boolean>;
}

export const publishParams = z.object({
  id: numeric(z.number().int().positive().max(MAX_ID)),
  object: z.string().min(1).max(100),
});

/** SPEC §7 `POST /website/publish`: one call for every publishable model, each with its own role. */
export class PublishRegistry {
  private readonly models = new Map<string, Publishable>();

  register(model: string, publishable: Publishable) {
    if (this.models.has(model)) throw new Error(`${model} is registered as publishable twice`);
    this.models.set(model, publishable);
  }

  mount(router: Router, kit: RouteKit) {
    kit.rpc(
      router,
      '/website/publish',
      publishParams,
      async (ctx, params, req) => {
        const model = this.models.get(params.object);
        if (!model) throw new AccessError(`Records of ${params.object} cannot be published.`);
        checkAccess(req, model.role);
        // Logged as published or unpublished, not as an update of the flag.
        setAuditAction(ctx.em, (changes) =>
          changes.some((change) => change.after === 'false') ? 'unpublish' : 'publish',
        );
        return model.toggle(ctx, params.id);
      },
      { access: 'user' },
    );
  }
}
