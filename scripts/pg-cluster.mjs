// A throwaway PostgreSQL cluster in a temp dir, on a free port of 127.0.0.1, with fsync off.
// Uses Debian's postgresql binaries (/usr/lib/postgresql/<version>/bin), installing the package when
// missing and we are root. Used by `npm run test:pg` and by the migration generator.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/net.mjs';

const POSTGRES_ROOT = '/usr/lib/postgresql';
const INSTALL_COMMAND = 'apt-get update && apt-get install -y postgresql';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function findBinDir() {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => existsSync(path.join(POSTGRES_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

/** Directory holding initdb and pg_ctl; installs Debian's postgresql package first when needed. */
export function ensurePostgresBinaries() {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot()) {
    throw new Error(
      `PostgreSQL was not found under ${POSTGRES_ROOT}/*/bin. Install it with \`sudo ${INSTALL_COMMAND}\`.`,
    );
  }
  process.stderr.write(`pg-cluster: PostgreSQL is missing; running: ${INSTALL_COMMAND}\n`);
  const install = spawnSync('sh', ['-c', INSTALL_COMMAND], {
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: 15 * 60_000,
  });
  const installed = findBinDir();
  if (install.status !== 0 || !installed) {
    throw new Error(`Installing PostgreSQL failed (\`${INSTALL_COMMAND}\` exited with ${install.status}).`);
  }
  return installed;
}

/**
 * Starts a fresh cluster and returns its URL (database `postgres`, user `postgres`, trust auth).
 * `stop()` shuts it down and deletes its files; it is idempotent and also runs when the process exits.
 * @param {{ quiet?: boolean }} [options]
 */
export async function startThrowawayPostgres({ quiet = true } = {}) {
  const binDir = ensurePostgresBinaries();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'log');

  // PostgreSQL refuses to run as root: as root, run its tools as the postgres user, who must own the dir.
  let asOwner = (command, args) => [command, args];
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    asOwner = (command, args) => ['runuser', ['-u', 'postgres', '--', command, ...args]];
  }
  const run = (tool, args, timeoutMs = 60_000) => {
    const [command, fullArgs] = asOwner(path.join(binDir, tool), args);
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: timeoutMs });
    if (result.status !== 0) {
      const log = existsSync(logFile) ? `\n--- server log ---\n${readLog(logFile)}` : '';
      throw new Error(
        `${tool} failed (exit ${result.status ?? result.signal}): ${result.stderr || result.stdout}${log}`,
      );
    }
    if (!quiet) process.stderr.write(result.stdout);
  };

  let started = false;
  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stopSync);
    try {
      if (started) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], 30_000);
    } catch (error) {
      process.stderr.write(
        `pg-cluster: stopping failed: ${error instanceof Error ? error.message : error}\n`,
      );
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopSync);

  try {
    // UTF8 with the C locale: the same sort order everywhere and any text storable.
    run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const port = await freePort();
    const serverOptions = [
      '-c listen_addresses=127.0.0.1',
      `-p ${port}`,
      `-k ${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    started = true;
    run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions, 'start'], 90_000);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dir,
      stop: async () => stopSync(),
    };
  } catch (error) {
    stopSync();
    throw error;
  }
}

function readLog(file) {
  try {
    return execFileSync('tail', ['-n', '30', file]).toString();
  } catch {
    return '(no log)';
  }
}
