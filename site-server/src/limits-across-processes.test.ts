/**
 * Issue 27, item 5: the limits live in the database, so N processes give a client the same number of
 * tries as one. Three servers on one database, each request of a client going to the next server,
 * as a round-robin load balancer would send them.
 *
 * PostgreSQL only (npm run test:pg): several processes share a database only there; on SQLite the
 * single process runs the same code, and each limit's own test runs there in `npm test`.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KEY_COOKIE } from './core/http/csrf';
import { OutboxMail } from './core/mail/outbox-mail.entity';
import { newAccessToken } from './core/security/access-token';
import { FREE_FAILURES } from './features/accounts/sign-in-throttle';
import { formTokenOf, startTestServer, TestClient, TEST_ADMIN, type TestServer } from './testing/test-server';

describe.runIf(process.env.TEST_DATABASE_URL)('limits shared by the processes of one database', () => {
  const env = { TRUST_PROXY: '1' };
  let servers: TestServer[] = [];
  beforeAll(async () => {
    const first = await startTestServer({ env });
    servers = [
      first,
      await startTestServer({ env, peerOf: first }),
      await startTestServer({ env, peerOf: first }),
    ];
  }, 120_000);
  afterAll(async () => {
    // The first server drops the database: it closes last.
    for (const server of [...servers].reverse()) await server.close();
  });

  let addresses = 0;
  /** Each request goes to the next server, whoever sends it. */
  let turn = 0;
  /** One visitor: an address of its own, one browser's form key. */
  function visitor() {
    const headers = { 'x-forwarded-for': `203.0.113.${++addresses}` };
    const formKey = newAccessToken(16);
    return {
      next() {
        const server = servers[turn++ % servers.length]!;
        const client = new TestClient(server.url, headers);
        client.setCookie(FORM_KEY_COOKIE, formKey);
        return { server, client };
      },
    };
  }

  it('slows wrong passwords spread over the processes as one process would: the 6th failure waits on each', async () => {
    const guesser = visitor();
    const signIn = (password: string) => {
      const { client } = guesser.next();
      return client.rpc('/web/session/authenticate', { login: TEST_ADMIN.email, password });
    };
    for (let failure = 0; failure <= FREE_FAILURES; failure++)
      expect((await signIn(`guess-${failure}`)).body.error?.data.name).toBe('AuthError');
    // Six failures, two on each process: every process makes the next try wait.
    for (let server = 0; server < servers.length; server++) {
      const slowed = await signIn(TEST_ADMIN.password);
      expect(slowed.status).toBe(429);
      expect(slowed.body.error?.data.message).toMatch(
        /^Too many failed sign-ins\. Please wait \d+ seconds? and try again\.$/,
      );
    }
  });

  it('answers and counts many wrong passwords at once, more than a process has connections', async () => {
    // Each failure is counted once its request's transaction has given its connection back: 25 at
    // once on one process (a pool of 10) all answer, none waits on the pool for ever.
    const headers = { 'x-forwarded-for': `203.0.113.${++addresses}` };
    const login = 'many.at.once@example.com';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        new TestClient(servers[0]!.url, headers).rpc('/web/session/authenticate', {
          login,
          password: `guess-${index}`,
        }),
      ),
    );
    const names = answers.map((answer) => answer.body.error?.data.name);
    expect(names.every((name) => name === 'AuthError' || name === 'RateLimitError')).toBe(true);
    expect(names.filter((name) => name === 'AuthError').length).toBeGreaterThan(FREE_FAILURES);
    // Another process makes the next try wait.
    const next = await new TestClient(servers[1]!.url, headers).rpc('/web/session/authenticate', {
      login,
      password: 'guess-next',
    });
    expect(next.status).toBe(429);
  }, 60_000);

  it('slows wrong second-factor codes spread over the processes as one process would', async () => {
    const api = async (who: TestClient, path: string, json: unknown = {}) => {
      const response = await who.request('POST', `/api/admin${path}`, { json });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
    };
    const codeOf = (secret: string, steps = 0) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
    const admin = new TestClient(servers[0]!.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const user = { email: 'codes.across@example.com', password: 'long-password-42' };
    const created = await api(admin, '/users', {
      ...user,
      name: 'codes',
      role: 'publisher',
      companyIds: [1],
    });
    expect(created.status).toBe(200);
    const owner = new TestClient(servers[0]!.url);
    await owner.signIn(user.email, user.password);
    const secret = (await api(owner, '/profile/two-factor/setup')).body!.secret as string;
    expect((await api(owner, '/profile/two-factor', { code: codeOf(secret) })).status).toBe(200);

    const tryCode = async (code: string) => {
      const { client } = visitor().next();
      await api(client, '/session', { email: user.email, password: user.password });
      return api(client, '/session/code', { code });
    };
    // Six wrong codes, two through each process, from six addresses: wrong codes count per account.
    for (let attempt = 0; attempt < 6; attempt++) expect((await tryCode(codeOf(secret, 5))).status).toBe(400);
    // Even a right code (the next period's, not used yet) must now wait, on every process.
    for (let server = 0; server < servers.length; server++)
      expect((await tryCode(codeOf(secret, 1))).status).toBe(429);
  });

  it('refuses the same excess of a route’s rate limit, whichever process counts it', async () => {
    // The lead form: ten posts per address and ten minutes.
    const poster = visitor();
    const post = async () => {
      const { server, client } = poster.next();
      const body = new URLSearchParams({
        name: 'Shared limits',
        contact_name: 'Jane Doe',
        page_url: '/services',
        email_from: 'jane.limits@example.com',
        phone: '+33 6 12 34 56 78',
        Question: 'Spread over three processes?',
        csrf_token: await formTokenOf(server, client),
      });
      const response = await client.request('POST', '/o2b/website_lead/crm.lead', {
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      });
      return { status: response.status, remaining: response.headers.get('ratelimit') };
    };
    const answers = [];
    for (let index = 0; index < 12; index++) answers.push(await post());
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(10).fill(200), 429, 429]);
    // The RateLimit header counts down across the processes.
    expect(answers[0]!.remaining).toMatch(/r=9\b/);
    expect(answers[9]!.remaining).toMatch(/r=0\b/);
  });

  it('limits the codes mailed to one address as one process would, whichever processes are asked', async () => {
    // Three codes per address and ten minutes, each asked from another address, through another process.
    const email = 'codes.shared@example.com';
    const ask = async () => {
      const { server, client } = visitor().next();
      const query = new URLSearchParams({
        name: 'Jane Doe',
        email,
        company_name: 'Acme',
        comapny_size: '11-50',
        comapny_industry: 'Retail',
        sale: 'on',
        csrf_token: await formTokenOf(server, client),
      });
      return (await client.request('GET', `/request/demo?${query.toString()}`)).status;
    };
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push(await ask());
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
  it('mails one follow confirmation per page and address in ten minutes, however many processes are asked', async () => {
    const [page] = (await servers[0]!.dataSource.query(
      `SELECT id FROM website_page WHERE url = '/aboutus'`,
    )) as Array<{
      id: number;
    }>;
    const email = 'follower.shared@example.com';
    for (let index = 0; index < servers.length; index++) {
      const { client } = visitor().next();
      const answer = await client.rpc('/website_mail/follow', {
        id: page!.id,
        object: 'website.page',
        email,
        message_is_follower: 'off',
      });
      expect(answer.body.result).toBe(false);
    }
    expect(await servers[0]!.dataSource.getRepository(OutboxMail).countBy({ to: email })).toBe(1);
  });
});
