/** The orders' and payments' mails, in the language the buyer ordered in (spread into the catalogs). */
const en_US = {
  'order.mail.hello': 'Hello %s,',
  'order.mail.thanks': 'Thank you for your order %s.',
  'order.mail.paid': 'Thank you for your order %s. Your payment of %s has been received.',
  'order.mail.confirmed': 'Thank you for your order %s. It is confirmed.',
  'order.mail.confirmedSubject': 'Order %s confirmed',
  'order.mail.transferSubject': 'Order %s: how to pay by bank transfer',
  'order.mail.untaxed': 'Untaxed amount: %s',
  'order.mail.taxes': 'Taxes: %s',
  'order.mail.total': 'Total: %s',
  'order.mail.shippingTo': 'Shipping to:',
  'order.mail.link': 'Your order: %s',
  'order.transfer.instructions':
    'Please transfer %s to %s with the reference %s.%s Your order ships once the transfer is received.',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const ordersMessages = {
  en_US,
  fr_FR: {
    'order.mail.hello': 'Bonjour %s,',
    'order.mail.thanks': 'Merci pour votre commande %s.',
    'order.mail.paid': 'Merci pour votre commande %s. Votre paiement de %s a bien été reçu.',
    'order.mail.confirmed': 'Merci pour votre commande %s. Elle est confirmée.',
    'order.mail.confirmedSubject': 'Commande %s confirmée',
    'order.mail.transferSubject': 'Commande %s : comment payer par virement',
    'order.mail.untaxed': 'Montant hors taxes : %s',
    'order.mail.taxes': 'Taxes : %s',
    'order.mail.total': 'Total : %s',
    'order.mail.shippingTo': 'Livraison à :',
    'order.mail.link': 'Votre commande : %s',
    'order.transfer.instructions':
      'Veuillez virer %s à %s avec la référence %s.%s Votre commande part dès réception du virement.',
  } satisfies Translation,
  es_ES: {
    'order.mail.hello': 'Hola %s:',
    'order.mail.thanks': 'Gracias por su pedido %s.',
    'order.mail.paid': 'Gracias por su pedido %s. Hemos recibido su pago de %s.',
    'order.mail.confirmed': 'Gracias por su pedido %s. Está confirmado.',
    'order.mail.confirmedSubject': 'Pedido %s confirmado',
    'order.mail.transferSubject': 'Pedido %s: cómo pagar por transferencia',
    'order.mail.untaxed': 'Base imponible: %s',
    'order.mail.taxes': 'Impuestos: %s',
    'order.mail.total': 'Total: %s',
    'order.mail.shippingTo': 'Envío a:',
    'order.mail.link': 'Su pedido: %s',
    'order.transfer.instructions':
      'Transfiera %s a %s con la referencia %s.%s Su pedido se envía en cuanto recibamos la transferencia.',
  } satisfies Translation,
};
