import { IconLayoutNavbar, IconWorldWww } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const websiteFeature: AdminFeature = {
  name: 'website',
  screens: [
    { path: 'website/pages', load: () => import('./pages.page'), role: 'publisher' },
    { path: 'website/pages/:id', load: () => import('./page-editor.page'), role: 'publisher' },
    { path: 'website/menu', load: () => import('./menu.page'), role: 'publisher' },
  ],
  navigation: [
    {
      path: 'website/pages',
      label: 'admin.website.navPages',
      group: 'website',
      icon: IconWorldWww,
      role: 'publisher',
      order: 20,
    },
    {
      path: 'website/menu',
      label: 'admin.website.navMenu',
      group: 'website',
      icon: IconLayoutNavbar,
      role: 'publisher',
      order: 21,
    },
  ],
  recordScreens: { 'website.page': (id) => `/website/pages/${id}` },
};

export { TitleBlockEditor } from './title-block.editor';
