import type { IncomingMessage } from 'node:http';
import type { Platform } from '../../platform';
import { redirectOf, type CachedLink } from './link-cache';
import { touchSetCookie } from './touch-cookie';

/**
 * The headers of a `/r/{code}` answer, the same from the fast path and from Express (a code this
 * process did not know yet: made by another process, or read again after its cache expired).
 */
export function redirectAnswers(platform: Pick<Platform, 'publicUrl' | 'config'>) {
  // The public address's host, parsed once per address (it is set when the server listens).
  let publicOrigin = '';
  let publicHost = '';
  const publicHostOf = (origin: string) => {
    if (origin !== publicOrigin) [publicOrigin, publicHost] = [origin, new URL(origin).host];
    return publicHost;
  };
  return (link: CachedLink, code: string, req: IncomingMessage): Record<string, string> => {
    const origin = platform.publicUrl();
    const headers: Record<string, string> = {
      // A visitor's link to another site goes to the page saying where it leads first.
      location: redirectOf(link, code, publicHostOf(origin)),
      'cache-control': 'no-store',
      'content-length': '0',
    };
    // A link to this site remembers itself in the visitor's touch cookie: their visits, leads
    // and orders are traced back to it.
    if (link.location === origin || link.location.startsWith(`${origin}/`))
      headers['set-cookie'] = touchSetCookie(req.headers.cookie, link.id, {
        secret: platform.config.sessionSecret,
        secure: origin.startsWith('https:'),
      });
    return headers;
  };
}

/**
 * The same headers as a flat [name, value, …] list for `writeHead`, made once per link and public
 * address: a link to another site answers every visitor alike. A link to this site sets the visitor's
 * own touch cookie, so its list is made for each request. Kept beside the cached link itself
 * (a WeakMap): a link read again (links.changed, the safety expiry) gets its list made again.
 */
export function redirectAnswerLists(
  platform: Pick<Platform, 'publicUrl'>,
  headersOf: ReturnType<typeof redirectAnswers>,
) {
  const lists = new WeakMap<CachedLink, { origin: string; code: string; list: readonly string[] }>();
  return (link: CachedLink, code: string, req: IncomingMessage): readonly string[] => {
    const origin = platform.publicUrl();
    const kept = lists.get(link);
    if (kept !== undefined && kept.origin === origin && kept.code === code) return kept.list;
    const headers = headersOf(link, code, req);
    const list = Object.entries(headers).flat();
    if (headers['set-cookie'] === undefined) lists.set(link, { origin, code, list });
    return list;
  };
}
