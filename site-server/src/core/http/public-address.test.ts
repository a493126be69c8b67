/**
 * The addresses the server trusts (issue 11, items 1 and 2), on the real server: absolute URLs
 * come from the public address, never from the Host header; unknown hosts are refused; behind a
 * trusted proxy the forwarded client, scheme and host count, and nowhere else.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../testing/test-server';
import { hostName } from './public-address';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with the headers a browser or fetch would not let us set (Host). */
function raw(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
  init: { method?: string; body?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path, method: init.method ?? 'GET', headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

const signInBody = (password: string) =>
  JSON.stringify({ jsonrpc: '2.0', method: 'call', params: { login: TEST_ADMIN.email, password }, id: 1 });

describe('without PUBLIC_URL: the listening address is the public one', () => {
  let server: TestServer;
  let port: string;
  beforeAll(async () => {
    server = await startTestServer();
    port = new URL(server.url).port;
  });
  afterAll(() => server.close());

  it('refuses a request naming another host, before any route reads it', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example', 'a b']) {
      const answer = await raw(server, '/healthz', { host });
      expect(answer.status, host).toBe(400);
      expect(answer.body).toContain('unknown host');
    }
    // The tracked-link redirect answers before Express: it is guarded too.
    expect((await raw(server, '/r/anything', { host: 'evil.example' })).status).toBe(400);
  });

  it('answers TRACE and other unknown methods with 405, not 500', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LINK']) {
      const answer = await raw(server, '/', { host: `127.0.0.1:${port}` }, { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toContain('GET');
    }
  });

  it('answers the listening address, localhost and loopback, with or without a port', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'LOCALHOST', `[::1]:${port}`, 'localhost.'])
      expect((await raw(server, '/healthz', { host })).status, host).toBe(200);
  });

  it('builds absolute URLs from the listening address whatever Host the request names', async () => {
    const answer = await raw(server, '/sitemap.xml', { host: `localhost:${port}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<loc>http://127.0.0.1:${port}/`);
    expect(answer.body).not.toContain('localhost');
  });

  it('ignores X-Forwarded-* when no proxy is trusted', async () => {
    const answer = await raw(
      server,
      '/web/session/authenticate',
      {
        host: `127.0.0.1:${port}`,
        'content-type': 'application/json',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      { method: 'POST', body: signInBody(TEST_ADMIN.password) },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    const cookies = answer.headers['set-cookie'] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i);
  });
});

describe('behind a trusted proxy with an https public address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        PUBLIC_URL: 'https://shop.test',
        ALLOWED_HOSTS: 'shop.test,.example.org',
        TRUST_PROXY: '1',
        SIGN_IN_LIMIT_PER_MINUTE: '2',
      },
    });
  });
  afterAll(() => server.close());

  it('answers the allowed hosts and their subdomains only, Host and X-Forwarded-Host alike', async () => {
    expect((await raw(server, '/healthz', { host: 'shop.test' })).status).toBe(200);
    expect((await raw(server, '/healthz', { host: 'www.example.org' })).status).toBe(200);
    expect((await raw(server, '/healthz', { host: 'example.org' })).status).toBe(200);
    expect((await raw(server, '/healthz', { host: 'badexample.org' })).status).toBe(400);
    expect((await raw(server, '/healthz', { host: 'evil.example' })).status).toBe(400);
    expect(
      (await raw(server, '/healthz', { host: 'shop.test', 'x-forwarded-host': 'evil.example' })).status,
    ).toBe(400);
  });

  it('builds absolute URLs from PUBLIC_URL, sends HSTS and marks cookies Secure', async () => {
    const sitemap = await raw(server, '/sitemap.xml', { host: 'www.example.org' });
    expect(sitemap.body).toContain('<loc>https://shop.test/');
    expect(sitemap.body).not.toContain('example.org');
    expect(sitemap.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const signIn = await raw(
      server,
      '/web/session/authenticate',
      {
        host: 'shop.test',
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.1',
      },
      { method: 'POST', body: signInBody(TEST_ADMIN.password) },
    );
    const cookies = signIn.headers['set-cookie'] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
  });

  it('limits sign-in attempts per forwarded client, not per proxy', async () => {
    const attempt = (client: string) =>
      raw(
        server,
        '/web/session/authenticate',
        {
          host: 'shop.test',
          'content-type': 'application/json',
          'x-forwarded-for': client,
        },
        { method: 'POST', body: signInBody('wrong-password') },
      );
    expect((await attempt('203.0.113.7')).status).toBe(200);
    expect((await attempt('203.0.113.7')).status).toBe(200);
    expect((await attempt('203.0.113.7')).status).toBe(429);
    // Another visitor behind the same proxy is not locked out by the first one.
    const other = await attempt('203.0.113.8');
    expect(other.status).toBe(200);
    expect(other.body).toContain('"AuthError"');
  });
});

describe('hostName', () => {
  it.each([
    ['Shop.Example:8080', 'shop.example'],
    ['shop.example.', 'shop.example'],
    ['[::1]:8069', '[::1]'],
    ['127.0.0.1', '127.0.0.1'],
    ['evil.example/path', null],
    ['user@evil.example', null],
    ['', null],
  ])('%s names %s', (header, name) => {
    expect(hostName(header)).toBe(name);
  });
});
