/** The back office's texts of the backups feature (renderer/src/features/backups), in every language. */
const en_US = {
  'admin.backups.navBackups': 'Backups',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const backupsAdminMessages = {
  en_US,
  fr_FR: {
    'admin.backups.navBackups': 'Sauvegardes',
  } satisfies Translation,
  es_ES: {
    'admin.backups.navBackups': 'Copias de seguridad',
  } satisfies Translation,
};
