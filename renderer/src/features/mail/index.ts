import { IconMail } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const mailFeature: AdminFeature = {
  name: 'mail',
  screens: [
    { path: 'outbox', load: () => import('./outbox.page'), adminOnly: true },
    { path: 'outbox/:id', load: () => import('./outbox-mail.page'), adminOnly: true },
  ],
  navigation: [
    {
      path: 'outbox',
      label: 'admin.mail.navOutbox',
      group: 'settings',
      icon: IconMail,
      adminOnly: true,
      order: 93,
    },
  ],
  recordScreens: { 'mail.mail': (id) => `/outbox/${id}` },
};
