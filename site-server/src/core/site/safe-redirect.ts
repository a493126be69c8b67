/** A base no real request has: targets are resolved against it, then must still be on it. */
const BASE = 'http://vitrine.invalid';

/**
 * The one gate every redirect target passes (query parameters, form fields, Referer): a path of
 * this site, normalised, or `fallback`. Refused: other origins and schemes, protocol-relative
 * '//host', backslashes (browsers read '\' as '/'), control characters (browsers drop tabs and
 * newlines: '/\t/host' is '//host'), and paths that normalise to '//host' ('/.//host').
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > 2048 || !target.startsWith('/')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path and query of `href` when it is an address on `host` (this site's), else null. */
export function sameSitePath(href: string | undefined, host: string | undefined): string | null {
  if (!href || !host) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.host !== host.toLowerCase() || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const path = safeRedirect(`${url.pathname}${url.search}`, '');
  return path || null;
}
