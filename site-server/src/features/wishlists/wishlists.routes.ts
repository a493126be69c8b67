import type { Request, Response, Router } from 'express';
import type { EntityManager } from 'typeorm';
import {
  languages,
  splitLangPrefix,
  t,
  underLangPrefix,
  isLangCode,
  type LangCode,
} from '../../../../shared/i18n';
import {
  STOCK_ALERT_PARAM,
  STOCK_ALERT_PATH,
  WISHLIST_FULL_PARAM,
  WISHLIST_PATH,
  WISHLIST_SET_PATH,
  MAX_WISHLIST_ITEMS,
  type StockAlertOutcome,
} from '../../../../shared/wishlists/paths';
import type { MessageKey } from '../../../../shared/i18n';
import { ValidationError } from '../../core/errors';
import { formCsrfCheck, postedFields } from '../../core/http/form-csrf';
import type { RouteKit } from '../../core/http/route-kit';
import { clientKey } from '../../core/http/rate-limit';
import { safeRedirect, sameSitePath } from '../../core/site/safe-redirect';
import type { CatalogService } from '../catalog';
import type { Pricer } from '../pricelists';
import { pricedCards } from './wishlist-prices';
import type { StockAlerts } from './stock-alerts.service';
import { WISHLIST_COOKIE, wishlistCookieOptions, wishlistOwnerOf } from './wishlist-cookie';
import type { WishlistService } from './wishlist.service';

export interface WishlistRoutesDeps {
  kit: RouteKit;
  wishlists: WishlistService;
  alerts: StockAlerts;
  catalog: CatalogService;
  /** The visitor's price list (the pricelists' declared export). */
  visitorPricer: (req: Request, em: EntityManager) => Promise<Pricer>;
  sessionSecret: string;
  maxFormBytes: number;
}

const prefixed = (path: string) => underLangPrefix(path.replace(/\//g, '\\/'));

/** The page's language prefix: the path's own, else the referring page's. */
function prefixOf(req: Request): { prefix: string; lang: LangCode } {
  const referer = sameSitePath(req.get('referer'), req.get('host'));
  for (const path of [req.path, referer?.split('?')[0] ?? '']) {
    const { urlCode } = splitLangPrefix(path);
    const language = urlCode ? languages.find((candidate) => candidate.urlCode === urlCode) : undefined;
    if (language) return { prefix: `/${language.urlCode}`, lang: language.code };
  }
  return { prefix: '', lang: 'en_US' };
}

/** The page a form post goes back to: the referring page of this site, with `param` set, else `fallback`. */
function backTo(req: Request, fallback: string, param?: [string, string]): string {
  const referer = sameSitePath(req.get('referer'), req.get('host'));
  const url = new URL(referer ?? fallback, 'http://site');
  url.searchParams.delete(STOCK_ALERT_PARAM);
  url.searchParams.delete(WISHLIST_FULL_PARAM);
  if (param) url.searchParams.set(...param);
  return safeRedirect(url.pathname + url.search, fallback);
}

const wantsJson = (req: Request) => (req.get('accept') ?? '').includes('application/json');

function formId(form: FormData, name: string): number {
  const value = form.get(name);
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value.trim()) || Number(value) < 1)
    throw new ValidationError(`${name} must be a product's id.`, { [name]: 'Not a number.' });
  return Number(value);
}

const alertMessages: Record<StockAlertOutcome, MessageKey> = {
  done: 'wishlist.alert.done',
  in_stock: 'wishlist.alert.inStock',
  bad_email: 'wishlist.alert.badEmail',
  unknown: 'wishlist.alert.unknown',
  too_many: 'wishlist.alert.tooMany',
};
const alertStatus: Record<StockAlertOutcome, number> = {
  done: 200,
  in_stock: 409,
  bad_email: 400,
  unknown: 404,
  too_many: 429,
};

function giveCookie(req: Request, res: Response, issuedToken: string | null) {
  const owner = wishlistOwnerOf(req);
  if (issuedToken) res.cookie(WISHLIST_COOKIE, issuedToken, wishlistCookieOptions(req));
  else if (owner.userId !== null && owner.token) res.clearCookie(WISHLIST_COOKIE, { path: '/' });
}

/** The hearts' form, and "E-mail me when it is back". Both work as plain form posts and as fetches (JSON). */
export function wishlistRoutes(router: Router, deps: WishlistRoutesDeps) {
  const { kit, wishlists, alerts, catalog } = deps;
  const csrf = formCsrfCheck({ secret: deps.sessionSecret, maxBodyBytes: deps.maxFormBytes });

  router.post(prefixed(WISHLIST_SET_PATH), csrf, async (req, res) => {
    const form = await postedFields(req);
    const templateId = formId(form, 'template_id');
    const wanted = form.get('wanted') !== '0';
    const owner = wishlistOwnerOf(req);
    const { change, ids } = await kit.transaction(async (em) => {
      const ctx = { user: req.vitrine.user, lang: 'en_US', ip: req.ip ?? null, em };
      // Only a product the visitor may see joins a list (an unknown one is a 404).
      const template = wanted ? await catalog.visibleTemplate(ctx, templateId) : null;
      // The price the wishlist shows this visitor (their price list): what "down in price" compares.
      const [card] = wanted
        ? await pricedCards(catalog, em, [templateId], 'en_US', await deps.visitorPricer(req, em))
        : [];
      const seen = {
        priceSeen: card?.shownPrice ?? template?.price ?? 0,
        currencySeen: card?.shownCurrency ?? null,
        availableSeen: card ? !card.outOfStock : true,
      };
      const done = await wishlists.set(em, owner, { templateId, wanted, seen });
      const list = await wishlists.peek(em, { ...owner, token: done.issuedToken ?? owner.token });
      return { change: done, ids: await wishlists.templateIds(em, list) };
    });
    giveCookie(req, res, change.issuedToken);
    const full = wanted && !change.wishlisted;
    if (wantsJson(req)) {
      res.json({
        wishlisted: change.wishlisted,
        ids,
        ...(full ? { message: t(prefixOf(req).lang, 'wishlist.full', MAX_WISHLIST_ITEMS) } : {}),
      });
      return;
    }
    const { prefix } = prefixOf(req);
    res.redirect(
      303,
      backTo(req, `${prefix}${WISHLIST_PATH}`, full ? [WISHLIST_FULL_PARAM, '1'] : undefined),
    );
  });

  router.post(prefixed(STOCK_ALERT_PATH), csrf, async (req, res) => {
    const form = await postedFields(req);
    const productId = formId(form, 'product_id');
    const typed = form.get('email');
    const field = form.get('lang');
    const lang = typeof field === 'string' && isLangCode(field) ? field : prefixOf(req).lang;
    const outcome = await kit.transaction((em) =>
      alerts.ask(em, {
        productId,
        // Signed in: their own address, whatever the form says.
        email: req.vitrine.user?.email ?? (typeof typed === 'string' ? typed : ''),
        lang,
        client: clientKey(req.ip),
      }),
    );
    if (wantsJson(req)) {
      res.status(alertStatus[outcome]).json({ outcome, message: t(lang, alertMessages[outcome]) });
      return;
    }
    res.redirect(303, backTo(req, `${prefixOf(req).prefix}/shop`, [STOCK_ALERT_PARAM, outcome]));
  });
}
