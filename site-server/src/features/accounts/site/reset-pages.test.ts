/**
 * Issue 26, item 8: staff who lost their password use the customers' reset by mail from the back
 * office's "Forgot password?": same links, limits and mail; the link's page leads on to /admin/.
 * Pages as a browser without JavaScript sees them (the site through its Vite dev server).
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../../core/mail/outbox-mail.entity';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startSiteTestServer();
});
afterAll(() => server?.close());

/** A browser without JavaScript: fetches pages, posts their forms with the csrf_token they carry. */
class Visitor extends TestClient {
  async submit(formPage: string, fields: Record<string, string>) {
    const { html } = await this.page(formPage);
    const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(html)?.[1];
    expect(csrfToken, `a csrf_token on ${formPage}`).toBeTruthy();
    const response = await this.request('POST', formPage, {
      body: new URLSearchParams({ csrf_token: csrfToken!, ...fields }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return { status: response.status, html: await response.text() };
  }
}

const forgotPassword = (client: TestClient, email: string) =>
  client.request('POST', '/api/admin/session/password-reset', { json: { email } });

const mailsTo = (email: string) =>
  server.dataSource.getRepository(OutboxMail).find({ where: { to: email }, order: { id: 'DESC' } });

/** The reset page of the newest mail to `email` (path and query). */
async function mailedResetPage(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe('Reset your password');
  const link = new URL(/https?:\/\/\S+\/web\/reset_password\?token=\S+/.exec(mail!.text)![0]);
  expect(link.origin).toBe(server.url);
  return `${link.pathname}${link.search}`;
}

/** A staff member made by the administrator; answers their address. */
async function newStaffMember(role: 'sales' | 'publisher', password = 'first-password-1') {
  const admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const created = await admin.request('POST', '/api/admin/users', {
    json: { email, name: `A ${role}`, role, password, companyIds: [1] },
  });
  expect(created.status).toBe(200);
  return email;
}

describe('"Forgot password?" in the back office', () => {
  it('mails a staff member the reset link, whose page sets the password and leads on to the back office', async () => {
    const email = await newStaffMember('sales');
    const asked = await forgotPassword(new TestClient(server.url), email);
    expect(asked.status).toBe(204);

    const browser = new Visitor(server.url);
    const resetPage = await mailedResetPage(email);
    const token = new URL(resetPage, server.url).searchParams.get('token')!;
    const done = await browser.submit(resetPage, {
      token,
      password: 'second-password-2',
      confirm_password: 'second-password-2',
    });
    expect(done.status).toBe(200);
    expect(done.html).toContain('Your password has been changed, and you are signed in.');
    expect(done.html).toContain('<a href="/admin/">Go to the back office</a>');
    // Signed in: /admin/ opens on the back office.
    expect((await browser.request('GET', '/api/admin/session')).status).toBe(200);

    const signIn = await new TestClient(server.url).request('POST', '/api/admin/session', {
      json: { email, password: 'second-password-2' },
    });
    expect(signIn.status).toBe(200);
  });

  it('answers the same whether the address has an account or not, and mails only an account', async () => {
    const email = await newStaffMember('publisher');
    const known = await forgotPassword(new TestClient(server.url), email);
    const unknown = await forgotPassword(new TestClient(server.url), 'nobody-here@example.com');
    expect([unknown.status, await unknown.text()]).toEqual([known.status, await known.text()]);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('refuses an empty address', async () => {
    const refused = await forgotPassword(new TestClient(server.url), '  ');
    expect(refused.status).toBe(400);
  });

  it('asks for the second factor after a reset of an account that has one, before any session', async () => {
    const email = await newStaffMember('publisher');
    const owner = new TestClient(server.url);
    await owner.signIn(email, 'first-password-1');
    const setup = (await (
      await owner.request('POST', '/api/admin/profile/two-factor/setup', { json: {} })
    ).json()) as { secret: string };
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.secret) });
    expect((await owner.request('POST', '/api/admin/profile/two-factor', { json: { code } })).status).toBe(
      200,
    );

    await forgotPassword(new TestClient(server.url), email);
    const resetPage = await mailedResetPage(email);
    const browser = new Visitor(server.url);
    const done = await browser.submit(resetPage, {
      token: new URL(resetPage, server.url).searchParams.get('token')!,
      password: 'after-reset-pass-3',
      confirm_password: 'after-reset-pass-3',
    });
    expect(done.status).toBe(200);
    expect(done.html).toContain(
      'Your password has been changed. Sign in with it and the code from your authenticator app.',
    );
    // The mailed link alone signs nobody in: the session waits for the code.
    expect((await browser.request('GET', '/api/admin/session')).status).toBe(401);
    const signIn = await new TestClient(server.url).request('POST', '/api/admin/session', {
      json: { email, password: 'after-reset-pass-3' },
    });
    expect(await signIn.json()).toEqual({ twoFactorRequired: true });
  });
});

describe('"Forgot password?" and the sign-in limit', () => {
  it('counts against the same limit per address as the sign-in', async () => {
    const limited = await startTestServer({ seedDemo: false, env: { SIGN_IN_LIMIT_PER_MINUTE: '2' } });
    try {
      const client = new TestClient(limited.url);
      for (let attempt = 0; attempt < 2; attempt++)
        expect((await forgotPassword(client, `someone${attempt}@example.com`)).status).toBe(204);
      expect((await forgotPassword(client, TEST_ADMIN.email)).status).toBe(429);
      const signIn = await client.request('POST', '/api/admin/session', { json: TEST_ADMIN });
      expect(signIn.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
