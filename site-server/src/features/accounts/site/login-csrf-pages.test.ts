/**
 * Login CSRF (issue 25, item 15): an attacker's page posting the sign-in or sign-up form with a token
 * fetched in the attacker's own browser must not sign the victim's browser into the attacker's account
 * (the victim's next order and saved card would land there). The anonymous token is bound to the
 * browser's key cookie, and a post whose Origin (or Referer) is another site's or `null` is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { TEST_DEMO_PASSWORD, TestClient, type TestServer } from '../../../testing/test-server';
import { User } from '../user.entity';

const ATTACKER = { login: 'portal@example.com', password: TEST_DEMO_PASSWORD };

let server: TestServer;
beforeAll(async () => {
  server = await startSiteTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The csrf_token of a form page as `client` gets it (its form key cookie kept by the client). */
async function tokenFrom(client: TestClient, path: string): Promise<string> {
  const { html } = await client.page(path);
  const token = /name="csrf_token" value="([^"]+)"/.exec(html)?.[1];
  expect(token, `a csrf_token on ${path}`).toBeTruthy();
  return token!;
}

function post(client: TestClient, path: string, fields: Record<string, string>, headers = {}) {
  return client.request('POST', path, {
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

const signedIn = (client: TestClient) => client.cookie('vitrine_session') !== undefined;

describe('the sign-in form', () => {
  it('refuses a token fetched by another browser, with Origin: null or no Origin at all', async () => {
    const attacker = new TestClient(server.url);
    const token = await tokenFrom(attacker, '/web/login');
    for (const headers of [{ origin: 'null' }, {}, { origin: server.url }]) {
      const victim = new TestClient(server.url);
      await victim.page('/');
      const answer = await post(victim, '/web/login', { ...ATTACKER, csrf_token: token }, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(signedIn(victim)).toBe(false);
      expect((await victim.page('/my')).status).toBe(302);
    }
  });

  it('refuses a post from another site or with Origin: null, even with the browser’s own token', async () => {
    for (const headers of [
      { origin: 'null' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { origin: `${server.url}.evil.example` },
    ]) {
      const victim = new TestClient(server.url);
      const token = await tokenFrom(victim, '/web/login');
      const answer = await post(victim, '/web/login', { ...ATTACKER, csrf_token: token }, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.text()).toContain('This form has expired or did not come from this site.');
      expect(signedIn(victim)).toBe(false);
    }
  });

  it('signs in with the browser’s own token from this site’s page (Origin, Referer, or neither)', async () => {
    for (const headers of [{ origin: server.url }, { referer: `${server.url}/web/login` }, {}]) {
      const person = new TestClient(server.url);
      const token = await tokenFrom(person, '/web/login');
      const answer = await post(person, '/web/login', { ...ATTACKER, csrf_token: token }, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(302);
      expect(answer.headers.get('location')).toBe('/my');
      expect(signedIn(person)).toBe(true);
    }
  });
});

describe('the sign-up form', () => {
  it('refuses a token fetched by another browser, or a null or foreign Origin, and creates nothing', async () => {
    const attacker = new TestClient(server.url);
    const attackerToken = await tokenFrom(attacker, '/web/signup');
    const attempts: Array<{ own: boolean; headers: Record<string, string> }> = [
      { own: false, headers: { origin: 'null' } },
      { own: false, headers: {} },
      { own: true, headers: { origin: 'null' } },
      { own: true, headers: { origin: 'https://evil.example' } },
    ];
    for (const [index, { own, headers }] of attempts.entries()) {
      const victim = new TestClient(server.url);
      const token = own ? await tokenFrom(victim, '/web/signup') : attackerToken;
      const email = `forged-${index}@example.com`;
      const answer = await post(
        victim,
        '/web/signup',
        {
          name: 'Forged',
          email,
          password: 'forged-password-1',
          confirm_password: 'forged-password-1',
          csrf_token: token,
        },
        headers,
      );
      expect(answer.status, JSON.stringify({ own, headers })).toBe(403);
      expect(signedIn(victim)).toBe(false);
      expect(await server.dataSource.getRepository(User).existsBy({ email })).toBe(false);
    }
  });
});
