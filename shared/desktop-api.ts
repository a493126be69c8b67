/**
 * What the desktop shell's preload script exposes to the back office as `window.vitrineDesktop`.
 * Absent when the back office runs in an ordinary browser, so read it as optional.
 */
export interface VitrineDesktopApi {
  /** The desktop app's version, e.g. "0.1.0". */
  readonly version: string;
  /** Takes an online backup of the database now; resolves to the backup file's path. */
  backupNow(): Promise<string>;
  /** Opens the data folder (database, uploads, backups) in the system's file manager. */
  openDataFolder(): Promise<void>;
}

/** IPC channel names shared by the preload script and the main process. */
export const desktopChannels = {
  backupNow: 'vitrine:backup-now',
  openDataFolder: 'vitrine:open-data-folder',
} as const;

declare global {
  interface Window {
    vitrineDesktop?: VitrineDesktopApi;
  }
}
