/**
 * How the desktop app stops its server (before a restore, a restart or quitting): a real Vitrine
 * server process launched as the shell launches it, stopped by stopServerProcess() while the
 * window has a request in flight on a kept-alive connection. It must exit by itself, promptly:
 * the shell kills a server that takes longer than its grace period.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/net.mjs';
import {
  exitWithin,
  refusesConnections,
  requestInFlight,
  startServerProcess,
} from '../site-server/src/testing/server-process';
import {
  desktopToken,
  serverEnvironment,
  serverNodeFlags,
  ServerOutputLines,
  serverStopGraceMs,
  stopServerProcess,
} from './server-host';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('stopServerProcess', () => {
  it(
    'stops the desktop’s server gracefully and promptly, the window’s request in flight answered',
    { timeout: 150_000 },
    async () => {
      const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-desktop-stop-'));
      const port = await freePort();
      const { PUBLIC_URL: _publicUrl, ...shellEnv } = process.env;
      const { child } = await startServerProcess({
        port,
        nodeFlags: serverNodeFlags,
        env: serverEnvironment({
          userDataDir,
          port,
          desktopToken: desktopToken(),
          baseEnv: { ...shellEnv, LOG_LEVEL: 'info' },
        }),
      });
      cleanups.push(() => {
        child.kill('SIGKILL');
        rmSync(userDataDir, { recursive: true, force: true });
      });
      // The shell reads the server's output line by line into its log.
      const output = new ServerOutputLines();
      const lines: string[] = [];
      child.stdout.on('data', (chunk: Buffer) => lines.push(...output.push(chunk.toString())));
      child.stderr.resume();

      const inFlight = await requestInFlight(port);
      const started = Date.now();
      const stopping = stopServerProcess(child);
      await expect.poll(() => refusesConnections(port), { timeout: 10_000 }).toBe(true);
      expect(await inFlight.finish()).toBe('HTTP/1.1 200 OK');

      expect(await stopping).toBe('exited');
      expect(Date.now() - started).toBeLessThan(serverStopGraceMs / 2);
      expect(child.exitCode).toBe(0);
      // Its last log line reached the shell before it exited.
      if (!child.stdout.readableEnded) await new Promise((resolve) => child.stdout.once('end', resolve));
      expect(lines.some((line) => line.includes('"msg":"shutting down"'))).toBe(true);
    },
  );

  it('kills a server that does not stop within the grace period', async () => {
    const stubborn: ChildProcess = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); process.send?.('up')"],
      { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] },
    );
    cleanups.push(() => stubborn.kill('SIGKILL'));
    // Its SIGTERM handler is in place once it says so.
    await new Promise((resolve) => stubborn.once('message', resolve));

    expect(await stopServerProcess(stubborn, 300)).toBe('killed');
    expect(await exitWithin(stubborn, 5_000)).toEqual({ code: null, signal: 'SIGKILL' });
  });
});
