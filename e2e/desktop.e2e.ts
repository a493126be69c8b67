import { _electron, expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Declares window.vitrineDesktop for the page code below.
import '../shared/desktop-api';

// Smoke test of the packaged shape of the desktop app: Electron starts dist/electron/main.cjs, which
// starts dist/server.js and opens the back office with the owner signed in.
// Runs wherever the Electron binary exists; elsewhere it is reported as skipped, with the reason.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where the Electron binary is, or null. Does what `require('electron')` does to find it, without
 * its side effect: that call tries to DOWNLOAD the binary when it is missing.
 */
function electronBinary(): string | null {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = path.join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? path.join(packageDir, 'dist');
  const binary = path.join(distDir, readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();

test.describe('desktop app', () => {
  test.skip(binary === null, 'Electron binary not available on this machine');

  let userDataDir = '';

  test.beforeAll(() => {
    if (!existsSync(path.join(root, 'dist', 'server.js'))) {
      throw new Error('dist/server.js is missing: run `npm run build` before the desktop test.');
    }
    execFileSync(process.execPath, [path.join(root, 'scripts', 'build-electron.mjs')], { cwd: root });
    try {
      // better-sqlite3 is a native module: Electron needs a build made for its own ABI.
      execFileSync(binary as string, ['-e', "require('better-sqlite3')"], {
        cwd: root,
        env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
        stdio: 'pipe',
      });
    } catch (error) {
      throw new Error(
        'better-sqlite3 does not load in Electron; rebuild it for Electron with ' +
          '`npx electron-rebuild -o better-sqlite3` (and `npm rebuild better-sqlite3` to go back to Node).\n' +
          String((error as { stderr?: Buffer }).stderr ?? error),
      );
    }
    userDataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-desktop-'));
  });

  test.afterAll(() => {
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });

  test('opens the back office with the owner signed in, hardened, with its desktop API', async () => {
    test.setTimeout(120_000);
    const app = await _electron.launch({
      executablePath: binary as string,
      args: [root],
      cwd: root,
      env: { ...process.env, VITRINE_USER_DATA_DIR: userDataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn' },
      timeout: 90_000,
    });
    try {
      const page = await app.firstWindow();
      await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/admin\//, { timeout: 90_000 });
      // Signed in by the one-time token: the back office has a session and shows no sign-in form.
      const session = await page.evaluate(async () => {
        const response = await fetch('/api/admin/session');
        return { status: response.status, body: (await response.json()) as { user?: { role?: string } } };
      });
      expect(session.status).toBe(200);
      expect(session.body.user?.role).toBe('admin');
      await expect(page.locator('input[type="password"]')).toHaveCount(0);

      // Hardened: no Node in the page; only the small typed API of the preload script.
      expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
        'undefined',
      );
      expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe(
        'undefined',
      );
      const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(await page.evaluate(() => window.vitrineDesktop?.version)).toBe(version);

      // "Back up now" from the page writes a backup into the app-data folder.
      const backupFile = await page.evaluate(() => window.vitrineDesktop?.backupNow() ?? '');
      expect(path.dirname(backupFile)).toBe(path.join(userDataDir, 'data', 'backups'));
      expect(existsSync(backupFile)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
