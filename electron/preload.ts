/**
 * The one bridge between the back office and the desktop shell. Runs sandboxed with context
 * isolation: the page sees only these three members, never ipcRenderer or Node.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { desktopChannels, type VitrineDesktopApi } from '../shared/desktop-api';

/** Put in by scripts/build-electron.mjs from package.json (a sandboxed preload cannot ask `app`). */
declare const __VITRINE_VERSION__: string;

const vitrineDesktop = {
  version: __VITRINE_VERSION__,
  backupNow: () => ipcRenderer.invoke(desktopChannels.backupNow) as Promise<string>,
  openDataFolder: () => ipcRenderer.invoke(desktopChannels.openDataFolder) as Promise<void>,
} satisfies VitrineDesktopApi;

contextBridge.exposeInMainWorld('vitrineDesktop', vitrineDesktop);
