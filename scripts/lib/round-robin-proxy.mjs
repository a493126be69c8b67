// A small round-robin HTTP proxy on loopback, in front of the processes of `npm run cluster` and of the
// bench's cluster scenarios (issue 27): each request goes to the next process, its client's address
// added to X-Forwarded-For (the processes run with TRUST_PROXY=loopback). Not a production balancer.
import http from 'node:http';

// Hop-by-hop headers are the proxy's own business (RFC 9110, 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Starts the proxy on `host`:`port` (0: a free port) in front of `targets` (base URLs such as
 * http://127.0.0.1:8070). Answers 502 when a target does not answer.
 * @param {{ targets: string[], port?: number, host?: string }} options
 */
export async function startRoundRobinProxy({ targets, port = 0, host = '127.0.0.1' }) {
  if (targets.length === 0) throw new Error('The proxy needs at least one target.');
  const upstreams = targets.map((target) => new URL(target));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  const server = http.createServer((request, response) => {
    const upstream = upstreams[next];
    next = (next + 1) % upstreams.length;
    const headers = {};
    for (const [name, value] of Object.entries(request.headers))
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    const client = request.socket.remoteAddress ?? '';
    const forwarded = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${client}` : client;
    headers['x-forwarded-proto'] ??= 'http';
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        const answerHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) answerHeaders[name] = value;
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('The Vitrine process did not answer.\n');
    });
    request.pipe(outgoing);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${boundPort}`,
    port: boundPort,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
