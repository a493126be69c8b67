/**
 * The two cookies of a link's rules (issue 32), both signed and scoped to the link's own path
 * (/r/{code}): the remembered password (a day) and the visitor's split destination. A forged or
 * another link's value reads as none. Read from the raw Cookie header: the redirect runs before Express.
 */
import { createHash } from 'node:crypto';
import { LINK_PASSWORD_REMEMBER_MS } from '../../../../shared/links/rules';
import { hmac, sameToken } from '../../core/security/access-token';

const VARIANT_MAX_AGE_S = 365 * 24 * 60 * 60;

export const passwordCookieName = (linkId: number) => `vitrine_lp${linkId}`;
export const variantCookieName = (linkId: number) => `vitrine_lv${linkId}`;

/** A short fingerprint of a password hash: the remembered passwords of a link end when its password changes. */
export const passwordTagOf = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 12);

/** The value of one cookie of a raw Cookie header ('' without it). */
export function cookieValue(header: string | undefined, name: string): string {
  if (!header) return '';
  let at = header.indexOf(`${name}=`);
  while (at !== -1) {
    // The name starts the header or follows '; ' (not the tail of another name).
    if (at === 0 || header[at - 1] === ' ' || header[at - 1] === ';') {
      const end = header.indexOf(';', at);
      return header.slice(at + name.length + 1, end === -1 ? undefined : end).trim();
    }
    at = header.indexOf(`${name}=`, at + 1);
  }
  return '';
}

const cookieAttributes = (code: string, maxAgeS: number, secure: boolean) =>
  `Max-Age=${maxAgeS}; Path=/r/${code}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

const passwordSignature = (secret: string, linkId: number, tag: string, until: number) =>
  hmac(secret, `link-password:${linkId}:${tag}:${until}`).slice(0, 22);

/** The Set-Cookie of a right password for the link: valid a day, for this link and this password only. */
export function passwordSetCookie(
  link: { id: number; code: string; passwordTag: string },
  options: { secret: string; secure: boolean; now?: number },
): string {
  const until = (options.now ?? Date.now()) + LINK_PASSWORD_REMEMBER_MS;
  const value = `${until}.${passwordSignature(options.secret, link.id, link.passwordTag, until)}`;
  return `${passwordCookieName(link.id)}=${value}; ${cookieAttributes(link.code, LINK_PASSWORD_REMEMBER_MS / 1000, options.secure)}`;
}

/** Whether the Cookie header remembers the link's current password, unexpired and signed. */
export function remembersPassword(
  header: string | undefined,
  link: { id: number; passwordTag: string },
  secret: string,
  now: number,
): boolean {
  const value = cookieValue(header, passwordCookieName(link.id));
  const match = /^(\d{13})\.([\w-]{22})$/.exec(value);
  if (!match) return false;
  const until = Number(match[1]);
  return until > now && sameToken(match[2], passwordSignature(secret, link.id, link.passwordTag, until));
}

const variantSignature = (secret: string, linkId: number, variant: number) =>
  hmac(secret, `link-variant:${linkId}:${variant}`).slice(0, 16);

/** The split destination the visitor's cookie keeps for the link (null: none, or not ours). */
export function variantOf(header: string | undefined, linkId: number, secret: string): number | null {
  const value = cookieValue(header, variantCookieName(linkId));
  const match = /^([0-3])\.([\w-]{16})$/.exec(value);
  if (!match) return null;
  const variant = Number(match[1]);
  return sameToken(match[2], variantSignature(secret, linkId, variant)) ? variant : null;
}

export function variantSetCookie(
  link: { id: number; code: string },
  variant: number,
  options: { secret: string; secure: boolean },
): string {
  const value = `${variant}.${variantSignature(options.secret, link.id, variant)}`;
  return `${variantCookieName(link.id)}=${value}; ${cookieAttributes(link.code, VARIANT_MAX_AGE_S, options.secure)}`;
}
