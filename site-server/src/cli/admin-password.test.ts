/**
 * Issue 26, item 8: `npm run admin:password -- <email>` sets a password on an existing database,
 * run as the command it is (a child process) against the data dir of a running server.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../core/audit';
import { startTestServer, TestClient, TEST_DEMO_PASSWORD, type TestServer } from '../testing/test-server';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const COMMAND = path.join(ROOT, 'site-server/src/cli/admin-password.ts');

/** Runs the command with `env` on top of a clean environment; answers its exit code and output. */
function adminPassword(args: string[], env: Record<string, string>, stdin = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', COMMAND, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('npm run admin:password', () => {
  let server: TestServer;
  let database: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    // The server's own database: its data dir, or its PostgreSQL database under npm run test:pg.
    database = {
      VITRINE_DATA_DIR: server.config.dataDir,
      ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
    };
  });
  afterAll(() => server.close());

  const canSignIn = async (email: string, password: string) =>
    !(await new TestClient(server.url).rpc('/web/session/authenticate', { login: email, password })).body
      .error;

  it('sets the password from VITRINE_NEW_PASSWORD, signs the user out everywhere and logs who did it', async () => {
    const laptop = new TestClient(server.url);
    await laptop.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    expect((await laptop.request('GET', '/api/admin/profile')).status).toBe(200);

    const run = await adminPassword(['Publisher@Example.com'], {
      ...database,
      VITRINE_NEW_PASSWORD: 'set-on-the-server-1',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(
      'The password of publisher@example.com (publisher) is set. 1 session signed out.',
    );
    expect(run.code).toBe(0);

    expect((await laptop.request('GET', '/api/admin/profile')).status).toBe(401);
    expect(await canSignIn('publisher@example.com', TEST_DEMO_PASSWORD)).toBe(false);
    expect(await canSignIn('publisher@example.com', 'set-on-the-server-1')).toBe(true);

    const [entry] = await server.dataSource
      .getRepository(AuditEntry)
      .find({ where: { model: 'user', userName: 'npm run admin:password' }, order: { id: 'DESC' }, take: 1 });
    expect(entry).toMatchObject({ action: 'update', recordName: 'Paula Publisher', userId: null });
    expect(entry!.changes).toContainEqual({ field: 'password', before: '••••', after: '••••' });
  });

  it('reads the password from standard input, and refuses a short one without changing anything', async () => {
    const short = await adminPassword(['portal@example.com'], database, 'short\n');
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('The password must be at least 8 characters long; nothing was changed.');
    expect(await canSignIn('portal@example.com', TEST_DEMO_PASSWORD)).toBe(true);

    const piped = await adminPassword(['portal@example.com'], database, 'from-standard-input-1\n');
    expect(piped.code).toBe(0);
    expect(await canSignIn('portal@example.com', 'from-standard-input-1')).toBe(true);
  });

  it('refuses an address without an account', async () => {
    const run = await adminPassword(['nobody@example.com'], {
      ...database,
      VITRINE_NEW_PASSWORD: 'long-enough-1',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'No account has the e-mail address nobody@example.com; nothing was changed.',
    );
  });

  it('never makes a database where there is none', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'vitrine-no-db-'));
    try {
      const run = await adminPassword(['admin@example.com'], {
        VITRINE_DATA_DIR: empty,
        VITRINE_NEW_PASSWORD: 'long-enough-1',
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('There is no database at');
      expect(existsSync(path.join(empty, 'vitrine.sqlite'))).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('says how to use it without an address', async () => {
    const run = await adminPassword([], database);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run admin:password -- <e-mail address>');
  });
});
