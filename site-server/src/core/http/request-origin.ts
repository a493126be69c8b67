import type { Request } from 'express';

/**
 * Whether a state-changing request came from this site's pages, as far as the browser tells: its
 * `Origin`, or without one its `Referer`, names this site (the address it was sent to, or the public
 * address). `Origin: null` (a page under `Referrer-Policy: no-referrer`, a sandboxed frame) and another
 * site's origin are refused. A request with neither header passes here and is left to its token, which
 * is bound to the browser's session or key cookie: browsers send an Origin with every cross-site post,
 * so only old browsers and clients that are no browser send neither.
 */
export function isFromThisSite(req: Request): boolean {
  const origin = req.get('origin');
  if (origin !== undefined) return isOwnOrigin(req, origin);
  const referer = req.get('referer');
  return referer === undefined || isOwnOrigin(req, referer);
}

function isOwnOrigin(req: Request, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // Hosts compared as the browser writes them under the same scheme (a default port left out).
  const hostOf = (host: string | undefined) => {
    if (!host) return null;
    try {
      return new URL(`${url.protocol}//${host}`).host;
    } catch {
      return null;
    }
  };
  // The Host the request was sent to (checked against the allowed hosts before anything ran), behind
  // a trusted proxy the forwarded one, and the public address (a proxy that rewrites Host).
  const own = [hostOf(req.get('host')), hostOf(req.host), hostOf(publicHost(req.vitrine.publicUrl))];
  return own.includes(url.host);
}

function publicHost(publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined;
  try {
    return new URL(publicUrl).host;
  } catch {
    return undefined;
  }
}
