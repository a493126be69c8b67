/**
 * A redirect answered by Express (a code this process did not know: made by another process, or read
 * again once its cache entry was forgotten or expired) is the fast path's answer, touch cookie
 * included: otherwise the visits, leads and orders it brings would be traced to no link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { TOUCH_COOKIE } from './touch-cookie';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => server?.close());

async function redirect(code: string) {
  const response = await fetch(`${server.url}/r/${code}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
    touch: response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${TOUCH_COOKIE}=`)),
  };
}

describe('/r/{code} answered by Express', () => {
  it('answers as the fast path does, with the touch cookie of a link to this site', async () => {
    const made = await admin.request('POST', '/api/admin/links', { json: { url: `${server.url}/shop` } });
    expect(made.status).toBe(200);
    const { code } = (await made.json()) as { code: string };
    // The write's commit made this process forget the link (links.changed): Express reads it.
    const first = await redirect(code);
    expect(first).toMatchObject({ status: 302, location: `${server.url}/shop`, cacheControl: 'no-store' });
    expect(first.touch).toBeDefined();
    // Then the fast path knows it again, and answers the same.
    const second = await redirect(code);
    expect(second).toMatchObject({ status: 302, location: `${server.url}/shop`, cacheControl: 'no-store' });
    expect(second.touch).toBeDefined();
  });
});
