import { IconReceiptTax } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const taxesFeature: AdminFeature = {
  name: 'taxes',
  screens: [{ path: 'taxes', load: () => import('./taxes.page'), role: 'shop_manager' }],
  navigation: [
    {
      path: 'taxes',
      label: 'admin.taxes.navTaxes',
      group: 'shop',
      icon: IconReceiptTax,
      role: 'shop_manager',
      order: 33,
    },
  ],
};
