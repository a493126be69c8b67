import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BackupError } from './backup';
import type { BackupCheck } from './backup-check';

export interface BackupJob {
  dbFile: string;
  backupsDir: string;
  now: Date;
}

export type BackupJobOutcome =
  { ok: true; file: string; check: BackupCheck } | { ok: false; message: string; backupError: boolean };

/**
 * backupSqlite() then verifyBackup() of the copy, in a worker thread. The copy is one step of
 * SQLite's backup API and the check reads every row: on a large database both take seconds, and on
 * the server's thread every request would wait for them. Resolves with the backup's path and its
 * check; rejects as backupSqlite() does (a BackupError when there is nothing to back up).
 */
export async function backupAndCheck(
  dbFile: string,
  backupsDir: string,
  now = new Date(),
): Promise<{ file: string; check: BackupCheck }> {
  const worker = startBackupWorker({ dbFile, backupsDir, now });
  const outcome = await new Promise<BackupJobOutcome>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The backup's worker thread stopped before finishing (exit code ${code}).`)),
    );
  });
  if (outcome.ok) return { file: outcome.file, check: outcome.check };
  throw outcome.backupError ? new BackupError(outcome.message) : new Error(outcome.message);
}

/**
 * In the server's bundle (dist/server-main.js) the worker's script is dist/backup-worker.js, built
 * beside it by scripts/build-server.mjs; run from the sources (tsx, vitest), it is the TypeScript file
 * beside this one, loaded through tsx's loader.
 */
function startBackupWorker(job: BackupJob): Worker {
  const here = path.dirname(fileURLToPath(import.meta.url));
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(path.join(here, 'backup-worker.js'), { workerData: job });
  const source = pathToFileURL(path.join(here, 'backup-worker.ts')).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`,
    { eval: true, workerData: job },
  );
}
