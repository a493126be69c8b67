// Starts the production build (`node dist/server.js`) on a fresh temporary data dir and a free port.
// Shared by the Playwright fixtures (e2e/fixtures.ts) and the bench (scripts/bench.mjs).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealthy } from './net.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_ENTRY = path.join(REPO_ROOT, 'dist', 'server.js');
/** As the desktop app runs the server (serverNodeFlags in electron/server-host.ts; the reason is there). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50'];
/** As the desktop app, again (SERVER_MALLOC_ARENAS in electron/server-host.ts): two malloc arenas. */
export const SERVER_MALLOC_ARENAS = '2';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

// Settings a developer may have exported in their shell must not leak into a hermetic run.
export const INHERITED_SETTINGS_DROPPED = [
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'SESSION_SECRET',
  'VITRINE_DESKTOP_TOKEN',
  'VITRINE_DATA_DIR',
];

const OUTPUT_LINES_KEPT = 200;

/**
 * `dataDir` and `port` start it again on a data dir and port of an earlier run (a restore test); a
 * data dir passed in is left in place by stop().
 * @param {{ env?: Record<string, string>, healthTimeoutMs?: number, echo?: boolean, dataDir?: string, port?: number }} [options]
 */
export async function startProductionServer({
  env = {},
  healthTimeoutMs = 60_000,
  echo = false,
  dataDir: givenDataDir,
  port: givenPort,
} = {}) {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(process.cwd(), SERVER_ENTRY)} is missing: run "npm run build" first`);
  }
  const ownsDataDir = !givenDataDir;
  const dataDir = givenDataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'vitrine-data-')));
  const port = givenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const serverEnv = {
    NODE_ENV: 'production',
    VITRINE_DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '1',
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: SERVER_MALLOC_ARENAS,
    ...env,
  };
  const inherited = { ...process.env };
  for (const name of INHERITED_SETTINGS_DROPPED) delete inherited[name];

  // E.g. SERVER_PROFILE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under a bench.
  const extraFlags = (process.env.SERVER_PROFILE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraFlags, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...inherited, ...serverEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const outputLines = [];
  const keep = (chunk) => {
    const text = chunk.toString();
    if (echo) process.stderr.write(text);
    outputLines.push(...text.split('\n').filter((line) => line.length > 0));
    if (outputLines.length > OUTPUT_LINES_KEPT) outputLines.splice(0, outputLines.length - OUTPUT_LINES_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  // Last resort when our own process ends without calling stop(): no orphan server, no stray data dir.
  const onParentExit = () => {
    if (isRunning()) child.kill('SIGKILL');
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', onParentExit);

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (isRunning()) {
        child.kill('SIGTERM');
        const graceful = await Promise.race([
          exited.then(() => true),
          new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
        ]);
        if (!graceful) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      process.removeListener('exit', onParentExit);
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    })();
    return stopping;
  };

  try {
    await waitForHealthy(`${url}/healthz`, { timeoutMs: healthTimeoutMs, stillRunning: isRunning });
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    const exitNote = child.exitCode !== null ? ` (exit code ${child.exitCode})` : '';
    throw new Error(
      `Vitrine did not start${exitNote}: ${reason}\n--- last server output ---\n${outputLines.join('\n')}`,
    );
  }

  return {
    url,
    port,
    dataDir,
    env: serverEnv,
    pid: child.pid,
    output: () => outputLines.join('\n'),
    stop,
  };
}
