import type { Router } from 'express';
import { cartRecoveryAdminCalls as calls } from '../../../../shared/cart-recovery/admin-calls';
import { RECOVERY_PAGE_SIZE } from '../../../../shared/cart-recovery/contract';
import { isLangCode, t } from '../../../../shared/i18n';
import { MissingError, ValidationError } from '../../core/errors';
import type { RouteKit } from '../../core/http/route-kit';
import { CartRecovery } from './entities';
import type { RecoverySettingsStore } from './recovery-settings';
import { rowView, type RecoveryService } from './recovery.service';

export const CART_NOT_TRACKED = 'This cart has no known shopper.';

/** The Abandoned carts screen (shop managers): the list with states, "send now"; the settings (Settings → Recovery mails). */
export function recoveryAdminRoutes(
  router: Router,
  deps: { kit: RouteKit; recovery: RecoveryService; settings: RecoverySettingsStore },
) {
  const { kit, recovery, settings } = deps;
  kit.api(router, calls.list, 'shop_manager', async (ctx, { query }) => {
    const [rows, total] = await ctx.em.getRepository(CartRecovery).findAndCount({
      where: query.state ? { state: query.state } : {},
      order: { lastActivityAt: 'DESC', cartId: 'DESC' },
      skip: (query.page - 1) * RECOVERY_PAGE_SIZE,
      take: RECOVERY_PAGE_SIZE,
    });
    return {
      items: await recovery.listed(ctx.em, rows),
      total,
      page: query.page,
      pageSize: RECOVERY_PAGE_SIZE,
    };
  });
  // The mail is queued in the route's transaction, with the row's change.
  kit.api(router, calls.sendNow, 'shop_manager', async (ctx, { params }) => {
    const row = await recovery.decide(ctx.em, params.id, { force: true }).catch(async (error: unknown) => {
      // The outbox refused the address: said in the staff member's words; the route's transaction rolls back.
      if (!(error instanceof ValidationError)) throw error;
      const email = (await ctx.em.getRepository(CartRecovery).findOneBy({ cartId: params.id }))?.email;
      throw new ValidationError(
        t(isLangCode(ctx.lang) ? ctx.lang : 'en_US', 'recovery.undeliverable', email ?? ''),
      );
    });
    if (!row) throw new MissingError(CART_NOT_TRACKED);
    return { row: rowView(row) };
  });
  kit.api(router, calls.settings, 'shop_manager', (ctx) => settings.get(ctx.em), { readOnly: true });
  kit.api(router, calls.updateSettings, 'shop_manager', (ctx, { body }) =>
    settings.update(ctx.em, body, isLangCode(ctx.lang) ? ctx.lang : 'en_US'),
  );
}
