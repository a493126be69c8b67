import { IconDiscount } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const couponsFeature: AdminFeature = {
  name: 'coupons',
  screens: [{ path: 'coupons', load: () => import('./coupons.page'), role: 'shop_manager' }],
  navigation: [
    {
      path: 'coupons',
      label: 'admin.coupons.navPromoCodes',
      group: 'shop',
      icon: IconDiscount,
      role: 'shop_manager',
      order: 32,
    },
  ],
};
