import type { Router } from 'express';
import {
  CHATTER_ERROR_PARAM,
  CHATTER_POSTED_PARAM,
  chatterErrorCode,
  chatterErrors,
  chatterParamsSchema,
  chatterPostParamsSchema,
  messageHideParamsSchema,
  type ChatterMessage,
} from '../../../../shared/chatter/contract';
import type { RequestContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { clientKey, rateLimit } from '../../core/http/rate-limit';
import type { Platform } from '../../platform';
import { toChatterMessage, type ChatterService, type NewMessage } from './chatter.service';
import type { FollowService } from './follow.service';
import { backTo, formText, formTwin, postedFields } from './site-form';

/** Messages one account (or address) may post per minute, JSON-RPC and form posts together. */
export const CHATTER_POSTS_PER_MINUTE = 10;

export interface ChatterRouteDeps {
  platform: Platform;
  chatter: ChatterService;
  follows: FollowService;
}

/** Posts the message and tells the record's followers (and a portal document's customer), in the request's transaction. */
export async function postAndNotify(
  deps: ChatterRouteDeps,
  ctx: RequestContext,
  input: NewMessage,
): Promise<ChatterMessage> {
  const { message, record } = await deps.chatter.post(ctx, input);
  const company = await deps.platform.company.siteCompany(ctx.em);
  const site = { lang: company.defaultLang, url: deps.platform.publicUrl() };
  await deps.follows.notify(ctx.em, record, message, site);
  await deps.follows.notifyHolder(ctx.em, record, message, site);
  return toChatterMessage(message);
}

/** SPEC §7 chatter calls: init, fetch, post (JSON-RPC or form), and hiding a message (publishers). */
export function chatterRoutes(router: Router, deps: ChatterRouteDeps) {
  const { platform, chatter } = deps;
  const { kit, config } = platform;
  const postLimit = rateLimit(platform.transaction, {
    name: 'chatter.posts',
    windowMs: 60_000,
    limit: CHATTER_POSTS_PER_MINUTE,
    // Per account when signed in, else per address: people behind one address do not share a quota.
    key: (req) => (req.vitrine.user ? `user:${req.vitrine.user.id}` : `ip:${clientKey(req.ip)}`),
    message: chatterErrors.tooManyPosts,
  });

  for (const path of ['/mail/chatter_init', '/mail/chatter_fetch'])
    kit.rpc(router, path, chatterParamsSchema, (ctx, params) => chatter.read(ctx, params), {
      readOnly: true,
    });

  // Without JavaScript the composer posts a form here and comes back to its page.
  router.post(
    '/mail/chatter_post',
    ...formTwin({ secret: config.sessionSecret, maxBodyBytes: config.maxBodyBytes }),
    (req, _res, next) => {
      req.vitrine.kind = 'page';
      next();
    },
    postLimit,
    async (req, res) => {
      const form = await postedFields(req);
      const parsed = chatterPostParamsSchema.safeParse({
        res_model: formText(form, 'res_model'),
        res_id: formText(form, 'res_id'),
        message: formText(form, 'message') ?? '',
        rating_value: formText(form, 'rating_value'),
        token: formText(form, 'token') || undefined,
      });
      let outcome: Record<string, string>;
      if (!parsed.success) outcome = { [CHATTER_ERROR_PARAM]: 'missingRecord' };
      else {
        const params = parsed.data;
        try {
          await kit.transaction((em) =>
            postAndNotify(deps, kit.context(req, em), {
              model: params.res_model,
              resId: params.res_id,
              message: params.message,
              ratingValue: params.rating_value,
              token: params.token,
            }),
          );
          outcome = { [CHATTER_POSTED_PARAM]: '1' };
        } catch (error) {
          const code = error instanceof AppError ? chatterErrorCode(error.message) : null;
          if (!code) throw error;
          outcome = { [CHATTER_ERROR_PARAM]: code };
        }
      }
      res.redirect(303, backTo(form, '/', outcome, 'chatter'));
    },
  );

  kit.rpc(
    router,
    '/mail/chatter_post',
    chatterPostParamsSchema,
    (ctx, params) =>
      postAndNotify(deps, ctx, {
        model: params.res_model,
        resId: params.res_id,
        message: params.message,
        ratingValue: params.rating_value,
        token: params.token,
      }),
    { before: [postLimit] },
  );

  kit.rpc(
    router,
    '/mail/message/hide',
    messageHideParamsSchema,
    (ctx, params) => chatter.setHidden(ctx, params.message_id, params.hidden),
    { access: 'publisher' },
  );
}
