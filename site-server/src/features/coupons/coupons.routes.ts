import type { Router } from 'express';
import { PROMO_PARAM } from '../../../../shared/coupons/contract';
import { UnsupportedMediaTypeError } from '../../core/errors';
import { formCsrfCheck } from '../../core/http/form-csrf';
import { safeRedirect } from '../../core/site/safe-redirect';
import type { Platform } from '../../platform';
import { cartOwnerOf, type CartService } from '../cart';
import type { PricelistsExports } from '../pricelists';
import type { CouponService } from './coupon.service';

/**
 * POST /shop/pricelist (the cart's coupon form, its csrf_token checked first): applies the
 * `promo` code, a price list's (the visitor's prices change) or a coupon's (the cart's discount),
 * and goes back to the cart saying how it went.
 */
export function couponsRoutes(
  router: Router,
  deps: { platform: Platform; carts: CartService; coupons: CouponService; pricelists: PricelistsExports },
) {
  const { platform, carts, coupons, pricelists } = deps;
  const checked = formCsrfCheck({ secret: platform.config.sessionSecret, maxBodyBytes: 16 * 1024 });
  router.post('/shop/pricelist', checked, async (req, res) => {
    if (!req.vitrine.rawBody) throw new UnsupportedMediaTypeError('Send the promo code as a form post.');
    const form = new URLSearchParams(req.vitrine.rawBody?.toString('utf8') ?? '');
    const typed = form.get('promo') ?? '';
    const outcome = await platform.transaction(async (em) => {
      // A price list's code (B2B, a partner's prices): the visitor shops with it from now on.
      const pricelist = await pricelists.visitors.byCode(em, typed);
      if (pricelist) {
        await pricelists.visitors.choose(req, res, em, pricelist.id, true);
        return 'applied';
      }
      const cart = await carts.peek(em, cartOwnerOf(req));
      if (!cart) return 'unknown';
      const products = await carts.orderLines(em, cart, 'en_US');
      return coupons.apply(
        em,
        cart,
        typed,
        products.reduce((sum, line) => sum + line.subtotal, 0),
      );
    });
    // Back to the cart the form was on (its language's address).
    const cart = safeRedirect(form.get('redirect'), '/shop/cart').split('?')[0];
    res.redirect(303, `${cart}?${PROMO_PARAM}=${outcome}`);
  });
}
