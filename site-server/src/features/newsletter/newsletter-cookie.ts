import type { Request, Response } from 'express';
import { NEWSLETTER_EMAIL_COOKIE, normaliseEmail } from '../../../../shared/newsletter/contract';
import { hmac, sameToken } from '../../core/security/access-token';

const MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
const sign = (secret: string, email: string) => hmac(secret, `newsletter:${email}`);

/**
 * The address this browser subscribed with, so is_subscriber can answer for a visitor without an
 * account. Signed: a forged cookie cannot ask whether someone else's address is on a list.
 */
export function subscriberEmailOf(req: Request, secret: string): string | null {
  const value: unknown = req.cookies?.[NEWSLETTER_EMAIL_COOKIE];
  if (typeof value !== 'string' || value.length > 1000) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const email = Buffer.from(value.slice(0, dot), 'base64url').toString('utf8');
  return sameToken(value.slice(dot + 1), sign(secret, email)) ? email : null;
}

export function giveSubscriberCookie(req: Request, res: Response, secret: string, email: string) {
  const normalised = normaliseEmail(email);
  const value = `${Buffer.from(normalised, 'utf8').toString('base64url')}.${sign(secret, normalised)}`;
  res.cookie(NEWSLETTER_EMAIL_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.vitrine.secure,
    path: '/',
    maxAge: MAX_AGE_MS,
  });
}
