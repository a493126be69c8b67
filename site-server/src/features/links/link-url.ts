import { randomInt } from 'node:crypto';
import { isbot } from 'isbot';
import {
  LINK_CODE_LENGTH,
  LINK_URL_MAX,
  linkMessages,
  type LinkCreateErrorCode,
  type LinkDevice,
} from '../../../../shared/links/contract';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random code of LINK_CODE_LENGTH letters and digits (62^6 ≈ 5.7·10^10 codes). */
export function randomCode(length = LINK_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export type TargetCheck = { ok: true; url: URL } | { ok: false; error: LinkCreateErrorCode; message: string };

/**
 * Reads a target URL typed by a person: trimmed, `https://` added when there is no scheme (as
 * "example.com/page"), then only http and https are accepted — javascript:, data:, file:… are not.
 */
export function parseTarget(raw: string): TargetCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, error: 'empty_url', message: linkMessages.emptyUrl };
  if (text.length > LINK_URL_MAX)
    return { ok: false, error: 'url_too_long', message: linkMessages.urlTooLong };
  // A scheme is letters then ':' not followed by a port number ("localhost:3000" has none).
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return { ok: false, error: 'invalid_url', message: linkMessages.invalidUrl };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
    return { ok: false, error: 'invalid_url', message: linkMessages.invalidUrl };
  if (url.href.length > LINK_URL_MAX)
    return { ok: false, error: 'url_too_long', message: linkMessages.urlTooLong };
  return { ok: true, url };
}

export interface UtmNames {
  campaign: string | null;
  medium: string | null;
  source: string | null;
}

/**
 * The redirect target: the link's URL with utm_campaign, utm_medium and utm_source set to the
 * link's values. The target's own query (other parameters, their order and encoding) and
 * #fragment are kept; a utm_* parameter the link sets replaces the target's own.
 */
export function redirectLocation(target: string, utm: UtmNames): string {
  const href = new URL(target).href; // ASCII-safe for the Location header (punycode, %-encoding)
  const hashAt = href.indexOf('#');
  const fragment = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';
  const set: Array<[string, string]> = [];
  if (utm.campaign) set.push(['utm_campaign', utm.campaign]);
  if (utm.medium) set.push(['utm_medium', utm.medium]);
  if (utm.source) set.push(['utm_source', utm.source]);
  const replaced = new Set(set.map(([name]) => name));
  const kept = query === '' ? [] : query.split('&').filter((pair) => !replaced.has(paramName(pair)));
  const added = set.map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  const parts = [...kept, ...added];
  return `${base}${parts.length ? `?${parts.join('&')}` : ''}${fragment}`;
}

function paramName(pair: string): string {
  const at = pair.indexOf('=');
  const name = at >= 0 ? pair.slice(0, at) : pair;
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

const TABLET = /ipad|tablet|kindle|silk|playbook|nexus (?:7|9|10)|sm-t\d|android(?!.*mobile)/i;
const MOBILE = /mobi|iphone|ipod|windows phone|blackberry|opera mini|iemobile|android.*mobile/i;

/** Device class of a user agent; known bots (package isbot) are 'bot'. */
export function deviceOf(userAgent: string | undefined): LinkDevice {
  if (!userAgent) return 'desktop';
  if (isbot(userAgent)) return 'bot';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The host of a Referer header, lower-cased; null when absent or unreadable. */
export function referrerHostOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const host = new URL(referer).hostname.toLowerCase();
    return host === '' ? null : host.slice(0, 255);
  } catch {
    return null;
  }
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** English name of an ISO country code ('Unknown' for null). */
export function countryName(code: string | null): string {
  if (!code) return 'Unknown';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
