import type { Request } from 'express';
import { AccessError } from '../errors';
import { hmac, newAccessToken, sameToken } from '../security/access-token';

const ANONYMOUS_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The token a form must carry. With a session it is the session's own token. Without one
 * (a visitor who never signed in) there is no ambient authority to abuse, so a signed, dated
 * token is enough and spares a session row per anonymous visitor.
 */
export function csrfTokenFor(req: Request, secret: string): string {
  if (req.vitrine.session) return req.vitrine.session.csrfToken;
  const payload = `${Date.now().toString(36)}.${newAccessToken(12)}`;
  return `${payload}.${hmac(secret, `csrf:${payload}`)}`;
}

export function isValidCsrfToken(req: Request, secret: string, token: unknown): boolean {
  if (typeof token !== 'string' || !token) return false;
  if (req.vitrine.session) return sameToken(token, req.vitrine.session.csrfToken);
  const [stamp, nonce, signature] = token.split('.');
  if (!stamp || !nonce || !signature) return false;
  const issued = parseInt(stamp, 36);
  if (!Number.isFinite(issued) || Date.now() - issued > ANONYMOUS_TOKEN_TTL_MS) return false;
  return sameToken(signature, hmac(secret, `csrf:${stamp}.${nonce}`));
}

/** The refusal of a form (or call) without this site's token. */
export const FORM_EXPIRED =
  'This form has expired or did not come from this site. Reload the page and try again.';

/** Refuses (AccessError, FORM_EXPIRED) a request whose `token` is not this visitor's. */
export function requireCsrfToken(req: Request, secret: string, token: unknown): void {
  if (!isValidCsrfToken(req, secret, token)) throw new AccessError(FORM_EXPIRED);
}
