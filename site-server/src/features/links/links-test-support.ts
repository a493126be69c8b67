import { afterAll, beforeAll } from 'vitest';
import { linkNewResult, type TrackedLink } from '../../../../shared/links/contract';
import { startSiteTestServer } from '../../testing/site-test-server';
import { TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';

/** What the link tracker's test files share: the server, a client per role, and call helpers. */
export const PUBLISHER = ['publisher@example.com', 'demo-password-1'] as const;
export const PORTAL = ['portal@example.com', 'demo-password-1'] as const;
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

// Live bindings: the test files read them once their beforeAll has run.
export let server: TestServer;
export let admin: TestClient;
export let publisher: TestClient;
export let portal: TestClient;
export let anonymous: TestClient;

/** One server with the site (through Vite) and a client per role, for the test file that calls it. */
export function useLinksTestServer(env: Record<string, string> = {}) {
  beforeAll(async () => {
    // The site's pages (the 404 page, /aboutus) render through Vite: no build needed.
    server = await startSiteTestServer({ env });
    // Vite compiles the site on first use: warm it so the loopback 404 check meets its time-out.
    for (const warm of ['/aboutus', '/no-such-page-warm-up']) await (await fetch(server.url + warm)).text();
    admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    publisher = new TestClient(server.url);
    await publisher.signIn(...PUBLISHER);
    portal = new TestClient(server.url);
    await portal.signIn(...PORTAL);
    anonymous = new TestClient(server.url);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });
}

/** Follows a short URL as a browser would (Node's own user agent counts as a bot). */
export function follow(
  base: string,
  code: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${base}/r/${code}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_UA, ...init.headers },
  });
}

export async function callKw(
  client: TestClient,
  model: string,
  method: string,
  args: unknown[],
  kwargs = {},
) {
  return client.rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs });
}

export async function newLink(client: TestClient, params: Record<string, unknown>) {
  const { body } = await client.rpc('/website_links/new', params);
  if (body.error) throw new Error(`new failed: ${body.error.data.message}`);
  return linkNewResult.parse(body.result);
}

export async function createLink(client: TestClient, params: Record<string, unknown>): Promise<TrackedLink> {
  const result = await newLink(client, params);
  if ('error' in result) throw new Error(`new answered ${result.error}`);
  return result;
}

export async function utmId(model: string, name: string) {
  const { body } = await callKw(admin, model, 'create', [{ name }]);
  return body.result as number;
}

/** Waits (bounded) until the click writer has stored what the test expects. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

export const clicksOf = async (code: string) => {
  const { body } = await admin.rpc('/website_links/recent_links', { filter: 'newest', limit: 20 });
  const links = body.result as TrackedLink[];
  return links.find((link) => link.code === code)?.clicks ?? -1;
};
