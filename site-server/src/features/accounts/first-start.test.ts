/** First start on a new database: no account gets a password anyone could read in the README. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstStartLines } from '../../app';
import { startTestServer, TestClient, type TestServer } from '../../testing/test-server';

describe('first start without ADMIN_PASSWORD and DEMO_PASSWORD', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Empty values count as unset.
    server = await startTestServer({ env: { ADMIN_PASSWORD: '', DEMO_PASSWORD: '' } });
  });
  afterAll(() => server.close());

  it('gives the administrator and each demo account a random password, printed once', async () => {
    const generated = server.app.generatedPasswords;
    expect(generated.map(({ email, role }) => [email, role])).toEqual([
      ['admin@example.com', 'admin'],
      ['publisher@example.com', 'publisher'],
      ['portal@example.com', 'portal'],
    ]);
    expect(new Set(generated.map(({ password }) => password)).size).toBe(3);
    for (const { password } of generated) expect(password.length).toBeGreaterThanOrEqual(16);
    const lines = firstStartLines(server.app, server.url);
    // "with the password <it>": what the desktop app masks in its server.log (electron/server-host.ts).
    for (const { email, password } of generated)
      expect(
        lines.some((line) => line.includes(`${email} `) && line.includes(`with the password ${password} `)),
      ).toBe(true);
    // A box: every line as wide as the others, the way back in named.
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines.join('\n')).toContain(`Sign in at ${server.url}/admin/`);
    expect(lines.join('\n')).toContain('npm run admin:password -- <e-mail address>');

    for (const { email, password } of generated) {
      const { body } = await new TestClient(server.url).rpc('/web/session/authenticate', {
        login: email,
        password,
      });
      expect(body.error, email).toBeUndefined();
    }
  });

  it('refuses the passwords the README once published', async () => {
    for (const [login, password] of [
      ['publisher@example.com', 'publisher-demo-1'],
      ['portal@example.com', 'portal-demo-1'],
    ]) {
      const { body } = await new TestClient(server.url).rpc('/web/session/authenticate', { login, password });
      expect(body.error?.data.name).toBe('AuthError');
    }
  });
});
