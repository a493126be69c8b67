import { IconBuildingStore } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

/** The shop's catalogue: product templates, their variants and images, attributes and categories. */
export const catalogFeature: AdminFeature = {
  name: 'catalog',
  screens: [
    { path: 'products', load: () => import('./products.page'), role: 'shop_manager' },
    { path: 'products/attributes', load: () => import('./attributes.page'), role: 'shop_manager' },
    { path: 'products/categories', load: () => import('./categories.page'), role: 'shop_manager' },
    { path: 'products/:id', load: () => import('./product.page'), role: 'shop_manager' },
  ],
  navigation: [
    {
      path: 'products',
      label: 'admin.catalog.navProducts',
      group: 'shop',
      icon: IconBuildingStore,
      role: 'shop_manager',
      order: 20,
    },
  ],
  recordScreens: { 'product.template': (id) => `/products/${id}` },
};
