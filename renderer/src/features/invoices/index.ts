import { IconFileInvoice } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const invoicesFeature: AdminFeature = {
  name: 'invoices',
  screens: [{ path: 'invoices', load: () => import('./invoices.page'), role: 'sales' }],
  navigation: [
    {
      path: 'invoices',
      label: 'admin.invoices.navInvoices',
      group: 'sales',
      icon: IconFileInvoice,
      role: 'sales',
      order: 31.2,
    },
  ],
};
