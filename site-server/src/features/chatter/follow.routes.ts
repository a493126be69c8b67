import type { Request, Response, Router } from 'express';
import {
  FOLLOW_ERROR_PARAM,
  FOLLOW_STATE_PARAM,
  chatterErrorCode,
  chatterErrors,
  followParamsSchema,
  isFollowerParamsSchema,
  type FollowParams,
} from '../../../../shared/chatter/contract';
import type { RequestContext } from '../../core/context';
import { z } from 'zod';
import { numeric, MAX_ID } from '../../../../shared/api/numeric';
import { AccessError, AppError } from '../../core/errors';
import { csrfTokenFor } from '../../core/http/csrf';
import { rateLimit } from '../../core/http/rate-limit';
import type { Platform } from '../../platform';
import {
  FOLLOWER_COOKIE,
  followerCookieOptions,
  followerCookieValue,
  followerEmailOf,
} from './follower-cookie';
import { isUnfollowToken, type FollowService } from './follow.service';
import { renderUnfollowPage, type UnfollowPage } from './unfollow-page';
import { LANG_COOKIE } from '../website';
import { backTo, formText, formTwin, postedFields } from './site-form';
import { safeRedirect } from '../../core/site/safe-redirect';

/** Follow and unfollow requests one address may make per minute. */
export const FOLLOWS_PER_MINUTE = 20;

export interface FollowRouteDeps {
  platform: Platform;
  follows: FollowService;
}

/** SPEC §7: POST /website_mail/is_follower and /website_mail/follow (JSON-RPC, or a form without JavaScript). */
export function followRoutes(router: Router, { platform, follows }: FollowRouteDeps) {
  const { kit, config } = platform;
  const secret = config.sessionSecret;
  const limiter = rateLimit(platform.transaction, {
    name: 'chatter.follows',
    windowMs: 60_000,
    limit: FOLLOWS_PER_MINUTE,
    message: chatterErrors.tooManyFollows,
  });

  async function toggle(ctx: RequestContext, req: Request, res: Response, params: FollowParams) {
    const result = await follows.toggle(
      ctx,
      {
        model: params.object,
        resId: params.id,
        isFollower: params.message_is_follower === true || params.message_is_follower === 'on',
        email: typeof params.email === 'string' ? params.email : null,
        knownEmail: followerEmailOf(req, secret),
      },
      platform.publicUrl(),
    );
    // The browser forgets the address it stopped following; it learns one only from a confirmation link.
    if (!ctx.user && !result.following && !result.pending) res.clearCookie(FOLLOWER_COOKIE, { path: '/' });
    return result;
  }

  kit.rpc(
    router,
    '/website_mail/is_follower',
    isFollowerParamsSchema,
    (ctx, params, req) => follows.isFollower(ctx, params.model, params.res_id, followerEmailOf(req, secret)),
    { readOnly: true },
  );

  // The link of the confirmation mail (double opt-in): follows, gives this browser the address,
  // and goes to the record's page, whose follow button says how it went.
  const confirmLink = z.object({
    model: z.string().min(1).max(100),
    res_id: numeric(z.number().int().positive().max(MAX_ID)),
    email: z.string().min(3).max(320),
    expires: numeric(z.number().int().positive().max(MAX_ID)),
    token: z.string().min(10).max(200),
  });
  router.get('/website_mail/follow/confirm', async (req, res) => {
    const link = confirmLink.safeParse(req.query);
    const confirmed = link.success
      ? await kit.transaction((em) =>
          follows.confirmByLink(em, {
            model: link.data.model,
            resId: link.data.res_id,
            email: link.data.email,
            expires: link.data.expires,
            token: link.data.token,
          }),
        )
      : null;
    if (confirmed)
      res.cookie(FOLLOWER_COOKIE, followerCookieValue(confirmed.email, secret), followerCookieOptions(req));
    // Back to the record's page, also when the link is refused (when the record is one to show).
    const path =
      confirmed?.path ??
      (link.success
        ? await kit.withManager(
            async (em) => (await platform.records.get(link.data.model)?.find(em, link.data.res_id))?.path,
          )
        : null);
    const page = safeRedirect(path ?? '/');
    const state = confirmed ? 'on' : 'invalid';
    res.set('Cache-Control', 'no-store').redirect(303, `${page}?${FOLLOW_STATE_PARAM}=${state}#follow`);
  });

  router.post(
    '/website_mail/follow',
    ...formTwin({ secret, maxBodyBytes: config.maxBodyBytes }),
    limiter,
    async (req, res) => {
      const form = await postedFields(req);
      const parsed = followParamsSchema.safeParse({
        id: formText(form, 'id'),
        object: formText(form, 'object'),
        message_is_follower: formText(form, 'message_is_follower') === 'on' ? 'on' : 'off',
        email: formText(form, 'email') ?? false,
      });
      let outcome: Record<string, string>;
      if (!parsed.success) outcome = { [FOLLOW_ERROR_PARAM]: 'missingRecord' };
      else {
        try {
          const result = await kit.transaction((em) => toggle(kit.context(req, em), req, res, parsed.data));
          outcome = { [FOLLOW_STATE_PARAM]: result.following ? 'on' : result.pending ? 'pending' : 'off' };
        } catch (error) {
          const code = error instanceof AppError ? chatterErrorCode(error.message) : null;
          if (!code) throw error;
          outcome = { [FOLLOW_ERROR_PARAM]: code };
        }
      }
      res.redirect(303, backTo(form, '/', outcome, 'follow'));
    },
  );

  // The stop-following link of follower mails: GET confirms, POST (with csrf_token) unfollows.
  const unfollowLink = z.object({
    model: z.string().min(1).max(100),
    res_id: numeric(z.number().int().positive().max(MAX_ID)),
    email: z.string().min(3).max(320),
    token: z.string().min(10).max(200),
  });
  const sendPage = (req: Request, res: Response, status: number, page: UnfollowPage) =>
    res
      .status(status)
      .type('html')
      .send(renderUnfollowPage(page, req.cookies?.[LANG_COOKIE], String(res.locals.cspNonce ?? '')));

  router.get('/website_mail/unfollow', async (req, res) => {
    const link = unfollowLink.safeParse(req.query);
    if (!link.success) return sendPage(req, res, 400, { kind: 'refused' });
    const { model, res_id: resId, email, token } = link.data;
    if (!isUnfollowToken(secret, { model, resId, email, token }))
      return sendPage(req, res, 403, { kind: 'refused' });
    const record = await kit.withManager(
      async (em) => (await platform.records.get(model)?.find(em, resId)) ?? null,
    );
    sendPage(req, res, 200, {
      kind: 'confirm',
      recordName: record?.name ?? model,
      email,
      fields: { model, res_id: String(resId), email, token },
      csrfToken: csrfTokenFor(req, secret),
    });
  });

  router.post(
    '/website_mail/unfollow',
    ...formTwin({ secret, maxBodyBytes: config.maxBodyBytes }),
    limiter,
    async (req, res) => {
      const form = await postedFields(req);
      const link = unfollowLink.safeParse({
        model: formText(form, 'model'),
        res_id: formText(form, 'res_id'),
        email: formText(form, 'email'),
        token: formText(form, 'token'),
      });
      if (!link.success) return sendPage(req, res, 400, { kind: 'refused' });
      const { model, res_id: resId, email, token } = link.data;
      try {
        await kit.transaction((em) => follows.unfollowByLink(em, { model, resId, email, token }));
      } catch (error) {
        if (error instanceof AccessError) return sendPage(req, res, 403, { kind: 'refused' });
        throw error;
      }
      sendPage(req, res, 200, { kind: 'done', email });
    },
  );

  kit.rpc(
    router,
    '/website_mail/follow',
    followParamsSchema,
    // SPEC §7: the follow state; false for a visitor until the confirmation link is opened.
    async (ctx, params, req, res): Promise<boolean> => (await toggle(ctx, req, res, params)).following,
    {
      before: [limiter],
    },
  );
}
