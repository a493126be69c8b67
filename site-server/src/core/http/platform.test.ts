import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebsitePage } from '../../features/website/website-page.entity';
import { startTestServer, TestClient, TEST_ADMIN, type TestServer } from '../../testing/test-server';

const rpcBody = (params: unknown) => JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: 7 });

describe('HTTP platform', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { MAX_BODY_BYTES: '4096' } });
  });
  afterAll(() => server.close());

  it('answers /healthz when the database does', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers, a request id and a CSP nonce', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/,
    );
  });

  it('answers a malformed JSON-RPC body with the parse-error envelope', async () => {
    const response = await fetch(`${server.url}/web/session/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, data: { name: 'ValidationError' } },
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|SyntaxError/);
  });

  it('refuses JSON-RPC without the JSON content type (415, in the envelope)', async () => {
    const response = await fetch(`${server.url}/web/session/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: rpcBody({ login: 'a', password: 'b' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { data: { name: 'UnsupportedMediaTypeError' } } });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await fetch(`${server.url}/web/session/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: rpcBody({ login: 'x'.repeat(10_000), password: 'b' }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { data: { name: 'PayloadTooLargeError', message: 'The request is too large.' } },
    });
  });

  it('answers invalid params with a ValidationError naming the field', async () => {
    const client = new TestClient(server.url);
    const { status, body } = await client.rpc('/web/session/authenticate', { login: '', password: 'x' });
    expect(status).toBe(200);
    expect(body.error).toMatchObject({
      code: 200,
      message: 'Vitrine Server Error',
      data: { name: 'ValidationError' },
    });
    expect(body.error!.data.message).toContain('login');
  });

  it('answers a request that is not JSON-RPC with -32600', async () => {
    const response = await fetch(`${server.url}/web/session/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,2]',
    });
    expect((await response.json()).error.code).toBe(-32600);
  });

  describe('call_kw allow-list', () => {
    it('refuses a pair nobody registered', async () => {
      const client = new TestClient(server.url);
      await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      const { body } = await client.rpc('/web/dataset/call_kw/res.users/unlink', { args: [[1]], kwargs: {} });
      expect(body.error?.data).toEqual({
        name: 'AccessError',
        message: 'The call res.users.unlink is not available.',
      });
    });

    it('lets a user switch to a company of theirs, and nothing else', async () => {
      const admin = new TestClient(server.url);
      const { uid } = await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      const created = await admin.request('POST', '/api/admin/companies', { json: { name: 'Second Shop' } });
      const second = (await created.json()) as { id: number };

      const anonymous = await new TestClient(server.url).rpc('/web/dataset/call_kw/res.users/write', {
        args: [[uid], { company_id: second.id }],
      });
      expect(anonymous.body.error?.data.name).toBe('AuthError');

      const other = await admin.rpc('/web/dataset/call_kw/res.users/write', {
        args: [[uid + 1], { company_id: second.id }],
      });
      expect(other.body.error?.data.name).toBe('AccessError');

      const extraField = await admin.rpc('/web/dataset/call_kw/res.users/write', {
        args: [[uid], { company_id: second.id, role: 'admin' }],
      });
      expect(extraField.body.error?.data.name).toBe('ValidationError');

      const portal = new TestClient(server.url);
      const portalUser = await portal.signIn('portal@example.com', 'demo-password-1');
      const foreign = await portal.rpc('/web/dataset/call_kw/res.users/write', {
        args: [[portalUser.uid], { company_id: second.id }],
      });
      expect(foreign.body.error?.data).toEqual({
        name: 'AccessError',
        message: 'You do not belong to this company.',
      });

      const switched = await admin.rpc('/web/dataset/call_kw/res.users/write', {
        args: [[uid], { company_id: second.id }],
      });
      expect(switched.body.result).toBe(true);
      const session = (await (await admin.request('GET', '/api/admin/session')).json()) as {
        user: { companyId: number };
      };
      expect(session.user.companyId).toBe(second.id);
    });
  });

  describe('POST /website/publish', () => {
    const pageId = async () =>
      (await server.dataSource.getRepository(WebsitePage).findOneByOrFail({ url: '/aboutus' })).id;

    it('is for publishers only', async () => {
      const id = await pageId();
      const anonymous = await new TestClient(server.url).rpc('/website/publish', {
        id,
        object: 'website.page',
      });
      expect(anonymous.body.error?.data.name).toBe('AuthError');
      const portal = new TestClient(server.url);
      await portal.signIn('portal@example.com', 'demo-password-1');
      const refused = await portal.rpc('/website/publish', { id, object: 'website.page' });
      expect(refused.body.error?.data).toEqual({
        name: 'AccessError',
        message: 'You are not allowed to do this.',
      });
      expect((await server.dataSource.getRepository(WebsitePage).findOneByOrFail({ id })).published).toBe(
        true,
      );
    });

    it('flips the flag and answers the new one', async () => {
      const id = await pageId();
      const publisher = new TestClient(server.url);
      await publisher.signIn('publisher@example.com', 'demo-password-1');
      expect((await publisher.rpc('/website/publish', { id, object: 'website.page' })).body.result).toBe(
        false,
      );
      expect((await server.dataSource.getRepository(WebsitePage).findOneByOrFail({ id })).published).toBe(
        false,
      );
      expect((await publisher.rpc('/website/publish', { id, object: 'website.page' })).body.result).toBe(
        true,
      );
    });

    it('refuses unknown models and records', async () => {
      const publisher = new TestClient(server.url);
      await publisher.signIn('publisher@example.com', 'demo-password-1');
      expect(
        (await publisher.rpc('/website/publish', { id: 1, object: 'res.users' })).body.error?.data.name,
      ).toBe('AccessError');
      expect(
        (await publisher.rpc('/website/publish', { id: 999_999, object: 'website.page' })).body.error?.data,
      ).toEqual({
        name: 'MissingError',
        message: 'This page does not exist.',
      });
    });
  });

  it('refuses a form post without a valid csrf_token', async () => {
    const response = await fetch(`${server.url}/web/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'login=admin%40example.com&password=x&csrf_token=forged',
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('This form has expired or did not come from this site.');
  });

  it('answers a path parameter with broken percent-encoding with 400, not 500', async () => {
    const rpc = await fetch(`${server.url}/shop/payment/get_status/%E0%A4`);
    expect(rpc.status).toBe(400);
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const api = await admin.request('GET', '/api/admin/orders/%E0%A4');
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({
      error: { name: 'ValidationError', message: 'The address is not valid.' },
    });
  });

  it('marks every back-office answer no-store: allowed, refused, failed or unknown', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const answers = [
      await admin.request('GET', '/api/admin/session'),
      // The outbox holds the mails sent, password reset links among them.
      await admin.request('GET', '/api/admin/outbox'),
      await admin.request('GET', '/api/admin/users'),
      await admin.request('POST', '/api/admin/companies', { json: { name: '' } }),
      await admin.request('GET', '/api/admin/no-such-thing'),
      await new TestClient(server.url).request('GET', '/api/admin/outbox'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 400, 404, 401]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown back-office call with a JSON 404', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await admin.request('GET', '/api/admin/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { name: 'MissingError', message: 'No such back-office call.' },
    });
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then closes the database', async () => {
    const server = await startTestServer({ seedDemo: false });
    const { port } = new URL(server.url);
    const body = rpcBody({ login: 'nobody@example.com', password: 'whatever-1' });
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    // Headers and half the body: the request is in flight when the shutdown starts.
    socket.write(
      `POST /web/session/authenticate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = server.close();
    socket.write(body.slice(10));
    const response = await answer;
    await closing;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('Wrong login or password');
    expect(server.dataSource.isInitialized).toBe(false);
  });
});
