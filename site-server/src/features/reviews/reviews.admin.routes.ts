import type { Router } from 'express';
import { reviewsAdminCalls as calls } from '../../../../shared/reviews/admin-calls';
import type { RouteKit } from '../../core/http/route-kit';
import type { ReviewModeration } from './review-moderation';
import type { ReviewSettingsStore } from './review-settings';

/** The Reviews screen (shop managers): the queue and its actions, and Settings → Reviews. */
export function reviewsAdminRoutes(
  router: Router,
  deps: { kit: RouteKit; moderation: ReviewModeration; settings: ReviewSettingsStore },
) {
  const { kit, moderation, settings } = deps;
  kit.api(router, calls.list, 'shop_manager', (ctx, { query }) => moderation.list(ctx.em, query), {
    readOnly: true,
  });
  kit.api(router, calls.approve, 'shop_manager', (ctx, { params }) => moderation.approve(ctx.em, params.id));
  kit.api(router, calls.reject, 'shop_manager', (ctx, { params }) => moderation.reject(ctx.em, params.id));
  kit.api(router, calls.answer, 'shop_manager', (ctx, { params, body }) =>
    moderation.answer(ctx.em, params.id, body.answer),
  );
  kit.api(router, calls.settings, 'shop_manager', (ctx) => settings.get(ctx.em), { readOnly: true });
  kit.api(router, calls.updateSettings, 'shop_manager', (ctx, { body }) => settings.update(ctx.em, body));
}
