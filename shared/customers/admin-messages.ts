/** The back office's texts of the customers feature (renderer/src/features/customers), in every language. */
const en_US = {
  'admin.customers.guest': 'Guest',
  'admin.customers.spent': 'Spent',
  'admin.customers.lastOrder': 'Last order',
  'admin.customers.customers': 'Customers',
  'admin.customers.searchCustomers': 'Search customers',
  'admin.customers.nameEMail': 'Name or e-mail',
  'admin.customers.noCustomerMatchesSearch': 'No customer matches this search.',
  'admin.customers.noCustomerYetTheyComeFirstCheckout': 'No customer yet. They come with the first checkout.',
  'admin.customers.nounCustomer': 'customer',
  'admin.customers.nounCustomers': 'customers',
  'admin.customers.navCustomers': 'Customers',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const customersAdminMessages = {
  en_US,
  fr_FR: {
    'admin.customers.guest': 'Invité',
    'admin.customers.spent': 'Dépensé',
    'admin.customers.lastOrder': 'Dernière commande',
    'admin.customers.customers': 'Clients',
    'admin.customers.searchCustomers': 'Rechercher des clients',
    'admin.customers.nameEMail': 'Nom ou e-mail',
    'admin.customers.noCustomerMatchesSearch': 'Aucun client ne correspond à cette recherche.',
    'admin.customers.noCustomerYetTheyComeFirstCheckout':
      "Aucun client pour l'instant. Ils arrivent avec la première commande.",
    'admin.customers.nounCustomer': 'client',
    'admin.customers.nounCustomers': 'clients',
    'admin.customers.navCustomers': 'Clients',
  } satisfies Translation,
  es_ES: {
    'admin.customers.guest': 'Invitado',
    'admin.customers.spent': 'Gastado',
    'admin.customers.lastOrder': 'Último pedido',
    'admin.customers.customers': 'Clientes',
    'admin.customers.searchCustomers': 'Buscar clientes',
    'admin.customers.nameEMail': 'Nombre o correo electrónico',
    'admin.customers.noCustomerMatchesSearch': 'Ningún cliente coincide con esta búsqueda.',
    'admin.customers.noCustomerYetTheyComeFirstCheckout':
      'Todavía no hay clientes. Llegan con el primer pedido.',
    'admin.customers.nounCustomer': 'cliente',
    'admin.customers.nounCustomers': 'clientes',
    'admin.customers.navCustomers': 'Clientes',
  } satisfies Translation,
};
