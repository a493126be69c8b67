/**
 * The payments' mails about an awaited bank transfer (the reminder before it expires, the order cancelled
 * when it did), in the language the buyer ordered in (spread into the catalogs). They open with the
 * orders' greeting and close with the order's link (shared/orders/messages.ts).
 */
const en_US = {
  'payment.mail.transferReminderSubject': 'Order %s: your bank transfer is still awaited',
  'payment.mail.transferReminder':
    'We have not received your bank transfer for order %s yet. Without it by %s, the order will be cancelled.',
  'payment.mail.transferExpiredSubject': 'Order %s cancelled',
  'payment.mail.transferExpired':
    'We did not receive your bank transfer for order %s in time, so the order is cancelled. If you have just paid, please contact us.',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const paymentMailMessages = {
  en_US,
  fr_FR: {
    'payment.mail.transferReminderSubject': 'Commande %s : votre virement est toujours attendu',
    'payment.mail.transferReminder':
      "Nous n'avons pas encore reçu votre virement pour la commande %s. Sans virement d'ici le %s, la commande sera annulée.",
    'payment.mail.transferExpiredSubject': 'Commande %s annulée',
    'payment.mail.transferExpired':
      "Nous n'avons pas reçu à temps votre virement pour la commande %s : la commande est annulée. Si vous venez de payer, contactez-nous.",
  } satisfies Translation,
  es_ES: {
    'payment.mail.transferReminderSubject': 'Pedido %s: seguimos esperando su transferencia',
    'payment.mail.transferReminder':
      'Aún no hemos recibido su transferencia para el pedido %s. Si no llega antes del %s, el pedido se cancelará.',
    'payment.mail.transferExpiredSubject': 'Pedido %s cancelado',
    'payment.mail.transferExpired':
      'No recibimos a tiempo su transferencia para el pedido %s, así que el pedido queda cancelado. Si acaba de pagar, contáctenos.',
  } satisfies Translation,
};
