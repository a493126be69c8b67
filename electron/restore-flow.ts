import path from 'node:path';
import {
  backupStamp,
  checkVitrineDatabase,
  listBackups,
  restoreSqlite,
} from '../site-server/src/core/db/backup';

/**
 * The desktop menu's "Restore…": pick a backup, confirm, stop the server, put the backup in place
 * (the current database kept aside), start the server again and reload the window. The Electron
 * parts (dialogs, the server process, the window) are passed in, so the sequence is tested under
 * Node with real files and a real server.
 */
export interface RestoreSteps {
  /** The file dialog: a backup's path, or null when cancelled. */
  chooseBackup(backupsDir: string): Promise<string | null>;
  /** Asks before replacing anything; false cancels. */
  confirm(question: RestoreQuestion): Promise<boolean>;
  stopServer(): Promise<void>;
  /** Starts the server on the database now in place and waits until it answers. */
  startServer(): Promise<void>;
  /** Shows the back office again (signed in afresh: the restored database has other sessions). */
  reload(): Promise<void>;
}

export interface RestoreQuestion {
  message: string;
  detail: string;
  backupFile: string;
  /** Where the current database will be kept. */
  keptAs: string;
}

export type RestoreOutcome =
  | { status: 'cancelled' }
  /** The file is not an intact Vitrine database: nothing was stopped or changed. */
  | { status: 'refused'; error: string }
  | { status: 'restored'; backupFile: string; previousDatabase: string | null }
  /** The restore failed after the server stopped; `serverRunning` says whether it started again. */
  | { status: 'failed'; error: string; serverRunning: boolean };

const pad = (value: number) => String(value).padStart(2, '0');

/** The question shown before a restore: what is replaced by what, and where the current data goes. */
export async function restoreQuestion(
  backupFile: string,
  dbFile: string,
  now: Date,
): Promise<RestoreQuestion> {
  const keptAs = `${dbFile}.before-restore-${backupStamp(now)}`;
  const listed = (await listBackups(path.dirname(backupFile))).find(
    (backup) => backup.path === path.resolve(backupFile),
  );
  const taken = listed?.takenAt;
  const when = taken
    ? ` taken on ${taken.getFullYear()}-${pad(taken.getMonth() + 1)}-${pad(taken.getDate())} at ${pad(taken.getHours())}:${pad(taken.getMinutes())}`
    : '';
  return {
    backupFile,
    keptAs,
    message: 'Restore this backup?',
    detail:
      `This replaces the current database with the backup${when}:\n${backupFile}\n\n` +
      `The current database is kept aside as:\n${keptAs}\n\n` +
      'Vitrine stops its server, restores, and starts again; everything changed since the backup is ' +
      'no longer shown (it stays in the file kept aside).',
  };
}

export async function restoreFromBackup(
  place: { dbFile: string; backupsDir: string },
  steps: RestoreSteps,
  now = new Date(),
): Promise<RestoreOutcome> {
  const backupFile = await steps.chooseBackup(place.backupsDir);
  if (!backupFile) return { status: 'cancelled' };
  try {
    checkVitrineDatabase(backupFile);
  } catch (error) {
    return { status: 'refused', error: (error as Error).message };
  }
  if (!(await steps.confirm(await restoreQuestion(backupFile, place.dbFile, now))))
    return { status: 'cancelled' };

  await steps.stopServer();
  let outcome: RestoreOutcome;
  try {
    const { previousDatabase } = await restoreSqlite(backupFile, place.dbFile, now);
    outcome = { status: 'restored', backupFile, previousDatabase };
  } catch (error) {
    outcome = { status: 'failed', error: (error as Error).message, serverRunning: false };
  }
  // Whatever happened, the server comes back: on the restored database, or on the one left in place.
  try {
    await steps.startServer();
    await steps.reload();
    if (outcome.status === 'failed') outcome.serverRunning = true;
  } catch (error) {
    const message = `The server did not start again: ${(error as Error).message}`;
    return {
      status: 'failed',
      error: outcome.status === 'failed' ? `${outcome.error}\n${message}` : message,
      serverRunning: false,
    };
  }
  return outcome;
}
