/** Texts the backups feature's server sends to the back office, in the staff member's language (spread into the catalogs). */
const en_US = {
  'backups.time.invalid': 'Enter the time as HH:MM on a 24-hour clock, such as 02:00.',
  'backups.keep.invalid': 'Keep between 1 and %s backups.',
  'backups.postgres':
    'This Vitrine runs on PostgreSQL: scheduled backups copy only the built-in SQLite database, so they are off. Back up PostgreSQL with pg_dump (see docs/backups.md).',
  'backups.none': 'There is no backup yet.',
  'backups.stale': 'The last backup is more than two days old.',
  'backups.failed': 'The last backup failed: %s',
  'backups.checkFailed': 'The last backup was made but failed its check: %s',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const backupsMessages = {
  en_US,
  fr_FR: {
    'backups.time.invalid': "Saisissez l'heure au format HH:MM sur 24 heures, par exemple 02:00.",
    'backups.keep.invalid': 'Gardez entre 1 et %s sauvegardes.',
    'backups.postgres':
      'Ce Vitrine utilise PostgreSQL : les sauvegardes planifiées ne copient que la base SQLite intégrée, elles sont donc désactivées. Sauvegardez PostgreSQL avec pg_dump (voir docs/backups.md).',
    'backups.none': "Il n'y a encore aucune sauvegarde.",
    'backups.stale': 'La dernière sauvegarde date de plus de deux jours.',
    'backups.failed': 'La dernière sauvegarde a échoué : %s',
    'backups.checkFailed': "La dernière sauvegarde a été faite mais n'a pas passé la vérification : %s",
  } satisfies Translation,
  es_ES: {
    'backups.time.invalid': 'Escriba la hora como HH:MM en formato de 24 horas, por ejemplo 02:00.',
    'backups.keep.invalid': 'Conserve entre 1 y %s copias de seguridad.',
    'backups.postgres':
      'Este Vitrine usa PostgreSQL: las copias programadas solo copian la base SQLite integrada, así que están desactivadas. Haga la copia de PostgreSQL con pg_dump (vea docs/backups.md).',
    'backups.none': 'Todavía no hay ninguna copia de seguridad.',
    'backups.stale': 'La última copia de seguridad tiene más de dos días.',
    'backups.failed': 'La última copia de seguridad falló: %s',
    'backups.checkFailed': 'La última copia se hizo pero no pasó la verificación: %s',
  } satisfies Translation,
};
