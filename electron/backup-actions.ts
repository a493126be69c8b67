/**
 * The desktop's backup actions with their dialogs: Back Up Now, Restore…, the warning at start.
 * Electron glue only; what they decide is in backup-status.ts and restore-flow.ts (tested under Node).
 */
import { dialog, shell, type BrowserWindow, type MessageBoxOptions } from 'electron';
import type { RestoreOutcome } from './restore-flow';

/** What the actions need of the shell (main.ts). */
export interface BackupShell {
  window(): BrowserWindow | null;
  place(): { dbFile: string; backupsDir: string };
  /** Reads the backups again and puts the newest one's time in the menu; returns the warning, if any. */
  refreshStatus(): Promise<{ warning: { message: string; detail: string } | null }>;
  stopServer(): Promise<void>;
  /** Starts the server again and waits until it answers. */
  startServer(): Promise<void>;
  /** Loads the back office again, signed in with the new server's one-time token. */
  reloadSignedIn(): Promise<void>;
  /** Whether a server process is running (after a failed restore). */
  serverRunning(): boolean;
  quit(): void;
}

async function messageBox(shellApi: BackupShell, options: MessageBoxOptions) {
  const parent = shellApi.window();
  return parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options);
}

/** An online backup, checked (read-only, rows counted) like the scheduled ones; resolves to its path. */
export async function backupNow(shellApi: BackupShell): Promise<string> {
  // Loaded on first use: better-sqlite3 is a native module only these actions need in the shell.
  const { backupSqlite } = await import('../site-server/src/core/db/backup');
  const { verifyBackup, writeCheck } = await import('../site-server/src/core/db/backup-check');
  const { dbFile, backupsDir } = shellApi.place();
  const file = await backupSqlite(dbFile, backupsDir);
  const check = verifyBackup(file);
  await writeCheck(file, check);
  void shellApi.refreshStatus().catch(() => undefined);
  if (!check.ok) throw new Error(`The backup ${file} was written but failed its check: ${check.problem}`);
  return file;
}

/** Vitrine → Back Up Now: the backup, then its path with "Show in Folder". */
export async function backupFromMenu(shellApi: BackupShell): Promise<void> {
  try {
    const file = await backupNow(shellApi);
    const { response } = await messageBox(shellApi, {
      type: 'info',
      title: 'Backup done',
      message: 'The backup is done.',
      detail: `It was saved as:\n${file}`,
      buttons: ['Show in Folder', 'OK'],
      defaultId: 1,
    });
    if (response === 0) shell.showItemInFolder(file);
  } catch (error) {
    dialog.showErrorBox('The backup failed', (error as Error).message);
  }
}

/** Once per start: a warning when the newest backup is older than two days, with "Back Up Now" at hand. */
export async function checkBackupsAtStart(shellApi: BackupShell): Promise<void> {
  try {
    const { warning } = await shellApi.refreshStatus();
    if (!warning || !shellApi.window()) return;
    const { response } = await messageBox(shellApi, {
      type: 'warning',
      title: 'Backups',
      message: warning.message,
      detail: warning.detail,
      buttons: ['Back Up Now', 'Later'],
      defaultId: 0,
      cancelId: 1,
    });
    if (response === 0) await backupFromMenu(shellApi);
  } catch (error) {
    dialog.showErrorBox('Vitrine could not read its backups', (error as Error).message);
  }
}

/** Vitrine → Restore…: the sequence is restore-flow.ts; here are its dialogs. */
export async function restoreFromMenu(shellApi: BackupShell): Promise<void> {
  const { restoreFromBackup } = await import('./restore-flow');
  let outcome: RestoreOutcome;
  try {
    outcome = await restoreFromBackup(shellApi.place(), {
      chooseBackup: async (backupsDir) => {
        const parent = shellApi.window();
        const options = {
          title: 'Restore a backup',
          defaultPath: backupsDir,
          buttonLabel: 'Restore…',
          filters: [{ name: 'Vitrine backups', extensions: ['sqlite'] }],
          properties: ['openFile' as const],
        };
        const chosen = parent
          ? await dialog.showOpenDialog(parent, options)
          : await dialog.showOpenDialog(options);
        return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
      },
      confirm: async (question) => {
        const { response } = await messageBox(shellApi, {
          type: 'warning',
          title: 'Restore',
          message: question.message,
          detail: question.detail,
          buttons: ['Restore', 'Cancel'],
          defaultId: 1,
          cancelId: 1,
        });
        return response === 0;
      },
      stopServer: () => shellApi.stopServer(),
      startServer: () => shellApi.startServer(),
      reload: () => shellApi.reloadSignedIn(),
    });
  } catch (error) {
    outcome = { status: 'failed', error: (error as Error).message, serverRunning: shellApi.serverRunning() };
  }
  void shellApi.refreshStatus().catch(() => undefined);
  if (outcome.status === 'restored') {
    await messageBox(shellApi, {
      type: 'info',
      title: 'Restored',
      message: 'The backup is restored.',
      detail: outcome.previousDatabase
        ? `The database it replaced is kept as:\n${outcome.previousDatabase}`
        : 'There was no database to keep aside.',
    });
  } else if (outcome.status === 'refused') {
    dialog.showErrorBox('This file cannot be restored', outcome.error);
  } else if (outcome.status === 'failed') {
    dialog.showErrorBox('The restore failed', outcome.error);
    if (!outcome.serverRunning) shellApi.quit();
  }
}
