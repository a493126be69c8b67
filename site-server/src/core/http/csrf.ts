import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { AccessError } from '../errors';
import { hmac, newAccessToken, sameToken } from '../security/access-token';
import { isFromThisSite } from './request-origin';

const ANONYMOUS_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The browser's own random key (HttpOnly, SameSite=Lax, for the browser session): the token of a
 * visitor without a session is signed together with it, so a token fetched by another browser (an
 * attacker's) is worth nothing in this one (double submit).
 */
export const FORM_KEY_COOKIE = 'vitrine_form_key';
const FORM_KEY = /^[A-Za-z0-9_-]{22}$/;

/**
 * What a page shared by the page cache carries instead of a visitor's token; each answer puts its
 * visitor's token in its place (web-app.ts), so one visitor's token never reaches another. Random per
 * process: a text someone typed into a page cannot name it.
 */
export const SHARED_PAGE_TOKEN = `shared-form-token-${randomBytes(12).toString('hex')}`;

/** The token of `browserKey` for a visitor without a session: dated, signed with the key. */
export function anonymousCsrfToken(secret: string, browserKey: string, now = Date.now()): string {
  const payload = `${now.toString(36)}.${newAccessToken(12)}`;
  return `${payload}.${hmac(secret, `csrf:${payload}:${browserKey}`)}`;
}

/** The browser's key from its cookie, or null. */
function browserKeyOf(req: Request): string | null {
  const key = (req.cookies as Record<string, unknown> | undefined)?.[FORM_KEY_COOKIE];
  return typeof key === 'string' && FORM_KEY.test(key) ? key : null;
}

/**
 * The token a form must carry. With a session it is the session's own token. Without one it is
 * signed, dated and bound to the browser's key cookie, which is set on this answer when the browser
 * has none (no session row per anonymous visitor). A page being rendered to be shared gets the
 * placeholder instead.
 */
export function csrfTokenFor(req: Request, secret: string): string {
  if (req.vitrine.session) return req.vitrine.session.csrfToken;
  if (req.vitrine.sharedPage) return SHARED_PAGE_TOKEN;
  let key = browserKeyOf(req);
  if (!key) {
    key = newAccessToken(16);
    // Later calls in this request (and the check of a form posted with it) see the new key.
    req.cookies = { ...(req.cookies as Record<string, unknown>), [FORM_KEY_COOKIE]: key };
    req.res?.cookie(FORM_KEY_COOKIE, key, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.vitrine.secure,
      path: '/',
    });
  }
  return anonymousCsrfToken(secret, key);
}

/**
 * Whether `token` is this browser's and the request came from this site's pages: an Origin (or,
 * without one, a Referer) of another site, or `null`, is refused whatever the token.
 */
export function isValidCsrfToken(req: Request, secret: string, token: unknown): boolean {
  if (typeof token !== 'string' || !token || !isFromThisSite(req)) return false;
  if (req.vitrine.session) return sameToken(token, req.vitrine.session.csrfToken);
  const key = browserKeyOf(req);
  const [stamp, nonce, signature, extra] = token.split('.');
  if (!key || !stamp || !nonce || !signature || extra !== undefined) return false;
  const issued = parseInt(stamp, 36);
  if (!Number.isFinite(issued) || Date.now() - issued > ANONYMOUS_TOKEN_TTL_MS) return false;
  return sameToken(signature, hmac(secret, `csrf:${stamp}.${nonce}:${key}`));
}

/** The refusal of a form (or call) without this site's token. */
export const FORM_EXPIRED =
  'This form has expired or did not come from this site. Reload the page and try again.';

/** Refuses (AccessError, FORM_EXPIRED) a request whose `token` is not this visitor's. */
export function requireCsrfToken(req: Request, secret: string, token: unknown): void {
  if (!isValidCsrfToken(req, secret, token)) throw new AccessError(FORM_EXPIRED);
}
