/** The back office's texts of the orders feature (renderer/src/features/orders), in every language. */
const en_US = {
  'admin.orders.navOrders': 'Orders',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const ordersAdminMessages = {
  en_US,
  fr_FR: {
    'admin.orders.navOrders': 'Commandes',
  } satisfies Translation,
  es_ES: {
    'admin.orders.navOrders': 'Pedidos',
  } satisfies Translation,
};
