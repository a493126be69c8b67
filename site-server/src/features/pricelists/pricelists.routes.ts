import type { Router } from 'express';
import { idFrom } from '../../../../shared/api/numeric';
import { pricelistMessages } from '../../../../shared/pricelists/contract';
import { MissingError } from '../../core/errors';
import { safeRedirect } from '../../core/site/safe-redirect';
import type { Platform } from '../../platform';
import type { VisitorPricing } from './visitor-pricing';

/**
 * GET /shop/change_pricelist/{id}?r={page} (Odoo's route): the currency switcher. The visitor's
 * cart follows on their next page (the cart moves to the visitor's price list whenever it is read
 * for them). A price list not offered to the visitor is refused with its message.
 */
export function pricelistsRoutes(router: Router, deps: { platform: Platform; pricing: VisitorPricing }) {
  const { platform, pricing } = deps;
  router.get('/shop/change_pricelist/:id', async (req, res) => {
    const id = idFrom(req.params.id);
    if (id === null) throw new MissingError(pricelistMessages.missing);
    await pricing.choose(req, res, platform.dataSource.manager, id);
    res.redirect(303, safeRedirect(req.query.r, '/shop'));
  });
}
