import { IconUsers } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const customersFeature: AdminFeature = {
  name: 'customers',
  screens: [{ path: 'customers', load: () => import('./customers.page'), role: 'sales' }],
  navigation: [
    {
      path: 'customers',
      label: 'admin.customers.navCustomers',
      group: 'sales',
      icon: IconUsers,
      role: 'sales',
      order: 31.5,
    },
  ],
};
