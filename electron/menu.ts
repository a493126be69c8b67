import type { MenuItemConstructorOptions } from 'electron';

/** What the menu can do; main.ts supplies these. */
export interface MenuActions {
  openWebsite(): void;
  backupNow(): void;
  /** Restore…: pick a backup and put it in place of the database (electron/restore-flow.ts). */
  restore(): void;
  openDataFolder(): void;
  quit(): void;
}

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** Adds developer tools to the View menu (never in a packaged app). */
  developer: boolean;
  /** The newest backup's line ("Last backup: 2026-11-25 02:00"), shown greyed under the backup actions. */
  lastBackup?: string;
}

/** The application menu as a plain template, so it can be tested without Electron. */
export function buildMenuTemplate(
  actions: MenuActions,
  { platform, developer, lastBackup }: MenuOptions,
): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const vitrine: MenuItemConstructorOptions = {
    label: isMac ? 'Vitrine' : '&Vitrine',
    submenu: [
      {
        id: 'open-website',
        label: 'Open the Website in the Browser',
        accelerator: 'CmdOrCtrl+Shift+O',
        click: () => actions.openWebsite(),
      },
      { type: 'separator' },
      {
        id: 'backup-now',
        label: 'Back Up Now',
        accelerator: 'CmdOrCtrl+Shift+B',
        click: () => actions.backupNow(),
      },
      { id: 'restore', label: 'Restore…', click: () => actions.restore() },
      ...(lastBackup ? [{ id: 'last-backup', label: lastBackup, enabled: false }] : []),
      { id: 'open-data-folder', label: 'Open the Data Folder', click: () => actions.openDataFolder() },
      { type: 'separator' },
      {
        id: 'quit',
        label: isMac ? 'Quit Vitrine' : 'Quit',
        accelerator: 'CmdOrCtrl+Q',
        click: () => actions.quit(),
      },
    ],
  };
  // Text fields need the Edit menu for copy and paste shortcuts to work on macOS.
  const edit: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { role: 'reload' },
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
      ...(developer ? [{ type: 'separator' } as const, { role: 'toggleDevTools' } as const] : []),
    ],
  };
  const window: MenuItemConstructorOptions = { role: 'windowMenu' };
  return [vitrine, edit, view, window];
}
