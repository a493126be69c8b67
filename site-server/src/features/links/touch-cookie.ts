import type { Request } from 'express';
import { NO_TOUCH, type Touch } from '../../../../shared/links/statistics';
import { hmac, sameToken } from '../../core/security/access-token';

/**
 * The tracked links that brought a visitor, first and last (revenue traced to links): the redirect of
 * a link to this site sets it, keeping the first link and replacing the last. Signed, so a visitor
 * cannot credit their order to another link; 90 days, as long as a campaign usually runs.
 */
export const TOUCH_COOKIE = 'vitrine_touch';
const MAX_AGE_S = 90 * 24 * 60 * 60;
const VALUE = /^(\d{1,10})\.(\d{1,10})\.([\w-]{16})$/;

const signature = (secret: string, first: number, last: number) =>
  hmac(secret, `touch:${first}.${last}`).slice(0, 16);

/** The links of a cookie value, when its signature holds. */
export function readTouch(value: unknown, secret: string): Touch {
  if (typeof value !== 'string') return NO_TOUCH;
  const match = VALUE.exec(value);
  if (!match) return NO_TOUCH;
  const first = Number(match[1]);
  const last = Number(match[2]);
  if (!sameToken(match[3], signature(secret, first, last))) return NO_TOUCH;
  return { firstLinkId: first, lastLinkId: last };
}

/** The value of the raw Cookie header's touch cookie ('' without one): the redirect runs before Express. */
function touchInHeader(cookieHeader: string | undefined): string {
  if (!cookieHeader) return '';
  const start = cookieHeader.indexOf(`${TOUCH_COOKIE}=`);
  if (start === -1) return '';
  const end = cookieHeader.indexOf(';', start);
  return cookieHeader.slice(start + TOUCH_COOKIE.length + 1, end === -1 ? undefined : end).trim();
}

/** The Set-Cookie header of a click on `linkId`, keeping the visitor's first link. */
export function touchSetCookie(
  cookieHeader: string | undefined,
  linkId: number,
  options: { secret: string; secure: boolean },
): string {
  const first = readTouch(touchInHeader(cookieHeader), options.secret).firstLinkId ?? linkId;
  const value = `${first}.${linkId}.${signature(options.secret, first, linkId)}`;
  return `${TOUCH_COOKIE}=${value}; Max-Age=${MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** The links that brought the visitor of `req` (none: nulls). */
export function touchOf(req: Request, secret: string): Touch {
  return readTouch(req.cookies?.[TOUCH_COOKIE], secret);
}
