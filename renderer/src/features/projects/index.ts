import { IconChecklist } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const projectsFeature: AdminFeature = {
  name: 'projects',
  screens: [{ path: 'projects', load: () => import('./projects.page'), role: 'sales' }],
  navigation: [
    {
      path: 'projects',
      label: 'admin.projects.navProjects',
      group: 'sales',
      icon: IconChecklist,
      role: 'sales',
      order: 36.5,
    },
  ],
};
