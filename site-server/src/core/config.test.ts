import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadServerConfig } from './config';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ VITRINE_DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8069,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: null,
      seedDemo: null,
      smtpUrl: null,
    });
  });

  it('generates a session secret once and keeps it in the data dir', () => {
    const dir = tempDir();
    const first = loadConfig({ VITRINE_DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ VITRINE_DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SEED_DEMO', 'yes'],
    ['ADMIN_EMAIL', 'not-an-address'],
    ['ADMIN_PASSWORD', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['SESSION_SECRET', 'too-short'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['DEMO_PASSWORD', 'short'],
    ['ALLOWED_HOSTS', 'shop.test/evil'],
    ['TRUST_PROXY', 'proxy.example'],
    ['TRUST_PROXY', '10.0.0.0/99'],
  ])('names %s when its value %s is bad', (name, value) => {
    const dir = tempDir();
    try {
      loadConfig({ VITRINE_DATA_DIR: dir, [name]: value });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variable).toBe(name);
      expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('reads every variable', () => {
    const dir = tempDir();
    const config = loadConfig({
      VITRINE_DATA_DIR: dir,
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@localhost/db',
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'owner@shop.test',
      ADMIN_PASSWORD: 'long-enough',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://shop.test/',
      DEMO_PASSWORD: 'demo-long-enough',
      ALLOWED_HOSTS: 'Shop.test, .example.org',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@localhost/db',
      seedDemo: false,
      adminEmail: 'owner@shop.test',
      adminPassword: 'long-enough',
      smtpUrl: 'smtp://127.0.0.1:2525',
      sessionSecret: 'x'.repeat(40),
      publicUrl: 'https://shop.test',
      demoPassword: 'demo-long-enough',
      allowedHosts: ['shop.test', '.example.org'],
      trustProxy: ['loopback', '10.0.0.0/8'],
    });
    expect(loadConfig({ VITRINE_DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ VITRINE_DATA_DIR: dir, TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ VITRINE_DATA_DIR: dir }).trustProxy).toBe(false);
  });

  // Skipped on Windows only: it has no POSIX modes to check (CI and this machine run Linux).
  it.skipIf(process.platform === 'win32')('creates the data dir readable by its owner only', () => {
    const dir = path.join(tempDir(), 'data');
    loadConfig({ VITRINE_DATA_DIR: dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});

describe('loadServerConfig', () => {
  const dir = () => mkdtempSync(path.join(os.tmpdir(), 'vitrine-config-'));

  it('refuses PostgreSQL without SESSION_SECRET, naming the variable, and writes no secret of its own', () => {
    const dataDir = dir();
    try {
      expect(() =>
        loadServerConfig({ VITRINE_DATA_DIR: dataDir, DATABASE_URL: 'postgres://shop@db/vitrine' }),
      ).toThrow(
        expect.objectContaining({
          variable: 'SESSION_SECRET',
          message: expect.stringMatching(
            /^Invalid configuration: SESSION_SECRET must be set when DATABASE_URL is set/,
          ),
        }),
      );
      expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes PostgreSQL with the secret, and SQLite without one (kept in the data dir)', () => {
    const dataDir = dir();
    try {
      const secret = 's'.repeat(40);
      expect(
        loadServerConfig({
          VITRINE_DATA_DIR: dataDir,
          DATABASE_URL: 'postgres://shop@db/vitrine',
          SESSION_SECRET: secret,
        }).sessionSecret,
      ).toBe(secret);
      expect(loadServerConfig({ VITRINE_DATA_DIR: dataDir }).sessionSecret).toBe(
        readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim(),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the server with a bad configuration', () => {
  it('prints one line naming the variable and exits with code 2', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-config-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'site-server/src/server.ts'], {
        env: { ...process.env, VITRINE_DATA_DIR: dir, PORT: 'eighty' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(2);
      expect(run.stderr.trim().split('\n')).toEqual([
        'Invalid configuration: PORT is not valid (got "eighty")',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL without SESSION_SECRET prints one line and exits with code 2', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-config-'));
    try {
      const { SESSION_SECRET: _unset, ...inherited } = process.env;
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'site-server/src/server.ts'], {
        // Refused before any connection: nothing needs to listen on that address.
        env: { ...inherited, VITRINE_DATA_DIR: dir, DATABASE_URL: 'postgres://shop@127.0.0.1:1/vitrine' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(2);
      expect(run.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^Invalid configuration: SESSION_SECRET must be set when DATABASE_URL is set/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
