/**
 * The recovery mail's links on the site. The restore link (GET {prefix}/shop/cart/recover?token=)
 * hands the cart it names to the browser that opens it, then goes to the cart page; a link it cannot
 * honour (forged, expired, ordered) writes nothing and falls through to the page that says why
 * (site/restore-page.tsx). RFC 8058's one-click unsubscribe is a POST with no page.
 */
import type { Request, Response, Router } from 'express';
import { splitLangPrefix, underLangPrefix } from '../../../../shared/i18n';
import { safeRedirect } from '../../core/site/safe-redirect';
import type { TransactionRunner } from '../../core/db/transaction';
import { CART_COOKIE, cartCookieOptions, type CartService } from '../cart';
import { checkRestoreToken, checkUnsubscribe } from './recovery-links';
import type { RecoveryTracker } from './recovery-tracker';
import type { RecoveryService } from './recovery.service';

export interface RecoveryRouteDeps {
  transaction: TransactionRunner;
  carts: CartService;
  tracker: RecoveryTracker;
  recovery: RecoveryService;
  secret: string;
}

/** Where the restore link sends the browser once it holds the cart; null: it cannot be restored. */
async function restore(req: Request, res: Response, deps: RecoveryRouteDeps): Promise<string | null> {
  const checked = checkRestoreToken(deps.secret, req.query.token);
  if (!checked.ok) return null;
  const { urlCode } = splitLangPrefix(req.path);
  const cartPage = `${urlCode ? `/${urlCode}` : ''}/shop/cart`;
  return deps.transaction(async (em) => {
    const cart = await deps.carts.byId(em, checked.cartId);
    if (!cart || cart.state !== 'draft') return null;
    if (cart.userId === null) {
      const token = await deps.carts.handOver(em, cart.id);
      if (!token) return null;
      await deps.tracker.restored(em, cart.id);
      res.cookie(CART_COOKIE, token, cartCookieOptions(req));
      return cartPage;
    }
    // A customer's cart is found by their account: they sign in to see it.
    await deps.tracker.restored(em, cart.id);
    if (req.vitrine.user?.id === cart.userId) return cartPage;
    const prefix = urlCode ? `/${urlCode}` : '';
    return `${prefix}/web/login?${new URLSearchParams({ redirect: cartPage })}`;
  });
}

export function recoveryRoutes(router: Router, deps: RecoveryRouteDeps) {
  router.get(underLangPrefix('\\/shop\\/cart\\/recover'), async (req, res, next) => {
    const target = await restore(req, res, deps);
    if (!target) {
      next();
      return;
    }
    res.set('Cache-Control', 'no-store');
    res.redirect(303, safeRedirect(target, '/shop/cart'));
  });

  // RFC 8058 one-click unsubscribe: the mail client POSTs "List-Unsubscribe=One-Click" to the
  // List-Unsubscribe address; the signed link is the authority, there is no page and no cookie.
  router.post('/shop/cart/recovery/unsubscribe/one-click', async (req, res) => {
    req.resume();
    const email = checkUnsubscribe(deps.secret, req.query.email, req.query.token);
    if (email) await deps.transaction((em) => deps.recovery.unsubscribe(em, email));
    res
      .status(email ? 200 : 403)
      .type('text/plain')
      .send(email ? 'Unsubscribed.' : 'This link is not valid.');
  });
}
