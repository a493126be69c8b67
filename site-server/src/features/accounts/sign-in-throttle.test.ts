/** Issue 11, item 6: growing delays per (login, client), no lock-out, capped fields. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, TEST_ADMIN, type TestServer } from '../../testing/test-server';
import { FREE_FAILURES, MAX_DELAY_MS, SignInThrottle } from './sign-in-throttle';

describe('SignInThrottle', () => {
  const login = 'admin@example.com';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
  });
  afterAll(() => server.close());

  // Each test its own limiter name: the counts live in the server's database.
  let tests = 0;
  const newThrottle = () => new SignInThrottle(server.app.transaction, `test.throttle-${++tests}`);
  const check = (throttle: SignInThrottle, who: string, client: string, now: number) =>
    server.app.transaction((em) => throttle.check(em, who, client, now));
  const passes = async (throttle: SignInThrottle, who: string, client: string, now: number) =>
    check(throttle, who, client, now).then(
      () => true,
      () => false,
    );

  it('lets five failures through, then makes each next try wait twice as long', async () => {
    const throttle = newThrottle();
    let now = Date.now();
    for (let failure = 0; failure < FREE_FAILURES; failure++) {
      await check(throttle, login, '203.0.113.1', now);
      await throttle.failed(login, '203.0.113.1', now);
    }
    await check(throttle, login, '203.0.113.1', now);
    const waits: number[] = [];
    for (let failure = 0; failure < 4; failure++) {
      await throttle.failed(login, '203.0.113.1', now);
      await expect(check(throttle, login, '203.0.113.1', now)).rejects.toThrow(/Too many failed sign-ins/);
      let waited = 0;
      while (waited < 60_000) {
        waited += 250;
        if (await passes(throttle, login, '203.0.113.1', now + waited)) break;
      }
      waits.push(waited);
      now += waited;
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the cap', async () => {
    const throttle = newThrottle();
    const now = Date.now();
    for (let failure = 0; failure < 40; failure++) await throttle.failed(login, '203.0.113.1', now);
    expect(await passes(throttle, login, '203.0.113.1', now + MAX_DELAY_MS - 1)).toBe(false);
    expect(await passes(throttle, login, '203.0.113.1', now + MAX_DELAY_MS)).toBe(true);
  });

  it('does not slow the same login from another client, nor another login from the same client', async () => {
    const throttle = newThrottle();
    const now = Date.now();
    for (let failure = 0; failure < 20; failure++) await throttle.failed(login, '203.0.113.1', now);
    expect(await passes(throttle, login, '203.0.113.1', now + 1)).toBe(false);
    expect(await passes(throttle, login, '198.51.100.2', now + 1)).toBe(true);
    expect(await passes(throttle, 'other@example.com', '203.0.113.1', now + 1)).toBe(true);
    expect(await passes(throttle, 'ADMIN@example.com ', '203.0.113.1', now + 1)).toBe(false);
  });

  it('counts an IPv6 client per /64', async () => {
    const throttle = newThrottle();
    const now = Date.now();
    for (let failure = 0; failure < 10; failure++)
      await throttle.failed(login, `2001:db8:1:2::${failure.toString(16)}`, now);
    expect(await passes(throttle, login, '2001:db8:1:2:ffff::1', now + 1)).toBe(false);
    expect(await passes(throttle, login, '2001:db8:1:3::1', now + 1)).toBe(true);
  });

  it('starts over after a success', async () => {
    const throttle = newThrottle();
    const now = Date.now();
    for (let failure = 0; failure < 10; failure++) await throttle.failed(login, '203.0.113.1', now);
    await server.app.transaction((em) => throttle.succeeded(em, login, '203.0.113.1'));
    expect(await passes(throttle, login, '203.0.113.1', now + 1)).toBe(true);
  });

  it('starts over after an hour without failures', async () => {
    const throttle = newThrottle();
    const now = Date.now();
    for (let failure = 0; failure < 10; failure++) await throttle.failed(login, '203.0.113.1', now);
    await throttle.failed(login, '203.0.113.1', now + 3_600_000);
    expect(await passes(throttle, login, '203.0.113.1', now + 3_600_001)).toBe(true);
  });
});

describe('signing in over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => server.close());

  const attempt = (client: string, login: string, password: string) =>
    new TestClient(server.url)
      .request('POST', '/web/session/authenticate', {
        headers: { 'x-forwarded-for': client },
        json: { jsonrpc: '2.0', method: 'call', params: { login, password }, id: 1 },
      })
      .then(async (response) => ({ status: response.status, body: await response.text() }));

  it('slows a guesser without locking the owner out', async () => {
    for (let failure = 0; failure <= FREE_FAILURES; failure++)
      expect((await attempt('203.0.113.50', TEST_ADMIN.email, `guess-${failure}`)).body).toContain(
        'AuthError',
      );
    const slowed = await attempt('203.0.113.50', TEST_ADMIN.email, TEST_ADMIN.password);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toContain('Please wait 1 second and try again.');
    // The administrator, from their own address, signs in as usual.
    const owner = await attempt('198.51.100.7', TEST_ADMIN.email, TEST_ADMIN.password);
    expect(owner.status).toBe(200);
    expect(owner.body).toContain('"uid"');
  });

  it('refuses an oversized login or password before hashing it', async () => {
    const huge = await attempt('203.0.113.60', 'x'.repeat(900_000), 'whatever-1');
    expect(huge.body).toContain('ValidationError');
    const long = await attempt('203.0.113.60', TEST_ADMIN.email, 'p'.repeat(1025));
    expect(long.body).toContain('ValidationError');
  });
});
