import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { backupStamp } from './backup-files';

export { backupStamp, listBackups, type BackupFile } from './backup-files';

/**
 * Online backups and restores of the embedded SQLite database.
 *
 * A backup is taken while the server keeps running: it reads through its own read-only
 * connection with SQLite's backup API, so the server's writes (WAL mode) are never blocked.
 * A restore replaces the database file and therefore needs the server to be STOPPED.
 */

export class BackupError extends Error {}

/**
 * Writes a consistent copy of `dbFile` to `<backupsDir>/vitrine-YYYYMMDD-HHMMSS.sqlite` and returns its path.
 * Safe while the server is writing: the copy is one read transaction of a separate connection.
 */
export async function backupSqlite(dbFile: string, backupsDir: string, now = new Date()): Promise<string> {
  if (!existsSync(dbFile)) throw new BackupError(`There is no database to back up at ${dbFile}.`);
  await mkdir(backupsDir, { recursive: true });
  const target = await freeBackupPath(backupsDir, backupStamp(now));
  // Written under a temporary name first, so an interrupted backup never looks like a finished one.
  const partial = `${target}.partial`;
  const source = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(partial, {
      // Copy every page in ONE step: the step is a single read transaction, hence a consistent
      // snapshot. Smaller steps would be restarted by SQLite after each write of the server and
      // might never finish while the shop is busy.
      progress: () => 0x7fffffff,
    });
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  singleFile(partial);
  await rename(partial, target);
  return target;
}

/** The copy inherits WAL mode; a backup should be one file that opens without -wal/-shm companions. */
function singleFile(file: string): void {
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

async function freeBackupPath(backupsDir: string, stamp: string): Promise<string> {
  for (let attempt = 1; attempt < 1000; attempt++) {
    const name = attempt === 1 ? `vitrine-${stamp}.sqlite` : `vitrine-${stamp}-${attempt}.sqlite`;
    const candidate = path.join(backupsDir, name);
    if (!existsSync(candidate) && !existsSync(`${candidate}.partial`)) return candidate;
  }
  throw new BackupError(`Too many backups with the stamp ${stamp} in ${backupsDir}.`);
}

/** Refuses anything but an intact SQLite file holding a Vitrine database (it has our `migrations` table). */
export function checkVitrineDatabase(file: string): void {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new BackupError(`${file} is damaged (integrity check: ${String(integrity)}).`);
    const migrations = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'migrations'")
      .get();
    if (!migrations) throw new BackupError(`${file} is an SQLite database, but not a Vitrine one.`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a Vitrine SQLite database (${(error as Error).message}).`);
  } finally {
    db?.close();
  }
}

export interface RestoreResult {
  /** Where the database that was replaced now lies, or null when there was none. */
  previousDatabase: string | null;
}

/**
 * Puts `backupFile` in place of `dbFile`. THE SERVER MUST BE STOPPED: a running server keeps the
 * old file open and would go on writing into it (or into its WAL).
 * The current database is kept beside it as `<dbFile>.before-restore-<stamp>`; the backup file is copied,
 * not moved, so it stays available.
 */
export async function restoreSqlite(
  backupFile: string,
  dbFile: string,
  now = new Date(),
): Promise<RestoreResult> {
  checkVitrineDatabase(backupFile);
  if (path.resolve(backupFile) === path.resolve(dbFile)) {
    throw new BackupError('The backup to restore is the database itself.');
  }
  await mkdir(path.dirname(dbFile), { recursive: true });

  let previousDatabase: string | null = null;
  if (existsSync(dbFile)) {
    foldWalIntoDatabase(dbFile);
    previousDatabase = `${dbFile}.before-restore-${backupStamp(now)}`;
    await rename(dbFile, previousDatabase);
  }
  // A WAL left beside the new file would be replayed into it: it belongs to the old database.
  await rm(`${dbFile}-wal`, { force: true });
  await rm(`${dbFile}-shm`, { force: true });

  const incoming = `${dbFile}.restoring`;
  await copyFile(backupFile, incoming);
  await rename(incoming, dbFile);
  return { previousDatabase };
}

/** Checkpoints the WAL so the copy kept aside holds every committed write. */
function foldWalIntoDatabase(dbFile: string): void {
  if (!existsSync(`${dbFile}-wal`)) return;
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}
