/**
 * What the server decides on a raw request, before Express reads anything of it: methods no route
 * answers, hosts the site does not serve, and the client's address.
 */
import type http from 'node:http';
import proxyaddr from 'proxy-addr';
import type { Config } from '../config';

/** Methods some route answers; TRACE, CONNECT and the like get 405 before anything else runs. */
export const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function refuseMethod(res: http.ServerResponse) {
  const body = 'Method Not Allowed';
  res.writeHead(405, {
    allow: [...KNOWN_METHODS].join(', '),
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** A Host the site does not answer to: refused before anything is read or built from it. */
export function refuseUnknownHost(res: http.ServerResponse) {
  const body = 'Bad Request: unknown host. Set ALLOWED_HOSTS (or PUBLIC_URL) to serve this address.';
  res.writeHead(400, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** The visitor's address: the socket's, or behind a trusted proxy (TRUST_PROXY) the forwarded one. */
export function clientAddressOf(
  trust: Config['trustProxy'],
): (req: http.IncomingMessage) => string | undefined {
  if (trust === false) return (req) => req.socket.remoteAddress;
  const trusted =
    typeof trust === 'number' ? (_: string, hop: number) => hop < trust : proxyaddr.compile(trust);
  return (req) => proxyaddr(req, trusted);
}
