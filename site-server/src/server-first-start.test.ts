/**
 * Issue 28, item 4: the server process's first start on a new data dir (server.ts, as `npm start` and
 * the desktop app run it). The new database is made and the demo seeded by a child process that
 * exits (core/startup/first-start.ts), so what only seeding needed is not kept by the server: sharp
 * and libvips, loaded to draw the demo's pictures, are not in the server process afterwards. The
 * passwords made up on that start still end the server's output, and a second start finds its data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/net.mjs';
import { exitWithin, startServerProcess } from './testing/server-process';

const projectDir = path.resolve(import.meta.dirname, '../..');

const started: ChildProcess[] = [];
const dataDirs: string[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true });
});

/** The server's environment on `dataDir`: the demo, made-up passwords (ADMIN_PASSWORD unset). */
function serverEnv(dataDir: string, port: number) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    VITRINE_DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    PUBLIC_URL: '',
  };
  delete env.ADMIN_PASSWORD;
  return env;
}

/** The server on `dataDir` with the demo and made-up passwords (ADMIN_PASSWORD unset); its output read. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const server = await startServerProcess({ port, env: serverEnv(dataDir, port) });
  started.push(server.child);
  let output = '';
  server.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { ...server, output: () => output };
}

/** The shared libraries mapped into a process (Linux). */
const librariesOf = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8');

/** The processes `pid` started (Linux). */
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);

/**
 * The first start's child of `pid`, told by its environment (under tsx the server has another child,
 * esbuild's service, which may start first).
 */
const firstStartChildOf = (pid: number) =>
  childrenOf(pid).find((child) => {
    try {
      return readFileSync(`/proc/${child}/environ`, 'utf8')
        .split('\0')
        .includes('VITRINE_FIRST_START_CHILD=1');
    } catch {
      return false; // ended meanwhile
    }
  });

const isAlive = (pid: number) => existsSync(`/proc/${pid}`);

// The demo's products as the sitemap lists them (not a rendered page: this runs before `npm run build`).
const sitemap = async (url: string) => (await fetch(`${url}/sitemap.xml`)).text();

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  expect(await exitWithin(child, 15_000)).toEqual({ code: 0, signal: null });
}

// Skipped in test:pg: the process runs on its own SQLite file (DATABASE_URL empty); npm test runs it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || process.platform !== 'linux')(
  'the server on a new data dir',
  () => {
    it(
      'serves the seeded demo without keeping what only seeding loaded, prints the made-up passwords, and restarts on its data',
      { timeout: 240_000 },
      async () => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-first-start-'));
        dataDirs.push(dataDir);
        const first = await startServer(dataDir);

        expect(await sitemap(first.url)).toContain('/shop/product/customizable-desk-');
        // The demo's pictures were drawn with sharp, by the child that seeded; not by this process.
        expect(librariesOf(first.child.pid!)).not.toMatch(/libvips|sharp/);
        await expect
          .poll(first.output, { timeout: 10_000 })
          .toMatch(/admin@example\.com \(admin\) with the password \S+/);
        await stop(first.child);

        const again = await startServer(dataDir);
        expect(await sitemap(again.url)).toContain('/shop/product/customizable-desk-');
        await stop(again.child);
        // Passwords are made up only once, on the first start.
        expect(again.output()).not.toContain('with the password');
      },
    );

    it(
      "ends the first start's child with it when stopped while the database is being made",
      { timeout: 120_000 },
      async () => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-first-start-'));
        dataDirs.push(dataDir);
        const server = spawn(process.execPath, ['--import', 'tsx', 'site-server/src/server.ts'], {
          cwd: projectDir,
          env: serverEnv(dataDir, await freePort()),
          stdio: 'ignore',
        });
        started.push(server);
        let child = 0;
        await expect
          .poll(() => (child = firstStartChildOf(server.pid!) ?? 0), { timeout: 60_000, interval: 50 })
          .toBeGreaterThan(0);

        server.kill('SIGTERM');
        // The start failed, and said so by its exit code; no orphan goes on writing the database.
        expect(await exitWithin(server, 15_000)).toEqual({ code: 1, signal: null });
        expect(isAlive(child)).toBe(false);
      },
    );
  },
);
