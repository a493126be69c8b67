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
