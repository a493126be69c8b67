/**
 * Issue 25, item 19: the server process (server.ts, as `npm start` and the desktop app run it) with
 * its output piped to a reader that goes away. A closed log pipe must neither stop it serving nor
 * keep it alive after SIGTERM: orphan servers were found looping on write(1) → EPIPE every 100 ms,
 * holding no port, and the desktop app's restart and restore wait for the server to exit.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/net.mjs';
import {
  exitWithin,
  refusesConnections,
  requestInFlight,
  startServerProcess,
} from './testing/server-process';

/** Well under the 10 s the server gives requests in flight, and under the desktop's 10 s limit. */
const PROMPT_EXIT_MS = 6_000;

const started: { child?: ChildProcess; dataDir: string }[] = [];
afterEach(() => {
  for (const { child, dataDir } of started.splice(0)) {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The server on a fresh data dir, logging every request, its output piped to this process. */
async function startServer() {
  const run: (typeof started)[number] = { dataDir: mkdtempSync(path.join(os.tmpdir(), 'vitrine-shutdown-')) };
  started.push(run);
  const port = await freePort();
  const server = await startServerProcess({
    port,
    env: {
      ...process.env,
      VITRINE_DATA_DIR: run.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'admin-password-1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      PUBLIC_URL: '',
    },
  });
  run.child = server.child;
  return server;
}

/** Closes this end of the server's output pipes: the log reader is gone. */
const dropReader = (child: ChildProcess) => {
  child.stdout?.destroy();
  child.stderr?.destroy();
};

/** Requests with a long address (each makes a 4 KB log line); their statuses. */
async function loggedRequests(url: string, count: number) {
  const padding = 'x'.repeat(4096);
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await fetch(`${url}/robots.txt?n=${i}&padding=${padding}`);
    await answer.arrayBuffer();
    statuses.push(answer.status);
  }
  return statuses;
}

// Skipped in test:pg: the process it starts runs on its own SQLite file (DATABASE_URL empty), so a
// PostgreSQL run would test the same thing again; npm test runs it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server when its log reader goes away', () => {
  it(
    'keeps answering, finishes the request in flight at SIGTERM and exits promptly',
    { timeout: 150_000 },
    async () => {
      const { child, url, port } = await startServer();
      dropReader(child);
      expect(await loggedRequests(url, 20)).toEqual(Array(20).fill(200));

      const inFlight = await requestInFlight(port);
      const stopAsked = Date.now();
      child.kill('SIGTERM');
      // The request is still in flight when the server stops listening; then it is answered.
      await expect.poll(() => refusesConnections(port), { timeout: 10_000 }).toBe(true);
      expect(await inFlight.finish()).toBe('HTTP/1.1 200 OK');
      expect(await exitWithin(child, PROMPT_EXIT_MS)).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopAsked).toBeLessThan(PROMPT_EXIT_MS);
      // The client's kept-alive connection was closed by the server, not left to hold it up.
      await inFlight.closed;
    },
  );

  it(
    'exits promptly on SIGTERM when its reader stopped reading and then went away',
    { timeout: 150_000 },
    async () => {
      const { child, url } = await startServer();
      // Nothing reads the output any more: a few hundred KB of log lines fill the pipe. The server
      // goes on answering meanwhile.
      expect(new Set(await loggedRequests(url, 200))).toEqual(new Set([200]));

      child.kill('SIGTERM');
      const stillUp = await exitWithin(child, 500);
      dropReader(child);
      const ended = stillUp === 'still running' ? await exitWithin(child, PROMPT_EXIT_MS) : stillUp;
      expect(ended).toEqual({ code: 0, signal: null });
    },
  );
});
