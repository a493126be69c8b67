import { IconUsers } from '@tabler/icons-react';
import type { AdminFeature } from '../../../app/feature';

export const usersScreens: AdminFeature = {
  name: 'users',
  screens: [
    { path: 'users', load: () => import('./users.page'), adminOnly: true },
    { path: 'users/:id', load: () => import('./user-edit.page'), adminOnly: true },
  ],
  navigation: [
    {
      path: 'users',
      label: 'admin.accounts.navUsers',
      group: 'settings',
      icon: IconUsers,
      adminOnly: true,
      order: 91,
    },
  ],
  recordScreens: { 'res.users': (id) => `/users/${id}` },
};
