/**
 * A rendered page is sent whole, as one body (entry.server.tsx, site-server/src/core/site/whole-page.ts):
 * with its length (Content-Length, no chunked transfer), the same to a browser as to a crawler (no
 * streamed Suspense boundary for React Router's data), and compressed in one piece for browsers that
 * take it. The production build, read over plain HTTP to see the bytes as they come, by a signed-in
 * customer (a visitor's page may come whole from the page cache).
 */
import { request as httpRequest } from 'node:http';
import zlib from 'node:zlib';
import { DEMO_ACCOUNTS, expect, signedIn, test } from './fixtures';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer's bytes as they came over the wire (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// Each answer has its own CSP nonce and CSRF token mask (core/http/csrf.ts).
const withoutNonces = (html: string) =>
  html.replaceAll(/nonce="[^"]*"/g, 'nonce=""').replaceAll(/[a-z0-9]+\.[\w-]{8,}\.[\w-]{20,}/g, 'csrf-token');

/** The cookies of a signed-in customer: their pages are rendered for them, never from the page cache. */
async function customerCookies(baseURL: string): Promise<string> {
  const api = await signedIn(baseURL, DEMO_ACCOUNTS.portal);
  const { cookies } = await api.storageState();
  await api.dispose();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('a rendered page comes with its length, in one body, for a browser and for a crawler', async ({
  baseURL,
}) => {
  const cookie = await customerCookies(baseURL!);
  for (const userAgent of [BROWSER, CRAWLER]) {
    for (const pathname of ['/shop', '/fr/blog', '/nowhere-at-all']) {
      const answer = await rawGet(`${baseURL}${pathname}`, {
        'accept-encoding': 'identity',
        'user-agent': userAgent,
        cookie,
      });
      expect(answer.status).toBe(pathname === '/nowhere-at-all' ? 404 : 200);
      expect(answer.headers['transfer-encoding'], `${pathname} for ${userAgent}`).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.toString('utf8')).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
    }
  }
});

test('a browser gets the page a crawler gets, its data inline rather than in a streamed boundary', async ({
  baseURL,
}) => {
  const cookie = await customerCookies(baseURL!);
  const forBrowser = await rawGet(`${baseURL}/shop`, {
    'accept-encoding': 'identity',
    'user-agent': BROWSER,
    cookie,
  });
  const forCrawler = await rawGet(`${baseURL}/shop`, {
    'accept-encoding': 'identity',
    'user-agent': CRAWLER,
    cookie,
  });
  const page = withoutNonces(forBrowser.body.toString('utf8'));
  expect(page).toContain('window.__reactRouterContext.streamController.enqueue(');
  expect(page).not.toContain('<template id="B:0">');
  expect(page).toBe(withoutNonces(forCrawler.body.toString('utf8')));
});

test('a rendered page is the same gzipped or in brotli for browsers that take it', async ({ baseURL }) => {
  const cookie = await customerCookies(baseURL!);
  const plain = await rawGet(`${baseURL}/shop`, { 'accept-encoding': 'identity', cookie });
  const gzipped = await rawGet(`${baseURL}/shop`, { 'accept-encoding': 'gzip', cookie });
  const brotli = await rawGet(`${baseURL}/shop`, { 'accept-encoding': 'br, gzip', cookie });
  expect([gzipped.headers['content-encoding'], brotli.headers['content-encoding']]).toEqual(['gzip', 'br']);
  expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
  const page = withoutNonces(plain.body.toString('utf8'));
  expect(page).toContain('</html>');
  expect(withoutNonces(zlib.gunzipSync(gzipped.body).toString('utf8'))).toBe(page);
  expect(withoutNonces(zlib.brotliDecompressSync(brotli.body).toString('utf8'))).toBe(page);
});
