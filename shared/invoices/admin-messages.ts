/** The back office's texts of the invoices feature (renderer/src/features/invoices), in every language. */
const en_US = {
  'admin.invoices.xIssued': '%s is issued.',
  'admin.invoices.invoices': 'Invoices',
  'admin.invoices.orderNumber': 'Order number',
  'admin.invoices.orderNumberS00012': 'Order number (S00012)',
  'admin.invoices.issueInvoice': 'Issue the invoice',
  'admin.invoices.noInvoiceYetPaidOrdersGetTheirs': 'No invoice yet: paid orders get theirs.',
  'admin.invoices.invoice': 'Invoice',
  'admin.invoices.payment': 'Payment',
  'admin.invoices.paid': 'Paid',
  'admin.invoices.notPaid': 'Not paid',
  'admin.invoices.navInvoices': 'Invoices',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const invoicesAdminMessages = {
  en_US,
  fr_FR: {
    'admin.invoices.xIssued': '%s est émise.',
    'admin.invoices.invoices': 'Factures',
    'admin.invoices.orderNumber': 'Numéro de commande',
    'admin.invoices.orderNumberS00012': 'Numéro de commande (S00012)',
    'admin.invoices.issueInvoice': 'Émettre la facture',
    'admin.invoices.noInvoiceYetPaidOrdersGetTheirs':
      "Aucune facture pour l'instant : les commandes payées reçoivent la leur.",
    'admin.invoices.invoice': 'Facture',
    'admin.invoices.payment': 'Paiement',
    'admin.invoices.paid': 'Payée',
    'admin.invoices.notPaid': 'Non payée',
    'admin.invoices.navInvoices': 'Factures',
  } satisfies Translation,
  es_ES: {
    'admin.invoices.xIssued': 'Se ha emitido %s.',
    'admin.invoices.invoices': 'Facturas',
    'admin.invoices.orderNumber': 'Número de pedido',
    'admin.invoices.orderNumberS00012': 'Número de pedido (S00012)',
    'admin.invoices.issueInvoice': 'Emitir la factura',
    'admin.invoices.noInvoiceYetPaidOrdersGetTheirs':
      'Todavía no hay facturas: los pedidos pagados reciben la suya.',
    'admin.invoices.invoice': 'Factura',
    'admin.invoices.payment': 'Pago',
    'admin.invoices.paid': 'Pagada',
    'admin.invoices.notPaid': 'No pagada',
    'admin.invoices.navInvoices': 'Facturas',
  } satisfies Translation,
};
