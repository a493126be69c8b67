/**
 * Where a URL the window wants to visit may go. Only the embedded server's own pages are shown
 * inside the app; web links go to the system browser; anything else (javascript:, file:, data:,
 * custom schemes) goes nowhere.
 */
export type LinkDestination = 'app' | 'browser' | 'refused';

const webProtocols = new Set(['http:', 'https:']);

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True when `url` is a page of the embedded server (same scheme, host and port as `serverOrigin`). */
export function isTrustedUrl(url: string, serverOrigin: string): boolean {
  const target = parse(url);
  const server = parse(serverOrigin);
  if (!target || !server || !webProtocols.has(target.protocol)) return false;
  // Credentials in a URL are a classic way to disguise the real host; never trust them.
  if (target.username || target.password) return false;
  return target.origin === server.origin;
}

export function linkDestination(url: string, serverOrigin: string): LinkDestination {
  if (isTrustedUrl(url, serverOrigin)) return 'app';
  const target = parse(url);
  if (target && webProtocols.has(target.protocol) && !target.username && !target.password) return 'browser';
  return 'refused';
}
