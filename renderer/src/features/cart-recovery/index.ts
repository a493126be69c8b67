import { IconShoppingCartExclamation } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const cartRecoveryFeature: AdminFeature = {
  name: 'cart-recovery',
  screens: [{ path: 'abandoned-carts', load: () => import('./abandoned-carts.page'), role: 'shop_manager' }],
  navigation: [
    {
      path: 'abandoned-carts',
      label: 'admin.cartRecovery.title',
      group: 'shop',
      icon: IconShoppingCartExclamation,
      role: 'shop_manager',
      order: 32.2,
    },
  ],
};

/** Settings → Recovery mails: its card, shown on the Settings screen. */
export { RecoverySettingsCard } from './recovery-settings-card';
