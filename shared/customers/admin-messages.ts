/** The back office's texts of the customers feature (renderer/src/features/customers), in every language. */
const en_US = {
  'admin.customers.navCustomers': 'Customers',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const customersAdminMessages = {
  en_US,
  fr_FR: {
    'admin.customers.navCustomers': 'Clients',
  } satisfies Translation,
  es_ES: {
    'admin.customers.navCustomers': 'Clientes',
  } satisfies Translation,
};
