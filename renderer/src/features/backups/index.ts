import { IconDatabaseExport } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

/** Settings → Backups: the daily schedule, the backups and their checks, "Back up now" (admins). */
export const backupsFeature: AdminFeature = {
  name: 'backups',
  screens: [{ path: 'backups', load: () => import('./backups.page'), adminOnly: true }],
  navigation: [
    {
      path: 'backups',
      label: 'admin.backups.navBackups',
      group: 'settings',
      icon: IconDatabaseExport,
      adminOnly: true,
      order: 92,
    },
  ],
};
