import { IconCurrencyEuro } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const pricelistsFeature: AdminFeature = {
  name: 'pricelists',
  screens: [{ path: 'pricelists', load: () => import('./pricelists.page'), role: 'shop_manager' }],
  navigation: [
    {
      path: 'pricelists',
      label: 'admin.pricelists.navPriceLists',
      group: 'shop',
      icon: IconCurrencyEuro,
      role: 'shop_manager',
      order: 32.5,
    },
  ],
};
