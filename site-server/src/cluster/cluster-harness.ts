/**
 * Issue 27: several real Vitrine processes on one PostgreSQL database, as a deployment behind a load
 * balancer runs them. Each process has a data dir and a port of its own and the deployment's env: one
 * DATABASE_URL (a fresh database on TEST_DATABASE_URL's server), one SESSION_SECRET, one SMTP server
 * (a real one on loopback, its mails kept in `smtp.received`). The production build (dist/server.js)
 * runs when it is fresh, else the sources through tsx (slower to start, same code).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { staleBuildReason } from '../../../scripts/lib/build-freshness.mjs';
import { freePort, waitForHealthy } from '../../../scripts/lib/net.mjs';
import {
  INHERITED_SETTINGS_DROPPED,
  REPO_ROOT,
  SERVER_ENTRY,
  SERVER_NODE_FLAGS,
} from '../../../scripts/lib/production-server.mjs';
import { startSmtpServer } from '../core/mail/test-smtp-server';
import { exitWithin, isRunning } from '../testing/server-process';
import { createPostgresDatabase, TEST_ADMIN, TEST_DEMO_PASSWORD } from '../testing/test-server';

/** The secret every process of the cluster shares (a deployment's SESSION_SECRET). */
export const CLUSTER_SESSION_SECRET = 'cluster-session-secret-'.padEnd(48, 'x');

/** Starting N processes at once on 2 busy cores: tsx compiles the sources in each. */
const START_TIMEOUT_MS = 120_000;
const GRACEFUL_STOP_MS = 10_000;

/** The shell's settings that must not leak into a hermetic cluster (its processes get their own). */
const SETTINGS_DROPPED = [...INHERITED_SETTINGS_DROPPED, 'PORT', 'HOST'];

export interface ClusterProcess {
  index: number;
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it exited. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash or the OOM killer would; resolves once it exited. */
  kill(): Promise<void>;
}

export type ProcessEnv = Record<string, string | undefined>;

/** How a process is started: the build when fresh, else tsx on the sources. */
function serverCommand(): string[] {
  const buildIsFresh = existsSync(SERVER_ENTRY) && staleBuildReason(REPO_ROOT) === null;
  return buildIsFresh
    ? [...SERVER_NODE_FLAGS, SERVER_ENTRY]
    : [...SERVER_NODE_FLAGS, '--import', 'tsx', 'site-server/src/server.ts'];
}

/** Spawns one process with `env` (plus its own data dir and port), without waiting for it. */
export async function spawnServer(index: number, env: ProcessEnv) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vitrine-cluster-${index}-`));
  const port = await freePort();
  const inherited: ProcessEnv = { ...process.env };
  for (const name of SETTINGS_DROPPED) delete inherited[name];
  const child = spawn(process.execPath, serverCommand(), {
    cwd: REPO_ROOT,
    env: { ...inherited, VITRINE_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = async (signal: NodeJS.Signals, graceMs: number) => {
    if (isRunning(child)) child.kill(signal);
    if ((await exitWithin(child, graceMs)) === 'still running') {
      child.kill('SIGKILL');
      await exitWithin(child, GRACEFUL_STOP_MS);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const server: ClusterProcess = {
    index,
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    output: () => output,
    stop: () => ended('SIGTERM', GRACEFUL_STOP_MS),
    kill: () => ended('SIGKILL', GRACEFUL_STOP_MS),
  };
  return server;
}

/** Waits until the process answers /healthz; on failure, says what it printed. */
export async function waitUntilServing(server: ClusterProcess) {
  try {
    await waitForHealthy(`${server.url}/healthz`, {
      timeoutMs: START_TIMEOUT_MS,
      stillRunning: () => isRunning(server.child),
    });
  } catch (error) {
    await server.kill();
    throw new Error(
      `process ${server.index} did not start: ${(error as Error).message}\n--- its output ---\n${server.output()}`,
    );
  }
}

export interface Cluster {
  databaseUrl: string;
  /** The environment every process gets (the deployment's settings). */
  env: ProcessEnv;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  processes: ClusterProcess[];
  /** One more process of the deployment (e.g. after one was killed), serving when this resolves. */
  addProcess(env?: ProcessEnv): Promise<ClusterProcess>;
  /** A query on the cluster's database, from outside every process. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * `processes` processes started at the same moment on a fresh, empty database (the first start
 * included), serving when this resolves. Needs TEST_DATABASE_URL (npm run test:pg).
 */
export async function startCluster(options: { processes?: number; env?: ProcessEnv } = {}): Promise<Cluster> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('startCluster needs TEST_DATABASE_URL (npm run test:pg).');
  const database = await createPostgresDatabase(baseUrl);
  const smtp = await startSmtpServer();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const env: ProcessEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    SESSION_SECRET: CLUSTER_SESSION_SECRET,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DEMO_PASSWORD: TEST_DEMO_PASSWORD,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    // The tests call each process directly from 127.0.0.1, as the proxy of `npm run cluster` would.
    TRUST_PROXY: 'loopback',
    ...options.env,
  };
  const processes: ClusterProcess[] = [];
  const cluster: Cluster = {
    databaseUrl: database.url,
    env,
    smtp,
    processes,
    async addProcess(extra = {}) {
      const server = await spawnServer(processes.length, { ...env, ...extra });
      processes.push(server);
      await waitUntilServing(server);
      return server;
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as Row[];
    },
    async close() {
      await Promise.all(processes.map((server) => server.stop()));
      await client.end();
      await smtp.close();
      await database.drop();
    },
  };
  try {
    // All spawned before any is waited for: they meet on the empty database at the same moment.
    for (let index = 0; index < (options.processes ?? 3); index++)
      processes.push(await spawnServer(index, env));
    await Promise.all(processes.map(waitUntilServing));
  } catch (error) {
    await cluster.close();
    throw error;
  }
  return cluster;
}
