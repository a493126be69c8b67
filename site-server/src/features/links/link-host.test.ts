/**
 * The short links' own host (issue 32, item 7): LINK_HOST is allowed as ALLOWED_HOSTS' hosts are, and
 * there only /r/{code} answers (a redirect, counted); every other path is a 404, the shop's pages
 * included. A redirect that first opens a page of the shop (leaving, password) points at the public address.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { LinkClick } from './link-click.entity';
import { ruledLink } from './link-rules-support';
import { BROWSER_UA, waitFor } from './links-test-support';

const LINK_HOST = 'go.example.test';
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ env: { LINK_HOST, ALLOWED_HOSTS: 'shop.example.test' } });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A request naming `host` in its Host header (fetch sets Host from the URL itself). */
function onHost(path: string, host: string, init: { method?: string } = {}) {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { host, 'user-agent': BROWSER_UA },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the short links’ host', () => {
  it('answers /r/{code} with the redirect, and counts the click', async () => {
    const link = await ruledLink(admin, {});
    const answer = await onHost(`/r/${link.code}`, LINK_HOST);
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^https:\/\/target\.example\//);
    expect(
      await waitFor(
        () => server.dataSource.getRepository(LinkClick).countBy({ linkId: link.id }),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect((await onHost(`/r/${link.code}`, 'GO.example.test:443', { method: 'HEAD' })).status).toBe(302);
  });

  it('answers nothing else: pages, the statistics page, the API, unknown codes and other methods are 404', async () => {
    const link = await ruledLink(admin, {});
    for (const path of [
      '/',
      '/web/login',
      `/r/${link.code}+`,
      `/r/${link.code}/leave`,
      '/api/admin/links',
      '/r/no-such-code',
      '/r',
    ])
      expect((await onHost(path, LINK_HOST)).status, path).toBe(404);
    expect((await onHost(`/r/${link.code}`, LINK_HOST, { method: 'POST' })).status).toBe(404);
    // The shop's own host still serves the rest (the sitemap: pages need the production build, which
    // CI makes after these tests); an unknown host is still refused.
    expect((await onHost('/sitemap.xml', 'localhost')).status).toBe(200);
    expect((await onHost(`/r/${link.code}`, 'elsewhere.example.test')).status).toBe(400);
  });

  it('sends to the shop’s pages on the public address (the password page)', async () => {
    const link = await ruledLink(admin, { password: 'short and sweet' });
    const answer = await onHost(`/r/${link.code}`, LINK_HOST);
    expect(answer.location).toBe(`${server.url}/r/${link.code}/password`);
  });

  it('reads a code this process does not hold yet from the database', async () => {
    const link = await ruledLink(admin, {});
    // A rename forgets the link everywhere: the new code is read again on its first redirect.
    await admin.request('PUT', `/api/admin/links/${link.id}/code`, { json: { code: `${link.code}-go` } });
    const answer = await onHost(`/r/${link.code}-go`, LINK_HOST);
    expect(answer.status).toBe(302);
  });
});
