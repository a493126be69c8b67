/**
 * The worker thread of backupAndCheck() (backup-in-worker.ts): copies the database and checks the
 * copy, both of which read every page, away from the server's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { BackupError, backupSqlite } from './backup';
import { verifyBackup } from './backup-check';
import type { BackupJob, BackupJobOutcome } from './backup-in-worker';

const job = workerData as BackupJob;
let outcome: BackupJobOutcome;
try {
  const file = await backupSqlite(job.dbFile, job.backupsDir, job.now);
  outcome = { ok: true, file, check: verifyBackup(file) };
} catch (error) {
  outcome = { ok: false, message: (error as Error).message, backupError: error instanceof BackupError };
}
parentPort?.postMessage(outcome);
