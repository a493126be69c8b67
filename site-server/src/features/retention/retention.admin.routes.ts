import type { Router } from 'express';
import { isLangCode } from '../../../../shared/i18n';
import { retentionAdminCalls as calls } from '../../../../shared/retention/admin-calls';
import type { RouteKit } from '../../core/http/route-kit';
import type { RetentionSettingsStore } from './retention-settings';

/** Settings → Privacy and retention (administrators). */
export function retentionAdminRoutes(
  router: Router,
  deps: { kit: RouteKit; settings: RetentionSettingsStore },
) {
  const { kit, settings } = deps;
  kit.api(router, calls.settings, 'admin', (ctx) => settings.get(ctx.em), { readOnly: true });
  kit.api(router, calls.updateSettings, 'admin', (ctx, { body }) =>
    settings.update(ctx.em, body, isLangCode(ctx.lang) ? ctx.lang : 'en_US'),
  );
}
