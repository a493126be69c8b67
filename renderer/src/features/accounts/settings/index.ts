import { IconSettings } from '@tabler/icons-react';
import type { AdminFeature } from '../../../app/feature';

export const settingsScreens: AdminFeature = {
  name: 'settings',
  screens: [{ path: 'settings', load: () => import('./settings.page'), adminOnly: true }],
  navigation: [
    {
      path: 'settings',
      label: 'admin.accounts.navCompany',
      group: 'settings',
      icon: IconSettings,
      adminOnly: true,
      order: 90,
    },
  ],
  recordScreens: { 'res.company': () => '/settings' },
};
