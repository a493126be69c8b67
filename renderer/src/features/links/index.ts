import { IconLink } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const linksFeature: AdminFeature = {
  name: 'links',
  screens: [
    { path: 'links', load: () => import('./links.page') },
    { path: 'links/utm', load: () => import('./utm-values.page') },
    { path: 'links/performance', load: () => import('./link-performance.page') },
    { path: 'links/:id', load: () => import('./link.page') },
  ],
  navigation: [
    { path: 'links', label: 'admin.links.navLinks', group: 'marketing', icon: IconLink, order: 30 },
  ],
  recordScreens: { 'link.tracker': (id) => `/links/${id}` },
};
