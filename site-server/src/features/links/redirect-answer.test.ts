/**
 * A redirect answered by Express (a code this process did not know: made by another process, or read
 * again once its cache entry was forgotten or expired) is the fast path's answer, touch cookie
 * included: otherwise the visits, leads and orders it brings would be traced to no link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import type { IncomingMessage } from 'node:http';
import { redirectAnswerLists, redirectAnswers } from './redirect-answer';
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

describe("the fast path's header lists", () => {
  const platform = { publicUrl: () => origin, config: { sessionSecret: 'secret-for-lists' } };
  let origin = 'https://shop.example';
  const headersOf = redirectAnswers(platform as Parameters<typeof redirectAnswers>[0]);
  const listOf = redirectAnswerLists(platform, headersOf);
  const request = { headers: {} } as IncomingMessage;
  const outside = {
    id: 1,
    location: 'https://example.com/a',
    host: 'example.com',
    madeByStaff: true,
    rules: null,
  };

  it('makes the list of a link to another site once, flat, and again when the address changes', () => {
    const first = listOf(outside, 'abc', request);
    expect(first).toEqual([
      'location',
      'https://example.com/a',
      'cache-control',
      'no-store',
      'content-length',
      '0',
    ]);
    expect(listOf(outside, 'abc', request)).toBe(first);
    // A visitor's link (not staff's) to another site goes to the leaving page: the code is in it.
    const visitors = { ...outside, id: 2, madeByStaff: false };
    expect(listOf(visitors, 'xyz', request)[1]).toBe('/r/xyz/leave');
    expect(listOf(visitors, 'xyz2', request)[1]).toBe('/r/xyz2/leave');
    origin = 'https://other.example';
    expect(listOf(outside, 'abc', request)).not.toBe(first);
  });

  it('makes a new list, with the visitor’s own touch cookie, for each visit of a link to this site', () => {
    const inside = {
      id: 3,
      location: `${origin}/shop`,
      host: new URL(origin).host,
      madeByStaff: true,
      rules: null,
    };
    const first = listOf(inside, 'in', request);
    expect(first).toContain('set-cookie');
    expect(listOf(inside, 'in', request)).not.toBe(first);
  });
});
