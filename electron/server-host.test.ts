import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dataDirOf,
  desktopSignInUrl,
  desktopToken,
  serverEnvironment,
  ServerNotHealthyError,
  ServerOutputLines,
  sqliteFileOf,
  waitForHealth,
} from './server-host';

describe('serverEnvironment', () => {
  const userDataDir = path.join('/home/owner/.config', 'Vitrine');

  it('runs the server on loopback, on the chosen port, with its data in the app-data folder', () => {
    const env = serverEnvironment({
      userDataDir,
      port: 43117,
      desktopToken: 'tok-1',
      baseEnv: { PATH: '/usr/bin', LANG: 'fr_FR.UTF-8' },
    });
    expect(env).toEqual({
      PATH: '/usr/bin',
      LANG: 'fr_FR.UTF-8',
      MALLOC_ARENA_MAX: '2',
      NODE_ENV: 'production',
      VITRINE_DATA_DIR: path.join(userDataDir, 'data'),
      VITRINE_LOGS_DIR: path.join(userDataDir, 'logs'),
      PORT: '43117',
      HOST: '127.0.0.1',
      VITRINE_DESKTOP_TOKEN: 'tok-1',
    });
  });

  it('does not let the shell’s own environment point the server elsewhere', () => {
    const env = serverEnvironment({
      userDataDir,
      port: 5000,
      desktopToken: 'tok-2',
      baseEnv: {
        PORT: '8069',
        HOST: '0.0.0.0',
        VITRINE_DATA_DIR: '/tmp/other',
        DATABASE_URL: 'postgres://shop@db/vitrine',
        VITRINE_DESKTOP_TOKEN: 'stale',
        ELECTRON_RUN_AS_NODE: '1',
        SEED_DEMO: '0',
      },
    });
    expect(env).toMatchObject({
      PORT: '5000',
      HOST: '127.0.0.1',
      VITRINE_DESKTOP_TOKEN: 'tok-2',
      SEED_DEMO: '0',
    });
    expect(env.VITRINE_DATA_DIR).toBe(dataDirOf(userDataDir));
    expect(env).not.toHaveProperty('DATABASE_URL');
    expect(env).not.toHaveProperty('ELECTRON_RUN_AS_NODE');
  });

  it('names the database file the backups are taken from', () => {
    expect(sqliteFileOf(userDataDir)).toBe(path.join(userDataDir, 'data', 'vitrine.sqlite'));
  });
});

describe('desktop sign-in token', () => {
  it('is 32 random bytes in base64url, fresh every time', () => {
    const tokens = new Set(Array.from({ length: 20 }, () => desktopToken()));
    expect(tokens.size).toBe(20);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('is handed to the one-time sign-in page', () => {
    expect(desktopSignInUrl(43117, 'a-b_c')).toBe('http://127.0.0.1:43117/web/login/desktop?token=a-b_c');
  });
});

describe('waitForHealth', () => {
  let server: Server | null = null;

  afterEach(async () => {
    if (server) await new Promise((resolve) => server?.close(resolve));
    server = null;
  });

  /**
   * A real HTTP server on loopback whose /healthz answers 503 to its first `unhealthyAnswers` checks,
   * then 200. Counted, not timed: a busy machine must not change what the tests see.
   */
  async function startServer(unhealthyAnswers: number): Promise<{ url: string; healthChecks: () => number }> {
    let checks = 0;
    server = createServer((request, response) => {
      if (request.url !== '/healthz') {
        response.writeHead(404).end();
        return;
      }
      checks++;
      const healthy = checks > unhealthyAnswers;
      response.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: healthy ? 'ok' : 'starting' }));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, healthChecks: () => checks };
  }

  it('resolves once the server becomes healthy after a few answers of "starting"', async () => {
    const { url, healthChecks } = await startServer(3);
    await waitForHealth(url, { timeoutMs: 20_000, intervalMs: 50 });
    // Three 503s, then the 200 it stopped at.
    expect(healthChecks()).toBe(4);
  });

  it('fails with a time-out naming the last answer when the server never becomes healthy', async () => {
    const { url } = await startServer(Infinity);
    const startedAt = Date.now();
    const waiting = waitForHealth(url, { timeoutMs: 600, intervalMs: 100 });
    await expect(waiting).rejects.toThrow(ServerNotHealthyError);
    await expect(waiting).rejects.toThrow(
      `did not become healthy at ${url}/healthz within 600 ms (last: HTTP 503)`,
    );
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it('fails with a time-out when nothing listens at all', async () => {
    const { url } = await startServer(0);
    await new Promise((resolve) => server?.close(resolve));
    server = null;
    await expect(waitForHealth(url, { timeoutMs: 400, intervalMs: 100 })).rejects.toThrow(
      /\(last: ECONNREFUSED\)/,
    );
  });

  it('stops waiting as soon as it is told the server process is gone', async () => {
    const { url } = await startServer(Infinity);
    const exited = new AbortController();
    setTimeout(() => exited.abort(new Error('the server process exited with code 2')), 150);
    const startedAt = Date.now();
    await expect(
      waitForHealth(url, { timeoutMs: 10_000, intervalMs: 50, signal: exited.signal }),
    ).rejects.toThrow(/exited with code 2/);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });
});

describe('ServerOutputLines', () => {
  it('hides the first-start passwords from the log, even when a chunk cuts the line', () => {
    const output = new ServerOutputLines();
    expect(
      output.push('Vitrine is starting\nFirst start: sign in as admin@example.com (admin) with the pass'),
    ).toEqual(['Vitrine is starting']);
    const lines = output.push(
      'word Zk3-secret_9 (shown only once).\nVitrine is ready at http://127.0.0.1:1\n',
    );
    expect(lines).toEqual([
      'First start: sign in as admin@example.com (admin) with the password [shown on the console only] (shown only once).',
      'Vitrine is ready at http://127.0.0.1:1',
    ]);
    expect(lines.join('\n')).not.toContain('Zk3-secret_9');
    expect(output.push('tail without newline')).toEqual([]);
    expect(output.flush()).toEqual(['tail without newline']);
  });
});
