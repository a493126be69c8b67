import type { Router } from 'express';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { AccessError } from '../errors';
import { checkAccess, type Access, type RouteKit } from './route-kit';

const callKwParams = z.object({
  args: z.array(z.unknown()).default([]),
  kwargs: z.record(z.string(), z.unknown()).default({}),
  // Odoo's clients repeat model and method in the params; the path is what counts.
  model: z.string().optional(),
  method: z.string().optional(),
});

export type CallKwInput = z.output<typeof callKwParams>;

interface ModelMethod {
  access: Access;
  handler: (ctx: RequestContext, input: CallKwInput) => Promise<unknown>;
}

/**
 * The spec's model calls (`/web/dataset/call_kw/{model}/{method}`) from an explicit
 * allow-list: each module registers the (model, method) pairs it serves. There is no generic
 * ORM access; anything unregistered is refused.
 */
export class CallKwRegistry {
  private readonly methods = new Map<string, ModelMethod>();

  register(
    model: string,
    method: string,
    options: { access: Access },
    handler: (ctx: RequestContext, input: CallKwInput) => Promise<unknown>,
  ) {
    const key = `${model}/${method}`;
    if (this.methods.has(key)) throw new Error(`call_kw ${key} is registered twice`);
    this.methods.set(key, { access: options.access, handler });
  }

  has(model: string, method: string) {
    return this.methods.has(`${model}/${method}`);
  }

  mount(router: Router, kit: RouteKit) {
    // Access differs per pair, so the kit checks 'public' and the pair's own access is checked inside.
    kit.rpc(router, '/web/dataset/call_kw/:model/:method', callKwParams, async (ctx, input, req) => {
      const entry = this.methods.get(`${req.params.model}/${req.params.method}`);
      if (!entry)
        throw new AccessError(`The call ${req.params.model}.${req.params.method} is not available.`);
      checkAccess(req, entry.access);
      return entry.handler(ctx, input);
    });
  }
}
