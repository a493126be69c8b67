/**
 * The links of a recovery mail, signed with the server's secret: the restore link names one cart and
 * its expiry (7 days), the unsubscribe links one address. Nothing is stored for them.
 */
import { RESTORE_LINK_DAYS } from '../../../../shared/cart-recovery/contract';
import { languageByCode, isLangCode } from '../../../../shared/i18n';
import { hmac, sameToken } from '../../core/security/access-token';

const DAY_MS = 24 * 3600 * 1000;

export type RestoreCheck = { ok: true; cartId: number } | { ok: false; reason: 'invalid' | 'expired' };

const restoreSignature = (secret: string, cartId: number, expires: number) =>
  hmac(secret, `cart-recovery.restore:${cartId}.${expires}`);

/** `{cartId}.{expiry in epoch seconds}.{signature}`: one cart, until its expiry. */
export function restoreToken(secret: string, cartId: number, now = Date.now()): string {
  const expires = Math.floor((now + RESTORE_LINK_DAYS * DAY_MS) / 1000);
  return `${cartId}.${expires}.${restoreSignature(secret, cartId, expires)}`;
}

/** The cart a restore token names, or why it names none (a forged token is invalid, not expired). */
export function checkRestoreToken(secret: string, token: unknown, now = Date.now()): RestoreCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{20,100})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const cartId = Number(match[1]);
  const expires = Number(match[2]);
  if (!sameToken(match[3], restoreSignature(secret, cartId, expires)))
    return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, cartId };
}

/** The address of a page of the site in `lang` (its prefix), from the public address. */
export function sitePageUrl(baseUrl: string, lang: string, path: string): string {
  const prefix = isLangCode(lang) ? languageByCode(lang).urlCode : '';
  return `${baseUrl.replace(/\/+$/, '')}${prefix ? `/${prefix}` : ''}${path}`;
}

export const restoreUrl = (baseUrl: string, secret: string, cart: { cartId: number; lang: string }) =>
  sitePageUrl(
    baseUrl,
    cart.lang,
    `/shop/cart/recover?${new URLSearchParams({ token: restoreToken(secret, cart.cartId) })}`,
  );

const unsubscribeSignature = (secret: string, email: string) =>
  hmac(secret, `cart-recovery.unsubscribe:${email.toLowerCase()}`);

export function unsubscribeQuery(secret: string, email: string): string {
  return new URLSearchParams({ email, token: unsubscribeSignature(secret, email) }).toString();
}

/** The address an unsubscribe link names, when its signature holds. */
export function checkUnsubscribe(secret: string, email: unknown, token: unknown): string | null {
  if (typeof email !== 'string' || typeof token !== 'string' || email.length > 320) return null;
  return sameToken(token, unsubscribeSignature(secret, email)) ? email.toLowerCase() : null;
}

/** The page of the mail's unsubscribe link (it asks first), in the mail's language. */
export const unsubscribeUrl = (baseUrl: string, secret: string, email: string, lang: string) =>
  sitePageUrl(baseUrl, lang, `/shop/cart/recovery/unsubscribe?${unsubscribeQuery(secret, email)}`);

/** RFC 8058's one-click address: a mail client POSTs to it. */
export const oneClickUnsubscribeUrl = (baseUrl: string, secret: string, email: string) =>
  `${baseUrl.replace(/\/+$/, '')}/shop/cart/recovery/unsubscribe/one-click?${unsubscribeQuery(secret, email)}`;

/** The headers that let mail clients offer their own unsubscribe button (RFC 2369, RFC 8058), as the newsletter's. */
export const listUnsubscribeHeaders = (baseUrl: string, secret: string, email: string) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeUrl(baseUrl, secret, email)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
