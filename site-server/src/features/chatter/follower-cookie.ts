import type { CookieOptions, Request } from 'express';
import { hmac, sameToken } from '../../core/security/access-token';

/**
 * A visitor who follows with an e-mail address keeps it in a signed cookie, so that is_follower can
 * answer for them (SPEC §7 answers the visitor's `email`) and only they can stop following with it.
 */
export const FOLLOWER_COOKIE = 'vitrine_follower';

export const followerCookieOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.vitrine.secure,
  path: '/',
  maxAge: 365 * 24 * 60 * 60 * 1000,
});

export function followerCookieValue(email: string, secret: string): string {
  const encoded = Buffer.from(email.toLowerCase()).toString('base64url');
  return `${encoded}.${hmac(secret, `follower:${encoded}`)}`;
}

/** The address of the request's follower cookie, when its signature holds; null otherwise. */
export function followerEmailOf(req: Request, secret: string): string | null {
  const value: unknown = req.cookies?.[FOLLOWER_COOKIE];
  if (typeof value !== 'string' || value.length > 800) return null;
  const [encoded, signature] = value.split('.');
  if (!encoded || !signature || !sameToken(signature, hmac(secret, `follower:${encoded}`))) return null;
  return Buffer.from(encoded, 'base64url').toString('utf8');
}
