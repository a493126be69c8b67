import { IconHome } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

/** The back office's home: the business at a glance (figures, charts, what waits), or a welcome. */
export const dashboardFeature: AdminFeature = {
  name: 'dashboard',
  screens: [{ path: '', load: () => import('./dashboard.page') }],
  navigation: [{ path: '', label: 'admin.dashboard.navHome', icon: IconHome, order: 0 }],
};
