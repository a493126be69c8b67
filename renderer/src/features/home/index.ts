import { IconHome } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const homeFeature: AdminFeature = {
  name: 'home',
  screens: [{ path: '', load: () => import('./home.page') }],
  navigation: [{ path: '', label: 'Home', icon: IconHome, order: 0 }],
};
