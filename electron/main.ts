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
import {
  backupFromMenu,
  backupNow,
  checkBackupsAtStart,
  restoreFromMenu,
  type BackupShell,
} from './backup-actions';
import { readBackupStatus } from './backup-status';
import { findFreePort } from './free-port';
import { buildMenuTemplate } from './menu';
import { RotatingLog, serverLogRotation } from './rotating-log';
import {
  dataDirOf,
  desktopHost,
  logsDirOf,
  desktopSignInUrl,
  desktopToken,
  serverEnvironment,
  serverNodeFlags,
  serverUrl,
  ServerOutputLines,
  sqliteFileOf,
  stopServerProcess,
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
  void checkBackupsAtStart(backupShell);
  setInterval(() => void refreshBackupStatus(), BACKUP_STATUS_REFRESH_MS).unref();
}

function installMenu(lastBackup?: string): void {
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate(
        {
          openWebsite,
          backupNow: () => void backupFromMenu(backupShell),
          restore: () => void restoreFromMenu(backupShell),
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

/** What the backup actions (backup-actions.ts) use of the shell. */
const backupShell: BackupShell = {
  window: () => mainWindow,
  place: backupPlace,
  refreshStatus: refreshBackupStatus,
  stopServer,
  startServer: async () => {
    restartToken = await startServerAndWait();
  },
  reloadSignedIn: async () => {
    await mainWindow?.loadURL(desktopSignInUrl(serverPort, restartToken));
  },
  serverRunning: () => serverProcess !== null,
  quit: () => app.quit(),
};

/** Starts dist/server.js in a utility process; the returned signal aborts when that process exits. */
function startServer(port: number, token: string): AbortSignal {
  const logsDir = logsDirOf(userDataDir());
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

async function stopServer(): Promise<void> {
  const child = serverProcess;
  if (!child) return;
  serverProcess = null;
  stoppingOnPurpose.add(child);
  await stopServerProcess(child);
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
    return backupNow(backupShell);
  });
  ipcMain.handle(desktopChannels.openDataFolder, (event) => {
    fromTrustedPage(event);
    return openDataFolder();
  });
}

async function openDataFolder(): Promise<void> {
  const problem = await shell.openPath(dataDirOf(userDataDir()));
  if (problem) throw new Error(`Could not open the data folder: ${problem}`);
}

function openWebsite(): void {
  if (serverOrigin) void shell.openExternal(`${serverOrigin}/`);
}
