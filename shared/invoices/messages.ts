/** The portal's invoice pages (spread into the catalogs). */
const en_US = {
  'portal.invoices.title': 'Invoices',
  'portal.invoices.none': 'You have no invoice.',
  'portal.invoices.number': 'Invoice',
  'portal.invoices.order': 'Order',
  'portal.invoices.date': 'Date',
  'portal.invoices.total': 'Total',
  'portal.invoices.status': 'Payment',
  'portal.invoices.paid': 'Paid',
  'portal.invoices.notPaid': 'Not paid',
  'portal.invoices.download': 'Download',
  'portal.invoices.print': 'Print',
  'portal.invoices.frame': 'Invoice %s',
  'portal.invoices.pay': 'Pay now',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const invoicesMessages = {
  en_US,
  fr_FR: {
    'portal.invoices.title': 'Factures',
    'portal.invoices.none': "Vous n'avez aucune facture.",
    'portal.invoices.number': 'Facture',
    'portal.invoices.order': 'Commande',
    'portal.invoices.paid': 'Payée',
    'portal.invoices.notPaid': 'Non payée',
    'portal.invoices.download': 'Télécharger',
    'portal.invoices.print': 'Imprimer',
    'portal.invoices.date': 'Date',
    'portal.invoices.total': 'Total',
    'portal.invoices.status': 'Paiement',
    'portal.invoices.frame': 'Facture %s',
    'portal.invoices.pay': 'Payer maintenant',
  } satisfies Translation,
  es_ES: {
    'portal.invoices.title': 'Facturas',
    'portal.invoices.none': 'No tiene ninguna factura.',
    'portal.invoices.number': 'Factura',
    'portal.invoices.order': 'Pedido',
    'portal.invoices.paid': 'Pagada',
    'portal.invoices.notPaid': 'No pagada',
    'portal.invoices.download': 'Descargar',
    'portal.invoices.print': 'Imprimir',
    'portal.invoices.date': 'Fecha',
    'portal.invoices.total': 'Total',
    'portal.invoices.status': 'Pago',
    'portal.invoices.frame': 'Factura %s',
    'portal.invoices.pay': 'Pagar ahora',
  } satisfies Translation,
};
