import { IconTruck } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const shippingFeature: AdminFeature = {
  name: 'shipping',
  screens: [{ path: 'shipping', load: () => import('./shipping-methods.page'), role: 'shop_manager' }],
  navigation: [
    {
      path: 'shipping',
      label: 'admin.shipping.navShipping',
      group: 'shop',
      icon: IconTruck,
      role: 'shop_manager',
      order: 34,
    },
  ],
};
