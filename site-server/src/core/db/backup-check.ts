import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listBackups, type BackupFile } from './backup';

/**
 * What is known of a backup once it is written: it was opened read-only, SQLite's integrity check
 * passed, and every table's rows could be counted. Kept beside the backup as `<backup>.check.json`,
 * so the check travels (and is pruned) with its file and survives a restore of the database.
 */
export interface BackupCheck {
  /** ISO time of the check. */
  checkedAt: string;
  ok: boolean;
  /** `PRAGMA integrity_check`'s answer ('ok' when intact). */
  integrity: string;
  /** Rows of each table (SQLite's own tables and full-text indexes left out). */
  rowCounts: Record<string, number>;
  /** Sum of rowCounts. */
  rows: number;
  /** What is wrong when not ok, in English (the log and the back office show it). */
  problem: string | null;
}

export const checkFileOf = (backupFile: string) => `${backupFile}.check.json`;

/**
 * Opens `file` read-only and checks it is an intact Vitrine database: integrity check, the migrations
 * table has rows, and every ordinary table can be read to the end (rows counted). Never throws: a file
 * that cannot be opened gives a failed check.
 */
export function verifyBackup(file: string, now = new Date()): BackupCheck {
  const check: BackupCheck = {
    checkedAt: now.toISOString(),
    ok: false,
    integrity: '',
    rowCounts: {},
    rows: 0,
    problem: null,
  };
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    check.integrity = String(db.pragma('integrity_check', { simple: true }));
    if (check.integrity !== 'ok') {
      check.problem = `The integrity check failed: ${check.integrity}`;
      return check;
    }
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' " +
          "AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name",
      )
      .pluck()
      .all() as string[];
    for (const table of tables) {
      const count = db
        .prepare(`SELECT count(*) FROM "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get();
      check.rowCounts[table] = Number(count);
      check.rows += Number(count);
    }
    if (!tables.includes('migrations'))
      check.problem = 'This is not a Vitrine database (no migrations table).';
    else if (!check.rowCounts.migrations) check.problem = 'The database has no migrations applied.';
    else check.ok = true;
    return check;
  } catch (error) {
    check.problem = `The backup could not be read: ${(error as Error).message}`;
    return check;
  } finally {
    db?.close();
  }
}

export async function writeCheck(backupFile: string, check: BackupCheck): Promise<void> {
  await writeFile(checkFileOf(backupFile), JSON.stringify(check, null, 2) + '\n');
}

/** The check saved beside a backup, or null when there is none (a backup made by an older version). */
export async function readCheck(backupFile: string): Promise<BackupCheck | null> {
  try {
    return JSON.parse(await readFile(checkFileOf(backupFile), 'utf8')) as BackupCheck;
  } catch {
    return null;
  }
}

/** A backup and what its check found. */
export interface CheckedBackup extends BackupFile {
  check: BackupCheck | null;
}

export async function listCheckedBackups(backupsDir: string): Promise<CheckedBackup[]> {
  const backups = await listBackups(backupsDir);
  return Promise.all(backups.map(async (backup) => ({ ...backup, check: await readCheck(backup.path) })));
}

/**
 * Deletes the oldest backups beyond the newest `keep` (and their check files). Only files named like
 * backups are considered (listBackups), and `protect` (the backup just made) is never deleted.
 * Returns the names deleted.
 */
export async function pruneBackups(backupsDir: string, keep: number, protect?: string): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`Keep at least one backup (asked: ${keep}).`);
  const backups = await listBackups(backupsDir);
  const protectedPath = protect ? path.resolve(protect) : null;
  const removed: string[] = [];
  let kept = 0;
  for (const backup of backups) {
    if (backup.path === protectedPath || kept < keep) {
      kept++;
      continue;
    }
    await rm(backup.path, { force: true });
    if (existsSync(checkFileOf(backup.path))) await rm(checkFileOf(backup.path), { force: true });
    removed.push(backup.name);
  }
  return removed;
}
