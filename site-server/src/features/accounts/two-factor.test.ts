import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_REQUIRED } from '../../../../shared/accounts/contract';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { PENDING_SIGN_IN_COOKIE } from './two-factor-sign-in';
import { WRONG_CODE } from './two-factor.service';

let server: TestServer;

beforeAll(async () => {
  // Each client its own address: the per-address sign-in limit stays out of the way.
  server = await startTestServer({ seedDemo: false, env: { TRUST_PROXY: '1' } });
}, 60_000);
afterAll(() => server?.close());

let nextClient = 1;
/** A client from its own address (X-Forwarded-For, trusted here). */
function client() {
  const address = `198.51.100.${nextClient++}`;
  const base = new TestClient(server.url);
  const request = base.request.bind(base);
  base.request = (method, path, init = {}) =>
    request(method, path, { ...init, headers: { 'x-forwarded-for': address, ...init.headers } });
  return base;
}

/** The current code of an authenticator holding `secret`, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

async function api(who: TestClient, method: string, path: string, json?: unknown) {
  // Every call but a GET sends JSON (the back office's CSRF defence): an empty object when it has no body.
  const body = method === 'GET' ? {} : { json: json ?? {} };
  const response = await who.request(method, `/api/admin${path}`, body);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Creates a staff user, signs them in and turns two-factor sign-in on; answers the secret and codes. */
async function userWithTwoFactor(email: string) {
  const admin = client();
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  const password = 'long-password-42';
  const created = await api(admin, 'POST', '/users', {
    email,
    name: email.split('@')[0],
    role: 'publisher',
    password,
    companyIds: [1],
  });
  expect(created.status).toBe(200);
  const user = client();
  await user.signIn(email, password);
  const setup = await api(user, 'POST', '/profile/two-factor/setup');
  expect(setup.status).toBe(200);
  expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(setup.body.qrSvg).toContain('<svg');
  const enabled = await api(user, 'POST', '/profile/two-factor', { code: codeOf(setup.body.secret) });
  expect(enabled.status).toBe(200);
  return {
    id: created.body.id as number,
    email,
    password,
    secret: setup.body.secret as string,
    recoveryCodes: enabled.body.recoveryCodes as string[],
    session: user,
  };
}

describe('two-factor sign-in (TOTP)', () => {
  it('is off until a first right code confirms the set-up, which gives ten recovery codes', async () => {
    const admin = client();
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await api(admin, 'GET', '/profile/two-factor')).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const setup = await api(admin, 'POST', '/profile/two-factor/setup');
    const wrong = await api(admin, 'POST', '/profile/two-factor', {
      code: '000000' === codeOf(setup.body.secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.code).toBe(WRONG_CODE);
    expect((await api(admin, 'GET', '/profile/two-factor')).body.enabled).toBe(false);
    // A pending set-up does not change the sign-in.
    await client().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it('asks for the code after the right password, and opens no session before it', async () => {
    const user = await userWithTwoFactor('two-step@example.com');
    expect(user.recoveryCodes).toHaveLength(10);
    expect(new Set(user.recoveryCodes).size).toBe(10);

    const browser = client();
    const first = await api(browser, 'POST', '/session', { email: user.email, password: user.password });
    expect(first).toEqual({ status: 200, body: { twoFactorRequired: true } });
    expect((await api(browser, 'GET', '/session')).status).toBe(401);

    const wrong = await api(browser, 'POST', '/session/code', { code: '12345' });
    expect(wrong.status).toBe(400);
    expect((await api(browser, 'GET', '/session')).status).toBe(401);

    const right = await api(browser, 'POST', '/session/code', { code: codeOf(user.secret, 1) });
    expect(right.status).toBe(200);
    expect(right.body.user.email).toBe(user.email);
    expect((await api(browser, 'GET', '/session')).status).toBe(200);
    expect(browser.cookieHeader).not.toContain(PENDING_SIGN_IN_COOKIE);
  });

  it('accepts a code only once: a replay in the same 30 seconds is refused', async () => {
    const user = await userWithTwoFactor('replay@example.com');
    const code = codeOf(user.secret, 1);
    const [a, b] = [client(), client()];
    for (const who of [a, b])
      expect(
        (await api(who, 'POST', '/session', { email: user.email, password: user.password })).body,
      ).toEqual({
        twoFactorRequired: true,
      });
    const answers = await Promise.all([a, b].map((who) => api(who, 'POST', '/session/code', { code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('takes each recovery code once, in any case and with spaces', async () => {
    const user = await userWithTwoFactor('recovery@example.com');
    const [code] = user.recoveryCodes;
    const typed = ` ${code!.toUpperCase().replace('-', ' ')} `;
    const browser = client();
    await api(browser, 'POST', '/session', { email: user.email, password: user.password });
    expect((await api(browser, 'POST', '/session/code', { code: typed })).status).toBe(200);
    expect((await api(browser, 'GET', '/profile/two-factor')).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });

    const again = client();
    await api(again, 'POST', '/session', { email: user.email, password: user.password });
    expect((await api(again, 'POST', '/session/code', { code: code! })).status).toBe(400);
  });

  it('slows code guessing per account, whatever the client address', async () => {
    const user = await userWithTwoFactor('guessing@example.com');
    const wrong = codeOf(user.secret, 5);
    for (let attempt = 0; attempt < 6; attempt++) {
      const guesser = client();
      await api(guesser, 'POST', '/session', { email: user.email, password: user.password });
      expect((await api(guesser, 'POST', '/session/code', { code: wrong })).status).toBe(400);
    }
    // Even the right code must now wait.
    const owner = client();
    await api(owner, 'POST', '/session', { email: user.email, password: user.password });
    const refused = await api(owner, 'POST', '/session/code', { code: codeOf(user.secret) });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Please wait \d+ seconds?/);
  });

  it('refuses a forged, expired or voided pending sign-in', async () => {
    const user = await userWithTwoFactor('pending@example.com');
    const forged = client();
    const answer = await forged.request('POST', '/api/admin/session/code', {
      json: { code: codeOf(user.secret) },
      headers: { cookie: `${PENDING_SIGN_IN_COOKIE}=${user.id}.${Date.now() + 60_000}.forged` },
    });
    expect(answer.status).toBe(401);
    expect((await answer.json()).error.message).toBe(
      'Your sign-in has expired. Please enter your password again.',
    );

    // A password change voids the pending sign-in made with the old password.
    const browser = client();
    await api(browser, 'POST', '/session', { email: user.email, password: user.password });
    const changed = await api(user.session, 'POST', '/profile/password', {
      currentPassword: user.password,
      newPassword: 'another-password-43',
    });
    expect(changed.status).toBe(204);
    expect((await api(browser, 'POST', '/session/code', { code: codeOf(user.secret) })).status).toBe(401);
  });

  it('works through the JSON-RPC sign-in: an error names the second step, /web/session/totp completes it', async () => {
    const user = await userWithTwoFactor('rpc@example.com');
    const script = client();
    const first = await script.rpc('/web/session/authenticate', {
      login: user.email,
      password: user.password,
    });
    expect(first.body.error?.data).toEqual({ name: 'AuthError', message: TWO_FACTOR_REQUIRED });
    // The code of the next step: the current one was spent turning two-factor sign-in on.
    const second = await script.rpc('/web/session/totp', { code: codeOf(user.secret, 1) });
    expect(second.body.result).toMatchObject({ uid: user.id, email: user.email });
    expect((await api(script, 'GET', '/session')).status).toBe(200);
  });

  it('ends the other sessions when turned on; turns off only with the password and a code', async () => {
    const email = 'turn-off@example.com';
    const admin = client();
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await api(admin, 'POST', '/users', {
      email,
      name: 'Off',
      role: 'publisher',
      password: 'long-password-42',
      companyIds: [1],
    });
    const [laptop, phone] = [client(), client()];
    await laptop.signIn(email, 'long-password-42');
    await phone.signIn(email, 'long-password-42');
    const setup = await api(laptop, 'POST', '/profile/two-factor/setup');
    expect(
      (await api(laptop, 'POST', '/profile/two-factor', { code: codeOf(setup.body.secret) })).status,
    ).toBe(200);
    expect((await api(phone, 'GET', '/session')).status).toBe(401);
    expect((await api(laptop, 'GET', '/session')).status).toBe(200);

    const noPassword = await api(laptop, 'POST', '/profile/two-factor/disable', {
      password: 'wrong-password',
      code: codeOf(setup.body.secret, 1),
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.fields.password).toBe('The password is wrong.');
    const off = await api(laptop, 'POST', '/profile/two-factor/disable', {
      password: 'long-password-42',
      code: codeOf(setup.body.secret, 1),
    });
    expect(off.status).toBe(204);
    expect((await api(laptop, 'GET', '/profile/two-factor')).body.enabled).toBe(false);
    await client().signIn(email, 'long-password-42');
  });

  it('lets an administrator turn it off for someone else, not for themselves', async () => {
    const user = await userWithTwoFactor('lost-phone@example.com');
    const admin = client();
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await api(admin, 'GET', `/users/${user.id}`)).body.twoFactorEnabled).toBe(true);
    const listed = await api(admin, 'GET', '/users?search=lost-phone');
    expect(listed.body.items[0].twoFactorEnabled).toBe(true);
    expect((await api(user.session, 'DELETE', `/users/${user.id}/two-factor`)).status).toBe(403);
    // A portal customer has no back-office profile to set it up from.
    await api(admin, 'POST', '/users', {
      email: 'portal-2fa@example.com',
      name: 'Portal',
      role: 'portal',
      password: 'long-password-42',
      companyIds: [1],
    });
    const customer = client();
    await customer.signIn('portal-2fa@example.com', 'long-password-42');
    expect((await api(customer, 'GET', '/profile/two-factor')).status).toBe(403);
    expect((await api(customer, 'POST', '/profile/two-factor/setup')).status).toBe(403);
    expect((await api(admin, 'DELETE', `/users/${user.id}/two-factor`)).status).toBe(204);
    expect((await api(user.session, 'GET', '/session')).status).toBe(401);
    await client().signIn(user.email, user.password);
    const self = await api(admin, 'GET', '/session');
    expect((await api(admin, 'DELETE', `/users/${self.body.user.id}/two-factor`)).status).toBe(400);
  });
});
