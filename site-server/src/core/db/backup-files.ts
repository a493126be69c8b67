import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The backups of a folder, read from their names alone: no SQLite needed, so the desktop shell can
 * list them without loading the native database module (core/db/backup.ts re-exports these).
 */

export interface BackupFile {
  /** File name, e.g. vitrine-20260214-093000.sqlite */
  name: string;
  /** Absolute path. */
  path: string;
  bytes: number;
  /** When the backup was taken (from the file name, local time). */
  takenAt: Date;
}

const BACKUP_NAME = /^vitrine-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?:-(\d+))?\.sqlite$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYYMMDD-HHMMSS in local time: the owner reads these names, in his own time zone. */
export function backupStamp(now: Date): string {
  return (
    `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-` +
    `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`
  );
}

/** The backups in a folder, newest first. A missing folder has none. */
export async function listBackups(backupsDir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(backupsDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const backups: BackupFile[] = [];
  for (const name of names) {
    const match = BACKUP_NAME.exec(name);
    if (!match) continue;
    const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const file = path.join(backupsDir, name);
    let info;
    try {
      info = await stat(file);
    } catch (error) {
      // Deleted since the folder was read (pruned by a backup that just finished): not there any more.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    backups.push({
      name,
      path: file,
      bytes: info.size,
      takenAt: new Date(year, month - 1, day, hours, minutes, seconds),
    });
  }
  // Same second: the one with the higher -N suffix was taken later.
  const sequence = (backup: BackupFile) => Number(BACKUP_NAME.exec(backup.name)?.[7] ?? 1);
  return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || sequence(b) - sequence(a));
}
