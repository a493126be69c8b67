import { IconServer } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const instancesFeature: AdminFeature = {
  name: 'instances',
  screens: [{ path: 'instances', load: () => import('./instances.page'), role: 'sales' }],
  navigation: [
    {
      path: 'instances',
      label: 'admin.instances.navHostedInstances',
      group: 'sales',
      icon: IconServer,
      role: 'sales',
      order: 36,
    },
  ],
};
