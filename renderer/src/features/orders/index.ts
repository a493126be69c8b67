import { IconReceipt } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

export const ordersFeature: AdminFeature = {
  name: 'orders',
  screens: [
    { path: 'orders', load: () => import('./orders.page'), role: 'sales' },
    { path: 'orders/:id', load: () => import('./order.page'), role: 'sales' },
  ],
  navigation: [
    {
      path: 'orders',
      label: 'admin.orders.navOrders',
      group: 'sales',
      icon: IconReceipt,
      role: 'sales',
      order: 31,
    },
  ],
  recordScreens: { 'sale.order': (id) => `/orders/${id}` },
};
export { QuotationDialog } from './quotation-dialog';
