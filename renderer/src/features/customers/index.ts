import { IconUsers } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const customersFeature: AdminFeature = {
  name: 'customers',
  screens: [{ path: 'customers', load: () => import('./customers.page'), role: 'sales' }],
  navigation: [{ path: 'customers', label: 'Customers', icon: IconUsers, role: 'sales', order: 31.5 }],
};
