import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp, type AppOptions, type VitrineApp } from '../app';
import { loadConfig, type Config } from '../core/config';
import { anonymousCsrfToken, FORM_KEY_COOKIE } from '../core/http/csrf';
import { newAccessToken, tokenHash } from '../core/security/access-token';
import { UserSession } from '../features/accounts/session.entity';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'admin-password-1' } as const;

/** The demo accounts' password in tests (DEMO_PASSWORD); without it each gets a random one. */
export const TEST_DEMO_PASSWORD = 'demo-password-1';

export interface TestServer {
  url: string;
  app: VitrineApp;
  config: Config;
  dataSource: VitrineApp['dataSource'];
  close(): Promise<void>;
}

export interface TestServerOptions {
  seedDemo?: boolean;
  admin?: { email: string; password: string };
  env?: Record<string, string>;
  /** E.g. the site's Vite dev server, to render pages without a build. */
  appOptions?: AppOptions;
  /**
   * Another process of the same deployment (PostgreSQL only): this server opens `peerOf`'s database,
   * with its session secret, but a data dir of its own, as a second machine would. The database is
   * dropped by the server that made it.
   */
  peerOf?: TestServer;
}

/** The secret every test server of one database shares (a deployment's SESSION_SECRET). */
const TEST_SESSION_SECRET = 'test-session-secret-'.padEnd(48, 'x');

/**
 * The real server on a fresh temp data dir and an ephemeral port: SQLite through the
 * migrations, or, when TEST_DATABASE_URL is set (npm run test:pg), a fresh PostgreSQL database.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
  const admin = options.admin ?? TEST_ADMIN;
  if (options.peerOf && !options.peerOf.config.databaseUrl)
    throw new Error('peerOf: several processes share a PostgreSQL database only (npm run test:pg).');
  const database = options.peerOf
    ? { url: options.peerOf.config.databaseUrl!, drop: async () => undefined }
    : process.env.TEST_DATABASE_URL
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
      : null;
  const config = loadConfig({
    VITRINE_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DEMO_PASSWORD: TEST_DEMO_PASSWORD,
    SEED_DEMO: options.seedDemo === false ? '0' : '1',
    // Every test signs in from 127.0.0.1; the limit itself has its own test.
    SIGN_IN_LIMIT_PER_MINUTE: '10000',
    // Tests that write straight to the database and then read a page must not see a shared page.
    PAGE_CACHE_MS: '0',
    // A change shows in the next /sitemap.xml (production keeps it a minute and rebuilds in the background).
    SITEMAP_MIN_AGE_MS: '0',
    ...(database ? { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET } : {}),
    ...options.env,
  });
  const app = await createApp(config, options.appOptions);
  const { url } = await app.listen(0, '127.0.0.1');
  return {
    url,
    app,
    config,
    dataSource: app.dataSource,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own for one test server, dropped afterwards. */
export async function createPostgresDatabase(baseUrl: string) {
  const name = `vitrine_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A tiny HTTP client that keeps the session cookie, for calls as a signed-in user. */
export class TestClient {
  private cookies = new Map<string, string>();
  /** `headers` go with every request (a forwarded address behind a trusted proxy, say). */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The value of a cookie the client holds, or undefined. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request(
    method: string,
    path: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...this.headers, ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value.join('=') === '')
        this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  /** A JSON-RPC call; answers the whole envelope. */
  async rpc(path: string, params: Record<string, unknown>) {
    const response = await this.request('POST', path, {
      json: { jsonrpc: '2.0', method: 'call', params, id: 1 },
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        result?: unknown;
        error?: { code: number; message: string; data: { name: string; message: string } };
      },
    };
  }

  /** A page as a visitor without JavaScript gets it: status, redirect target, HTML. */
  async page(pathname: string) {
    const response = await this.request('GET', pathname);
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    };
  }

  async signIn(login: string, password: string) {
    const { body } = await this.rpc('/web/session/authenticate', { login, password });
    if (body.error) throw new Error(`sign-in failed: ${body.error.data.message}`);
    return body.result as { uid: number };
  }
}

/** The entities React writes in text and attributes, decoded to compare texts. */
export const decodeHtml = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');

/** A staff member of `role`, made by the administrator `admin` and signed in (role checks' tests). */
export async function staffMember(
  server: TestServer,
  admin: TestClient,
  role: 'portal' | 'publisher' | 'sales' | 'shop_manager',
): Promise<TestClient> {
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const created = await admin.request('POST', '/api/admin/users', {
    json: { email, name: `A ${role}`, role, password: 'long-password-42', companyIds: [1] },
  });
  if (created.status !== 200) throw new Error(`could not create a ${role}: ${await created.text()}`);
  const client = new TestClient(server.url);
  await client.signIn(email, 'long-password-42');
  return client;
}

/**
 * The csrf_token the client's pages would carry: its session's, or for a visitor without a session a
 * signed one bound to the client's form key cookie (given one first if it has none, as a page would).
 */
export async function formTokenOf(server: TestServer, client: TestClient): Promise<string> {
  const session = client.cookie('vitrine_session');
  if (session) {
    const row = await server.dataSource
      .getRepository(UserSession)
      .findOneByOrFail({ tokenHash: tokenHash(decodeURIComponent(session)) });
    return row.csrfToken;
  }
  let key = client.cookie(FORM_KEY_COOKIE);
  if (!key) {
    key = newAccessToken(16);
    client.setCookie(FORM_KEY_COOKIE, key);
  }
  return anonymousCsrfToken(server.config.sessionSecret, key);
}

/**
 * A site form posted as a page without JavaScript sends it: its fields with the csrf_token the
 * client's pages carry (`csrf: false` sends none, a string sends that one), `json` as the page's
 * fetch asks, `referer` a path of the site the form was on.
 */
export async function postForm(
  server: TestServer,
  client: TestClient,
  path: string,
  fields: Record<string, string | number> = {},
  options: { csrf?: string | false; json?: boolean; referer?: string } = {},
) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  if (options.csrf !== false) body.set('csrf_token', options.csrf ?? (await formTokenOf(server, client)));
  return client.request('POST', path, {
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.json ? { accept: 'application/json' } : {}),
      ...(options.referer ? { referer: server.url + options.referer } : {}),
    },
  });
}

/**
 * A portal customer of the test's own, made by the administrator `admin` and signed in: a test that
 * counts a customer's documents starts from none (the demo's portal@example.com has some).
 */
export async function portalCustomer(
  server: TestServer,
  admin: TestClient,
  options: { name?: string; headers?: Record<string, string> } = {},
): Promise<{ client: TestClient; email: string }> {
  const email = `customer-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const created = await admin.request('POST', '/api/admin/users', {
    json: {
      email,
      name: options.name ?? 'A customer',
      role: 'portal',
      password: 'long-password-42',
      companyIds: [1],
    },
  });
  if (created.status !== 200) throw new Error(`could not create a customer: ${await created.text()}`);
  const client = new TestClient(server.url, options.headers);
  await client.signIn(email, 'long-password-42');
  return { client, email };
}
