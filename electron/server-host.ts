import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** How the desktop shell runs the embedded server: where, on which address, with which token. */
export interface ServerLaunch {
  /** Electron's app.getPath('userData'): the data dir is its `data` subfolder. */
  userDataDir: string;
  port: number;
  /** One-time sign-in token (see desktopToken()). */
  desktopToken: string;
  /** The shell's own environment, passed on for PATH, locale and the like. */
  baseEnv?: NodeJS.ProcessEnv;
}

/**
 * V8 flags of the server process (also in package.json "start" and scripts/lib/production-server.mjs).
 * A 16 MB young generation, the default's size under load, scavenges less often than a small one;
 * 32 MB cut the JSON-RPC calls' p99 by about a fifth but cost some 40 MB of resident memory, idle
 * too (V8 never gives it back): too much for a laptop (docs/benchmarks.md, "Memory").
 * The old generation may grow to 1.5× what survived its last full collection: V8 otherwise lets a
 * busy process's grow to 4× (some 60 MB alive held 224 MB under the soak), for a few more full
 * collections of a small heap.
 */
export const serverNodeFlags = ['--max-semi-space-size=16', '--heap-growing-percent=50'];

/**
 * glibc gives each thread that allocates its own malloc arena (64 MB reserved, a part resident):
 * with libuv's, V8's and libvips's threads two arenas save some 50 MB of resident memory for no
 * measurable speed (docs/benchmarks.md, "Memory"). Read by glibc only (Linux), ignored elsewhere;
 * an arena count set by the owner is kept. Also in scripts/lib/production-server.mjs.
 */
export const SERVER_MALLOC_ARENAS = '2';

/** Loopback only: the desktop app's server is not meant to be reached from other machines. */
export const desktopHost = '127.0.0.1';

export const dataDirOf = (userDataDir: string) => path.join(userDataDir, 'data');
/** The server's log files (server.log, server.log.1 …), written by the shell; the server removes old ones (retention). */
export const logsDirOf = (userDataDir: string) => path.join(userDataDir, 'logs');

export const sqliteFileOf = (userDataDir: string) => path.join(dataDirOf(userDataDir), 'vitrine.sqlite');

/** A fresh 32-byte random token, base64url: used once to sign the owner in, never stored. */
export const desktopToken = () => randomBytes(32).toString('base64url');

export const serverUrl = (port: number) => `http://${desktopHost}:${port}`;

/** The one-time sign-in page the window opens first; the server redirects to /admin/. */
export const desktopSignInUrl = (port: number, token: string) =>
  `${serverUrl(port)}/web/login/desktop?token=${encodeURIComponent(token)}`;

/**
 * The environment of the server process. The desktop app always keeps its data in the user's
 * app-data folder on SQLite, so variables that would point it elsewhere are not inherited.
 */
export function serverEnvironment(launch: ServerLaunch): Record<string, string> {
  const inherited: Record<string, string> = {};
  for (const [name, value] of Object.entries(launch.baseEnv ?? {})) {
    if (value === undefined || overridden.has(name)) continue;
    inherited[name] = value;
  }
  return {
    MALLOC_ARENA_MAX: SERVER_MALLOC_ARENAS,
    ...inherited,
    NODE_ENV: 'production',
    VITRINE_DATA_DIR: dataDirOf(launch.userDataDir),
    VITRINE_LOGS_DIR: logsDirOf(launch.userDataDir),
    PORT: String(launch.port),
    HOST: desktopHost,
    VITRINE_DESKTOP_TOKEN: launch.desktopToken,
  };
}

const overridden = new Set([
  'NODE_ENV',
  'VITRINE_DATA_DIR',
  'VITRINE_LOGS_DIR',
  'PORT',
  'HOST',
  'VITRINE_DESKTOP_TOKEN',
  'DATABASE_URL',
  // Electron sets this for its own child processes; the server must run as plain Node.
  'ELECTRON_RUN_AS_NODE',
]);

/** What the shell uses of the server's process: Electron's UtilityProcess (a ChildProcess in tests). */
export interface ServerProcess {
  readonly pid?: number;
  /** SIGTERM: the server lets requests in flight finish, closes the database and exits. */
  kill(): boolean;
  once(event: 'exit', listener: () => void): unknown;
}

/** How long a stopping server gets before it is killed. */
export const serverStopGraceMs = 10_000;

/**
 * Stops the server gracefully (a restore or a restart waits for this); one still running after
 * `graceMs` is killed with SIGKILL (its database is in WAL mode and survives that).
 */
export function stopServerProcess(
  child: ServerProcess,
  graceMs = serverStopGraceMs,
): Promise<'exited' | 'killed'> {
  return new Promise((resolve) => {
    const forced = setTimeout(() => {
      try {
        if (child.pid) process.kill(child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      resolve('killed');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(forced);
      resolve('exited');
    });
    child.kill();
  });
}

export interface HealthWait {
  timeoutMs: number;
  intervalMs: number;
  /** Aborted when waiting no longer makes sense, e.g. the server process exited. */
  signal?: AbortSignal;
}

export class ServerNotHealthyError extends Error {}

/** Polls `<url>/healthz` until it answers 200, or fails after `timeoutMs` with the last problem seen. */
export async function waitForHealth(
  url: string,
  { timeoutMs, intervalMs, signal }: HealthWait,
): Promise<void> {
  const healthUrl = `${url.replace(/\/$/, '')}/healthz`;
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  for (;;) {
    if (signal?.aborted)
      throw new ServerNotHealthyError(`Stopped waiting for ${healthUrl}: ${String(signal.reason)}`);
    const remaining = deadline - Date.now();
    try {
      const response = await fetch(healthUrl, {
        signal: AbortSignal.timeout(Math.max(1, Math.min(remaining, 2000))),
      });
      await response.body?.cancel();
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      // A check cut short by the deadline tells nothing new: the last answer is the better clue.
      const cutShort = error instanceof DOMException && error.name === 'TimeoutError';
      if (!cutShort || lastProblem === 'no answer yet') lastProblem = describeFetchError(error);
    }
    if (Date.now() + intervalMs > deadline) {
      throw new ServerNotHealthyError(
        `The Vitrine server did not become healthy at ${healthUrl} within ${timeoutMs} ms (last: ${lastProblem}).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The server's console output as it may be written to server.log and shown in dialogs: whole
 * lines, with the passwords printed once on first start replaced (a log file is read by backup
 * tools and support requests; a password must not outlive the console).
 */
export class ServerOutputLines {
  private partial = '';

  /** The complete lines of `chunk` (with what came before it), redacted; keeps the unfinished rest. */
  push(chunk: string): string[] {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    return lines.map(redactPasswords);
  }

  /** What is left when the process ends. */
  flush(): string[] {
    const rest = this.partial;
    this.partial = '';
    return rest ? [redactPasswords(rest)] : [];
  }
}

export const redactPasswords = (line: string) =>
  line.replace(/(with the password )\S+/g, '$1[shown on the console only]');
