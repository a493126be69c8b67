import { IconCreditCard } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';
import { TitleBlockEditor } from '../website';

export const paymentFeature: AdminFeature = {
  name: 'payment',
  screens: [{ path: 'payment-providers', load: () => import('./payment-providers.page'), adminOnly: true }],
  navigation: [
    {
      path: 'payment-providers',
      label: 'admin.payment.navPayments',
      group: 'shop',
      icon: IconCreditCard,
      adminOnly: true,
      order: 35,
    },
  ],
  blockEditors: { card_form: TitleBlockEditor },
};
