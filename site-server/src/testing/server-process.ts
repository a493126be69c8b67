/**
 * The server entry (site-server/src/server.ts, through tsx) in a process of its own, for tests of
 * what only a whole process shows: signals, its output pipes, its exit. Its output is piped to the
 * test, which decides whether to read it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { waitForHealthy } from '../../../scripts/lib/net.mjs';

const projectDir = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcessLaunch {
  /** The whole environment of the server (VITRINE_DATA_DIR, HOST=127.0.0.1, PORT…). */
  env: Record<string, string | undefined>;
  port: number;
  nodeFlags?: readonly string[];
}

export async function startServerProcess({ env, port, nodeFlags = [] }: ServerProcessLaunch) {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'site-server/src/server.ts'], {
    cwd: projectDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(`${url}/healthz`, { timeoutMs: 90_000, stillRunning: () => isRunning(child) });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, url, port };
}

export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Resolves with how the process ended, or 'still running' after `ms`. */
export function exitWithin(child: ChildProcess, ms: number) {
  return new Promise<{ code: number | null; signal: string | null } | 'still running'>((resolve) => {
    if (!isRunning(child)) return resolve({ code: child.exitCode, signal: child.signalCode });
    const timer = setTimeout(() => resolve('still running'), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

/** Whether nothing listens on `port` any more (the server began shutting down). */
export const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

/**
 * A JSON-RPC call on a kept-alive connection (as a browser's) whose body is only half sent: a request
 * in flight. `finish()` sends the rest and resolves with the answer's status line; the connection is
 * left open, so only the server can close it (`closed`).
 */
export async function requestInFlight(port: number) {
  const body = JSON.stringify({ jsonrpc: '2.0', method: 'call', params: { list_id: 1 }, id: 1 });
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.write(
    `POST /website_mass_mailing/is_subscriber HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    closed,
    finish() {
      const answered = new Promise<string>((resolve, reject) => {
        const whenComplete = () => {
          if (received.includes('\r\n\r\n')) resolve(received.split('\r\n')[0]);
        };
        whenComplete();
        socket.on('data', whenComplete);
        socket.once('close', () => reject(new Error('The connection closed without an answer.')));
      });
      socket.write(body.slice(10));
      return answered;
    },
  };
}
