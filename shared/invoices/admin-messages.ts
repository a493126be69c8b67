/** The back office's texts of the invoices feature (renderer/src/features/invoices), in every language. */
const en_US = {
  'admin.invoices.navInvoices': 'Invoices',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const invoicesAdminMessages = {
  en_US,
  fr_FR: {
    'admin.invoices.navInvoices': 'Factures',
  } satisfies Translation,
  es_ES: {
    'admin.invoices.navInvoices': 'Facturas',
  } satisfies Translation,
};
