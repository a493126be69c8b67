/**
 * The desktop shell: starts the Vitrine server in a utility process, waits until it is healthy,
 * and shows the back office in one hardened window with the owner signed in by a one-time token.
 * Kept thin on purpose: every decision worth testing lives in a plain module beside this file.
 */
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  session,
  shell,
  utilityProcess,
  type IpcMainInvokeEvent,
  type UtilityProcess,
  type WebContents,
  type WebPreferences,
} from 'electron';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { desktopChannels } from '../shared/desktop-api';
import { readBackupStatus } from './backup-status';
import { findFreePort } from './free-port';
import { buildMenuTemplate } from './menu';
import type { RestoreOutcome } from './restore-flow';
import { RotatingLog, serverLogRotation } from './rotating-log';
import {
  dataDirOf,
  desktopHost,
  desktopSignInUrl,
  desktopToken,
  serverEnvironment,
  serverNodeFlags,
  serverUrl,
  ServerOutputLines,
  sqliteFileOf,
  waitForHealth,
} from './server-host';
import { isTrustedUrl, linkDestination } from './trusted-url';

// Lets tests (and a portable install) keep everything in a folder of their choice.
if (process.env.VITRINE_USER_DATA_DIR)
  app.setPath('userData', path.resolve(process.env.VITRINE_USER_DATA_DIR));

let serverProcess: UtilityProcess | null = null;
/** Server processes the shell is stopping on purpose (quit, restore): their exit is no accident. */
const stoppingOnPurpose = new WeakSet<UtilityProcess>();
let serverOrigin = '';
let serverPort = 0;
/** The one-time token of the server started again after a restore (the window signs in with it). */
let restartToken = '';
let mainWindow: BrowserWindow | null = null;
let quitting = false;
const recentServerOutput: string[] = [];

if (!app.requestSingleInstanceLock()) {
  // Another Vitrine is running on this data: it gets focused (see 'second-instance') and we leave.
  app.quit();
} else {
  app.on('second-instance', focusMainWindow);
  app.on('web-contents-created', (_event, contents) => hardenContents(contents));
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', (event) => {
    quitting = true;
    if (!serverProcess) return;
    // Let the server finish its requests and close the database before the app goes away.
    event.preventDefault();
    void stopServer().then(() => app.quit());
  });
  app
    .whenReady()
    .then(launch)
    .catch((error: unknown) => {
      dialog.showErrorBox('Vitrine could not start', `${(error as Error).message}${serverOutputTail()}`);
      app.exit(1);
    });
}

const userDataDir = () => app.getPath('userData');
const backupPlace = () => ({
  dbFile: sqliteFileOf(userDataDir()),
  backupsDir: path.join(dataDirOf(userDataDir()), 'backups'),
});
/** How often the menu's "Last backup" line is read again (the server's schedule makes backups too). */
const BACKUP_STATUS_REFRESH_MS = 10 * 60_000;

async function launch(): Promise<void> {
  mkdirSync(dataDirOf(userDataDir()), { recursive: true });
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  registerIpcHandlers();
  installMenu();

  serverPort = await findFreePort(desktopHost);
  serverOrigin = serverUrl(serverPort);
  const token = await startServerAndWait();
  await openMainWindow(desktopSignInUrl(serverPort, token));
  void checkBackupsAtStart();
  setInterval(() => void refreshBackupStatus(), BACKUP_STATUS_REFRESH_MS).unref();
}

function installMenu(lastBackup?: string): void {
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate(
        {
          openWebsite,
          backupNow: () => void backupFromMenu(),
          restore: () => void restoreFromMenu(),
          openDataFolder: () =>
            void openDataFolder().catch((error: Error) => dialog.showErrorBox('Vitrine', error.message)),
          quit: () => app.quit(),
        },
        { platform: process.platform, developer: !app.isPackaged, lastBackup },
      ),
    ),
  );
}

/** Starts the server on `serverPort` with a fresh one-time token and waits until it answers; returns the token. */
async function startServerAndWait(): Promise<string> {
  const token = desktopToken();
  const serverExited = startServer(serverPort, token);
  await waitForHealth(serverOrigin, { timeoutMs: 60_000, intervalMs: 200, signal: serverExited });
  return token;
}

/** Puts the newest backup's time in the menu; returns the status (with its warning, if any). */
async function refreshBackupStatus() {
  const status = await readBackupStatus(backupPlace());
  installMenu(status.label);
  return status;
}

/** Once per start: a warning when the newest backup is older than two days, with "Back Up Now" at hand. */
async function checkBackupsAtStart(): Promise<void> {
  try {
    const { warning } = await refreshBackupStatus();
    if (!warning || !mainWindow) return;
    const { response } = await dialog.showMessageBox(mainWindow, {
      type: 'warning',
      title: 'Backups',
      message: warning.message,
      detail: warning.detail,
      buttons: ['Back Up Now', 'Later'],
      defaultId: 0,
      cancelId: 1,
    });
    if (response === 0) await backupFromMenu();
  } catch (error) {
    dialog.showErrorBox('Vitrine could not read its backups', (error as Error).message);
  }
}

/** Starts dist/server.js in a utility process; the returned signal aborts when that process exits. */
function startServer(port: number, token: string): AbortSignal {
  const logsDir = path.join(userDataDir(), 'logs');
  mkdirSync(logsDir, { recursive: true });
  // Rotated by size: server.log, server.log.1 … (5 files of 5 MB at most).
  const log = new RotatingLog(path.join(logsDir, 'server.log'), serverLogRotation);
  const child = utilityProcess.fork(path.join(app.getAppPath(), 'dist', 'server.js'), [], {
    env: serverEnvironment({ userDataDir: userDataDir(), port, desktopToken: token, baseEnv: process.env }),
    stdio: 'pipe',
    execArgv: serverNodeFlags,
    serviceName: 'Vitrine server',
  });
  for (const stream of [child.stdout, child.stderr]) {
    const output = new ServerOutputLines();
    const keep = (lines: string[]) => {
      if (!log.ended) for (const line of lines) log.write(line + '\n');
      recentServerOutput.push(...lines.filter(Boolean));
      recentServerOutput.splice(0, Math.max(0, recentServerOutput.length - 15));
    };
    stream?.on('data', (chunk: Buffer) => keep(output.push(chunk.toString())));
    stream?.on('end', () => keep(output.flush()));
  }
  const exited = new AbortController();
  child.once('exit', (code) => {
    serverProcess = null;
    log.end();
    exited.abort(new Error(`the server process exited with code ${code}`));
    if (!quitting && !stoppingOnPurpose.has(child) && mainWindow) {
      dialog.showErrorBox('The Vitrine server stopped', `It exited with code ${code}.${serverOutputTail()}`);
      app.quit();
    }
  });
  serverProcess = child;
  return exited.signal;
}

function stopServer(): Promise<void> {
  const child = serverProcess;
  if (!child) return Promise.resolve();
  serverProcess = null;
  stoppingOnPurpose.add(child);
  return new Promise((resolve) => {
    const forced = setTimeout(() => {
      // Graceful shutdown took too long; the database is in WAL mode and survives this.
      if (child.pid) process.kill(child.pid, 'SIGKILL');
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(forced);
      resolve();
    });
    child.kill();
  });
}

const serverOutputTail = () =>
  recentServerOutput.length ? `\n\nLast server output:\n${recentServerOutput.join('\n')}` : '';

/** The settings every page of the app runs with, including windows the back office opens itself. */
const hardenedPreferences = (): WebPreferences => ({
  contextIsolation: true,
  nodeIntegration: false,
  sandbox: true,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  preload: path.join(__dirname, 'preload.cjs'),
});

async function openMainWindow(url: string): Promise<void> {
  mainWindow = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 800,
    minHeight: 560,
    title: 'Vitrine',
    show: false,
    webPreferences: hardenedPreferences(),
  });
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => (mainWindow = null));
  await mainWindow.loadURL(url);
}

function focusMainWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

/** Only the server's own pages are shown in the app; web links go to the system browser. */
function hardenContents(contents: WebContents): void {
  const keepInside = (event: { preventDefault(): void }, url: string) => {
    if (linkDestination(url, serverOrigin) === 'app') return;
    event.preventDefault();
    openOutside(url);
  };
  contents.on('will-navigate', (event) => keepInside(event, event.url));
  contents.on('will-redirect', (event) => keepInside(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (linkDestination(url, serverOrigin) === 'app') {
      return { action: 'allow', overrideBrowserWindowOptions: { webPreferences: hardenedPreferences() } };
    }
    openOutside(url);
    return { action: 'deny' };
  });
}

function openOutside(url: string): void {
  if (linkDestination(url, serverOrigin) === 'browser') void shell.openExternal(url);
}

function registerIpcHandlers(): void {
  // Only our own pages may call the shell: a stray page would never get this far, but check anyway.
  const fromTrustedPage = (event: IpcMainInvokeEvent) => {
    const url = event.senderFrame?.url ?? '';
    if (!isTrustedUrl(url, serverOrigin))
      throw new Error(`Refused a desktop call from ${url || 'an unknown page'}.`);
  };
  ipcMain.handle(desktopChannels.backupNow, (event) => {
    fromTrustedPage(event);
    return backupNow();
  });
  ipcMain.handle(desktopChannels.openDataFolder, (event) => {
    fromTrustedPage(event);
    return openDataFolder();
  });
}

async function backupNow(): Promise<string> {
  // Loaded on first use: better-sqlite3 is a native module only these actions need in the shell.
  const { backupSqlite } = await import('../site-server/src/core/db/backup');
  const { verifyBackup, writeCheck } = await import('../site-server/src/core/db/backup-check');
  const { dbFile, backupsDir } = backupPlace();
  const file = await backupSqlite(dbFile, backupsDir);
  const check = verifyBackup(file);
  await writeCheck(file, check);
  void refreshBackupStatus().catch(() => undefined);
  if (!check.ok) throw new Error(`The backup ${file} was written but failed its check: ${check.problem}`);
  return file;
}

/** Vitrine → Restore…: the sequence is electron/restore-flow.ts; here are its dialogs and the server. */
async function restoreFromMenu(): Promise<void> {
  const { restoreFromBackup } = await import('./restore-flow');
  const parent = mainWindow;
  let outcome: RestoreOutcome;
  try {
    outcome = await restoreFromBackup(backupPlace(), {
      chooseBackup: async (backupsDir) => {
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
        const options = {
          type: 'warning' as const,
          title: 'Restore',
          message: question.message,
          detail: question.detail,
          buttons: ['Restore', 'Cancel'],
          defaultId: 1,
          cancelId: 1,
        };
        const { response } = parent
          ? await dialog.showMessageBox(parent, options)
          : await dialog.showMessageBox(options);
        return response === 0;
      },
      stopServer,
      startServer: async () => {
        restartToken = await startServerAndWait();
      },
      reload: async () => {
        await mainWindow?.loadURL(desktopSignInUrl(serverPort, restartToken));
      },
    });
  } catch (error) {
    outcome = { status: 'failed', error: (error as Error).message, serverRunning: serverProcess !== null };
  }
  void refreshBackupStatus().catch(() => undefined);
  if (outcome.status === 'restored') {
    await dialog.showMessageBox({
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
    if (!outcome.serverRunning) app.quit();
  }
}

async function backupFromMenu(): Promise<void> {
  try {
    const file = await backupNow();
    const options = {
      type: 'info' as const,
      title: 'Backup done',
      message: 'The backup is done.',
      detail: `It was saved as:\n${file}`,
      buttons: ['Show in Folder', 'OK'],
      defaultId: 1,
    };
    const { response } = mainWindow
      ? await dialog.showMessageBox(mainWindow, options)
      : await dialog.showMessageBox(options);
    if (response === 0) shell.showItemInFolder(file);
  } catch (error) {
    dialog.showErrorBox('The backup failed', (error as Error).message);
  }
}

async function openDataFolder(): Promise<void> {
  const problem = await shell.openPath(dataDirOf(userDataDir()));
  if (problem) throw new Error(`Could not open the data folder: ${problem}`);
}

function openWebsite(): void {
  if (serverOrigin) void shell.openExternal(`${serverOrigin}/`);
}
