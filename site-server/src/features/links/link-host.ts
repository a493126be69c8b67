/**
 * The short links' own host (issue 32, item 7): with LINK_HOST set (go.example.com, allowed like the
 * hosts of ALLOWED_HOSTS), a request naming that host gets a redirect for /r/{code} and a 404 for
 * anything else, all answered by the links feature before Express. The pages a redirect may lead to
 * first (leaving, password, expired) are the shop's: their Locations are made absolute on the public address.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostName } from '../../core/http/public-address';
import type { Platform } from '../../platform';
import type { CachedLink, LinkCodeCache } from './link-cache';
import type { LinkService } from './link.service';
import { redirectCode } from './redirect-code';

/** A flat header list with its relative Location made absolute on `origin`. */
export function absoluteLocations(headers: readonly string[], origin: string): string[] {
  return headers.map((value, i) =>
    i % 2 === 1 && headers[i - 1] === 'location' && value.startsWith('/') ? `${origin}${value}` : value,
  );
}

function notFound(res: ServerResponse) {
  const body = 'Not Found';
  res.writeHead(404, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

export function linkHostAnswers(deps: {
  platform: Pick<Platform, 'config' | 'dataSource' | 'logger'>;
  links: LinkService;
  cache: LinkCodeCache;
  answer: (link: CachedLink, code: string, req: IncomingMessage, res: ServerResponse) => void;
}) {
  const { platform, links, cache, answer } = deps;
  const linkHost = platform.config.linkHost;
  const trustsProxy = platform.config.trustProxy !== false;

  /** Whether the request names the short links' host (behind a trusted proxy, its forwarded host). */
  const onLinkHost = (req: IncomingMessage): boolean => {
    if (!linkHost) return false;
    const forwarded = trustsProxy ? req.headers['x-forwarded-host'] : undefined;
    const header = forwarded === undefined ? req.headers.host : String(forwarded).split(',')[0]!.trim();
    return header !== undefined && hostName(header) === linkHost;
  };

  const answerOnLinkHost = (req: IncomingMessage, res: ServerResponse) => {
    const code = (req.method === 'GET' || req.method === 'HEAD') && req.url ? redirectCode(req.url) : null;
    if (code === null) return notFound(res);
    const cached = cache.get(code);
    if (cached) return answer(cached, code, req, res);
    // Not in this process's cache (made by another process, forgotten): one database read.
    links.lookup(platform.dataSource.manager, code).then(
      (link) => (link ? answer(link, code, req, res) : notFound(res)),
      (error: unknown) => {
        platform.logger.error({ err: error }, 'short link lookup failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('Internal Server Error');
      },
    );
  };

  return { onLinkHost, answerOnLinkHost };
}
