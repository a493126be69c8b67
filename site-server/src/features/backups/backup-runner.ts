import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupRun } from '../../../../shared/backups/contract';
import { pruneBackups, writeCheck } from '../../core/db/backup-check';
import { backupAndCheck } from '../../core/db/backup-in-worker';

/** Where a backup run is done: the live database and the folder of its backups. */
export interface BackupPlace {
  dbFile: string;
  backupsDir: string;
}

const LAST_RUN_FILE = 'last-run.json';

/**
 * One backup run: an online copy (core/db/backup.ts), the copy opened read-only and checked
 * (integrity, rows counted; the check kept beside it), both in a worker thread, then, only when the check passed, the
 * oldest backups beyond `keep` deleted (never the new one). The outcome is written to
 * `<backups>/last-run.json` (it survives restarts and restores) and returned; a run never throws.
 */
export async function runBackup(
  place: BackupPlace,
  options: { keep: number; trigger: BackupRun['trigger']; now?: Date },
): Promise<BackupRun> {
  const at = options.now ?? new Date();
  const run: BackupRun = {
    at: at.toISOString(),
    trigger: options.trigger,
    ok: false,
    file: null,
    error: null,
    pruned: [],
  };
  try {
    // Copied and checked in a worker thread: requests are answered meanwhile.
    const { file, check } = await backupAndCheck(place.dbFile, place.backupsDir, at);
    run.file = path.basename(file);
    await writeCheck(file, check);
    if (!check.ok) run.error = check.problem;
    else {
      run.pruned = await pruneBackups(place.backupsDir, options.keep, file);
      run.ok = true;
    }
  } catch (error) {
    run.error = (error as Error).message;
  }
  try {
    await mkdir(place.backupsDir, { recursive: true });
    await writeFile(path.join(place.backupsDir, LAST_RUN_FILE), JSON.stringify(run, null, 2) + '\n');
  } catch {
    // The folder could not be written (the backup failed for the same reason): the run is returned anyway.
  }
  return run;
}

/** The last run's outcome, or null before the first run. */
export async function readLastRun(backupsDir: string): Promise<BackupRun | null> {
  try {
    return JSON.parse(await readFile(path.join(backupsDir, LAST_RUN_FILE), 'utf8')) as BackupRun;
  } catch {
    return null;
  }
}
