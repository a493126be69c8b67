// `npm run cluster`: try Vitrine as several processes on one PostgreSQL (issue 27, docs/scaling-out.md).
// Starts a throwaway PostgreSQL, N processes of the production build (built first when stale, as
// `npm start` does) with one SESSION_SECRET, optionally an S3-compatible object store (s3rver), and a
// round-robin proxy on loopback; prints the address; Ctrl-C stops everything and deletes the data.
//   npm run cluster                      3 processes, the proxy on port 8069 (PORT changes it)
//   npm run cluster -- --processes 2 --port 0 --s3
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './lib/net.mjs';
import { DEMO_ADMIN, REPO_ROOT } from './lib/production-server.mjs';
import { startVitrineCluster } from './lib/vitrine-cluster.mjs';

const USAGE = 'Usage: npm run cluster -- [--processes N] [--port P] [--s3] [--echo]';
const { values: options } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.PORT || '8069' },
    s3: { type: 'boolean', default: false },
    echo: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const processes = Number(options.processes);
const port = Number(options.port);
if (!Number.isInteger(processes) || processes < 1 || processes > 16 || !Number.isInteger(port) || port < 0) {
  console.error(`${USAGE}\n--processes takes 1 to 16, --port a port number (0: any free one).`);
  process.exit(2);
}

const built = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

/** s3rver on loopback with one bucket, its files in a temp dir: the S3_* variables of the processes. */
async function startObjectStore() {
  let S3rver;
  try {
    ({ default: S3rver } = await import('s3rver'));
  } catch {
    throw new Error('--s3 needs the s3rver package (npm install --save-dev s3rver).');
  }
  const directory = await mkdtemp(path.join(os.tmpdir(), 'vitrine-s3-'));
  const s3Port = await freePort();
  const bucket = 'vitrine';
  const store = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await store.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

let stopping = false;
let stopAll = async () => undefined;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the processes, the proxy and PostgreSQL…');
  await stopAll();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const passwords = {
  admin: randomBytes(12).toString('base64url'),
  demo: randomBytes(12).toString('base64url'),
};

try {
  const objectStore = options.s3 ? await startObjectStore() : null;
  console.log(`Starting PostgreSQL and ${processes} Vitrine process${processes === 1 ? '' : 'es'}…`);
  const cluster = await startVitrineCluster({
    processes,
    port,
    // Made up for this run, shown once below: no account of a running shop has a password from the sources.
    env: { ...objectStore?.env, ADMIN_PASSWORD: passwords.admin, DEMO_PASSWORD: passwords.demo },
    echo: options.echo,
  });
  stopAll = async () => {
    await cluster.stop();
    await objectStore?.stop();
  };
  if (stopping) await stopAll();
  console.log(`
Vitrine is ready at ${cluster.url} (a round-robin proxy in front of ${processes} process${processes === 1 ? '' : 'es'}):
${cluster.servers.map((server, index) => `  process ${index + 1}: ${server.url} (pid ${server.pid})`).join('\n')}
PostgreSQL: ${cluster.databaseUrl}${objectStore ? `\nObject store: ${objectStore.env.S3_ENDPOINT} (bucket ${objectStore.env.S3_BUCKET})` : ''}
Sign in at ${cluster.url}/admin/ as ${DEMO_ADMIN.email} / ${passwords.admin} (demo accounts: ${passwords.demo}).
Everything is thrown away on Ctrl-C.`);
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
