import { safeRedirect, sameSitePath } from '../../core/site/safe-redirect';
import type { Request, Response, Router } from 'express';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  cartUpdateJsonParams,
  selectedProductSchema,
  shopMessages,
  type CartUpdateJsonResult,
  type CartView,
} from '../../../../shared/catalog/contract';
import {
  isLangCode,
  languages,
  splitLangPrefix,
  underLangPrefix,
  type LangCode,
} from '../../../../shared/i18n';
import { stockWarningParam } from '../../../../shared/catalog/availability';
import {
  CART_ERROR_PARAM,
  CART_WARNING_PARAM,
  type CartErrorCode,
} from '../../../../shared/catalog/cart-alerts';
import { CartLines } from './site/cart-lines';
import { CartPopover } from './site/cart-popover';
import { CartSummary } from './site/cart-summary';
import { MissingError, PayloadTooLargeError, ValidationError } from '../../core/errors';
import { csrfTokenFor, requireCsrfToken } from '../../core/http/csrf';
import type { RouteKit } from '../../core/http/route-kit';
import { CART_COOKIE, cartCookieOptions, type CartOwner } from './cart-cookie';
import { unitsOf } from './cart-locked';
import type { Cart } from './cart.entity';
import { LINE_MISSING, MAX_LINE_QUANTITY, type CartChange, type CartService } from './cart.service';

export interface CartRoutesDeps {
  cart: CartService;
  /** The visitor as the owner of a cart, with their price list. */
  ownerOf: (req: Request) => Promise<CartOwner>;
  kit: RouteKit;
  sessionSecret: string;
  /** The site's default language, for requests that say none. */
  defaultLang: (em: EntityManager) => Promise<LangCode>;
  maxFormBytes: number;
}

const prefixed = (path: string) => underLangPrefix(path.replace(/\//g, '\\/'));

/** The language prefix of a path ('' or '/fr'…) and its language code, if it has one. */
function prefixOf(path: string): { prefix: string; lang: LangCode | null } {
  const { urlCode } = splitLangPrefix(path);
  if (!urlCode) return { prefix: '', lang: null };
  return { prefix: `/${urlCode}`, lang: languages.find((l) => l.urlCode === urlCode)?.code ?? null };
}

/** A same-site page the request came from (its path and query), or null. */
function refererPath(req: Request): string | null {
  return sameSitePath(req.get('referer'), req.get('host'));
}

/** The page's language: the path's prefix, a `lang` field, the referring page's prefix, else the site's. */
async function langOf(
  req: Request,
  em: EntityManager,
  deps: CartRoutesDeps,
  field?: unknown,
): Promise<LangCode> {
  const own = prefixOf(req.path).lang;
  if (own) return own;
  if (typeof field === 'string' && isLangCode(field)) return field;
  const referer = refererPath(req);
  const fromReferer = referer ? prefixOf(referer.split('?')[0]!).lang : null;
  return fromReferer ?? deps.defaultLang(em);
}

/** Reads a posted form (urlencoded or multipart) into memory, up to `limit` bytes. */
async function readForm(req: Request, limit: number): Promise<FormData> {
  const type = req.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type))
    throw new ValidationError('This call takes a form post.');
  if (Number(req.get('content-length') ?? 0) > limit)
    throw new PayloadTooLargeError('The request is too large.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new PayloadTooLargeError('The request is too large.');
    chunks.push(chunk as Buffer);
  }
  try {
    return await new Response(new Uint8Array(Buffer.concat(chunks)), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw new ValidationError('The form could not be read.');
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : undefined;
};

/** A form number: absent → undefined; anything but a whole number → a ValidationError naming the field. */
function formInteger(form: FormData, name: string): number | undefined {
  const value = text(form, name);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d{1,9}$/.test(value))
    throw new ValidationError(`${name} must be a whole number.`, { [name]: 'Not a number.' });
  return Number(value);
}

/** A form field holding JSON checked by `schema`; malformed JSON is a clear ValidationError. */
function formJson<S extends z.ZodType>(form: FormData, name: string, schema: S): z.output<S> {
  const raw = text(form, name);
  let value: unknown = [];
  if (raw) {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ValidationError(`${name} is not valid JSON.`, { [name]: 'Not valid JSON.' });
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ValidationError(`${name} is not a valid list of values.`, { [name]: 'Invalid values.' });
  return parsed.data;
}

const customValuesField = selectedProductSchema.shape.product_custom_attribute_values;
const noVariantValuesField = selectedProductSchema.shape.no_variant_attribute_values;
const selectedProductsField = z.array(selectedProductSchema).min(1).max(50);

function checkCsrf(req: Request, form: FormData, secret: string) {
  requireCsrfToken(req, secret, form.get('csrf_token'));
}

function giveCookie(req: Request, res: Response, owner: CartOwner, change: Pick<CartChange, 'issuedToken'>) {
  if (change.issuedToken) res.cookie(CART_COOKIE, change.issuedToken, cartCookieOptions(req));
  // A signed-in visitor's anonymous cart was merged into theirs: the cookie has nothing left to name.
  else if (owner.userId !== null && owner.token) res.clearCookie(CART_COOKIE, { path: '/' });
}

/** Why a form post failed, as a code the page it goes back to words (shared/catalog/cart-alerts.ts). */
function errorCode(error: unknown): CartErrorCode | null {
  if (error instanceof MissingError)
    return error.message === LINE_MISSING ? 'line_missing' : 'product_unavailable';
  if (error instanceof ValidationError) {
    if (error.message === shopMessages.combinationMissing) return 'combination_missing';
    return error.message === shopMessages.customValueMissing ? 'custom_value_missing' : 'bad_input';
  }
  return null;
}

/** The HTML blocks of the cart, from the shop pages' own components. */
export function renderCartBlocks(cart: CartView, lang: LangCode, urlPrefix: string, csrfToken: string) {
  return {
    lines: renderToStaticMarkup(createElement(CartLines, { cart, lang, urlPrefix, csrfToken })),
    summary: renderToStaticMarkup(createElement(CartSummary, { cart, lang })),
  };
}

/** SPEC §7 cart calls: the add form, the options dialog's form, the JSON-RPC update and the popover. */
export function cartRoutes(router: Router, deps: CartRoutesDeps) {
  const { cart: carts, kit } = deps;
  // A cart change shows on no page another visitor shares (the page cache keys shared pages by the
  // cart's count), so its commit leaves the shared pages cached.
  const cartWrite: typeof kit.transaction = (work) => kit.transaction(work, { changesPages: false });

  // POST /shop/cart/update: the add form (and the cart page's line forms without JavaScript).
  router.post(prefixed('/shop/cart/update'), async (req, res) => {
    const form = await readForm(req, deps.maxFormBytes);
    checkCsrf(req, form, deps.sessionSecret);
    const owner = await deps.ownerOf(req);
    const referer = refererPath(req);
    // The pages post to the unprefixed route: back to the cart in the language of the page.
    const prefix = prefixOf(req.path).prefix || (referer ? prefixOf(referer.split('?')[0]!).prefix : '');
    try {
      const change = await cartWrite(async (em) => {
        const lang = await langOf(req, em, deps);
        const productId = formInteger(form, 'product_id');
        if (productId === undefined || productId < 1)
          throw new ValidationError('product_id is missing.', { product_id: 'Required.' });
        const lineId = formInteger(form, 'line_id');
        const setQty = formInteger(form, 'set_qty');
        const addQty = formInteger(form, 'add_qty');
        if (lineId !== undefined || setQty !== undefined)
          return carts.update(em, owner, { lineId, productId, setQty, addQty }, lang);
        return carts.add(
          em,
          owner,
          {
            productId,
            quantity: addQty ?? 1,
            customValues: formJson(form, 'product_custom_attribute_values', customValuesField),
            noVariantValues: formJson(form, 'no_variant_attribute_values', noVariantValuesField),
          },
          lang,
        );
      });
      giveCookie(req, res, owner, change);
      // A stock warning travels as data; the cart page words it (cartAlertTexts).
      const warning = stockWarningParam(change.stockWarning);
      res.redirect(303, `${prefix}/shop/cart${warning ? `?${CART_WARNING_PARAM}=${warning}` : ''}`);
    } catch (error) {
      // Back to the page the form was on, which shows the error; without one, the error page.
      const code = errorCode(error);
      if (!code || !referer) throw error;
      const url = new URL(referer, 'http://site');
      url.searchParams.set(CART_ERROR_PARAM, code);
      res.redirect(303, safeRedirect(url.pathname + url.search));
    }
  });

  // POST /shop/cart/update_option: the optional-products dialog; answers the new cart quantity.
  router.post(prefixed('/shop/cart/update_option'), async (req, res) => {
    req.vitrine.kind = 'api';
    const form = await readForm(req, deps.maxFormBytes);
    checkCsrf(req, form, deps.sessionSecret);
    const owner = await deps.ownerOf(req);
    const { change, quantity } = await cartWrite(async (em) => {
      const lang = await langOf(req, em, deps, form.get('lang'));
      const productId = formInteger(form, 'product_id');
      if (productId === undefined || productId < 1)
        throw new ValidationError('product_id is missing.', { product_id: 'Required.' });
      const selected = formJson(form, 'custom_values', selectedProductsField);
      const done = await carts.addWithOptions(
        em,
        owner,
        { productId, quantity: formInteger(form, 'add_qty') ?? 1, selected },
        lang,
      );
      return { change: done, quantity: unitsOf(done.lines) };
    });
    giveCookie(req, res, owner, change);
    res.type('text/plain').send(String(quantity));
  });

  // POST /shop/cart/update_json (JSON-RPC): a line's quantity, with the cart's HTML blocks. The change
  // is the transaction; the blocks show the lines as it left them, priced and rendered after it has
  // committed, so the cart's row lock (PostgreSQL) is not held while they are.
  kit.rpc(
    router,
    '/shop/cart/update_json',
    cartUpdateJsonParams,
    async (_ctx, params, req, res) => {
      const owner = await deps.ownerOf(req);
      for (const [field, value] of [
        ['set_qty', params.set_qty],
        ['add_qty', params.add_qty],
      ] as const)
        if (value !== undefined && (!Number.isInteger(value) || Math.abs(value) > MAX_LINE_QUANTITY))
          throw new ValidationError(`${field} must be a whole number up to ${MAX_LINE_QUANTITY}.`, {
            [field]: 'Invalid.',
          });
      const { change, lang } = await cartWrite(async (em) => {
        const lang = await langOf(req, em, deps);
        const change = await carts.update(
          em,
          owner,
          {
            lineId: params.line_id,
            productId: params.product_id,
            setQty: params.set_qty,
            addQty: params.add_qty,
          },
          lang,
        );
        return { change, lang };
      });
      const view =
        params.display !== false
          ? await kit.withManager((em) =>
              carts.view(em, change.cart, lang, {
                suggestions: false,
                known: [change.product],
                lines: change.lines,
              }),
            )
          : null;
      giveCookie(req, res, owner, change);
      const result: CartUpdateJsonResult = {
        quantity: change.quantity,
        cart_quantity: unitsOf(change.lines),
        warning: change.warning,
        'website_sale.cart_lines': '',
        'website_sale.short_cart_summary': '',
      };
      if (view) {
        const referer = refererPath(req);
        const blocks = renderCartBlocks(
          view,
          lang,
          referer ? prefixOf(referer.split('?')[0]!).prefix : '',
          csrfTokenFor(req, deps.sessionSecret),
        );
        result['website_sale.cart_lines'] = blocks.lines;
        result['website_sale.short_cart_summary'] = blocks.summary;
      }
      return result;
    },
    // Its own transaction above: the view and the render stay out of it.
    { readOnly: true },
  );

  // GET /shop/cart?type=popover: the 'My Cart' popover; otherwise the site's cart page answers.
  router.get(prefixed('/shop/cart'), async (req, res, next) => {
    if (req.query.type !== 'popover') return next();
    const owner = await deps.ownerOf(req);
    const { prefix } = prefixOf(req.path);
    const render = async (em: EntityManager) => {
      const lang = await langOf(req, em, deps);
      const cart: Cart | null = await carts.find(em, owner);
      const view = await carts.view(em, cart, lang, { suggestions: false });
      return renderToStaticMarkup(createElement(CartPopover, { cart: view, lang, urlPrefix: prefix }));
    };
    // Hovered often: a transaction only when an anonymous cart is to be merged.
    const html = (await kit.withManager((em) => carts.needsMerge(em, owner)))
      ? await kit.transaction(render)
      : await kit.withManager(render);
    giveCookie(req, res, owner, { issuedToken: null });
    res.set('Cache-Control', 'no-store').type('html').send(html);
  });
}
