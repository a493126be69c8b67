/** Abandoned-cart recovery: the mail and the pages of its links, in every language (spread into the catalogs). */
const en_US = {
  // The mail (server only: `.mail.` keys)
  'recovery.mail.subject': 'You left something in your cart',
  'recovery.mail.greeting': 'Hello,',
  'recovery.mail.intro': 'You left these products in your cart at %s. They are waiting for you:',
  'recovery.mail.line': '%s × %s: %s',
  'recovery.mail.total': 'Total: %s',
  'recovery.mail.restore': 'Return to my cart',
  'recovery.mail.restoreText': 'Return to your cart (the link works for %s days): %s',
  'recovery.mail.footer': 'You get this e-mail because you started an order at %s.',
  'recovery.mail.unsubscribe': 'Do not send me these reminders',
  'recovery.mail.unsubscribeText': 'Do not send me these reminders: %s',
  // The settings' refusal (the back office shows the server's words)
  'recovery.badDelay': 'The delay must be between 5 seconds and 7 days.',
  'recovery.undeliverable': 'The recovery mail could not be sent to %s: the address is not valid.',
  // The restore link's page (/shop/cart/recover/{token}) when it cannot restore
  'recovery.restore.title': 'Return to your cart',
  'recovery.restore.invalid':
    'This link to a cart is not valid. Please use the link of the e-mail exactly as you received it.',
  'recovery.restore.expired': 'This link to your cart has expired. Your products are still in the shop.',
  'recovery.restore.ordered': 'This cart has already been ordered. Thank you!',
  'recovery.restore.toShop': 'Go to the shop',
  // The unsubscribe page (/shop/cart/recovery/unsubscribe)
  'recovery.unsubscribe.title': 'Cart reminders',
  'recovery.unsubscribe.ask': 'Stop sending cart reminders to %s?',
  'recovery.unsubscribe.confirm': 'Stop the reminders',
  'recovery.unsubscribe.done': '%s will not get cart reminders any more.',
  'recovery.unsubscribe.invalid':
    'This unsubscribe link is not valid. Please use the link of the latest e-mail you received from us.',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const cartRecoveryMessages = {
  en_US,
  fr_FR: {
    'recovery.mail.subject': 'Vous avez oublié quelque chose dans votre panier',
    'recovery.mail.greeting': 'Bonjour,',
    'recovery.mail.intro': 'Vous avez laissé ces produits dans votre panier chez %s. Ils vous attendent :',
    'recovery.mail.line': '%s × %s : %s',
    'recovery.mail.total': 'Total : %s',
    'recovery.mail.restore': 'Retrouver mon panier',
    'recovery.mail.restoreText': 'Retrouvez votre panier (le lien est valable %s jours) : %s',
    'recovery.mail.footer': 'Vous recevez cet e-mail parce que vous avez commencé une commande chez %s.',
    'recovery.mail.unsubscribe': 'Ne plus m’envoyer ces rappels',
    'recovery.mail.unsubscribeText': 'Ne plus m’envoyer ces rappels : %s',
    'recovery.badDelay': 'Le délai doit être compris entre 5 secondes et 7 jours.',
    'recovery.undeliverable': "L'e-mail de relance n'a pas pu être envoyé à %s : l'adresse n'est pas valide.",
    'recovery.restore.title': 'Retrouver votre panier',
    'recovery.restore.invalid':
      "Ce lien vers un panier n'est pas valide. Utilisez le lien de l'e-mail tel que vous l'avez reçu.",
    'recovery.restore.expired': 'Ce lien vers votre panier a expiré. Vos produits sont toujours en boutique.',
    'recovery.restore.ordered': 'Ce panier a déjà été commandé. Merci !',
    'recovery.restore.toShop': 'Aller à la boutique',
    'recovery.unsubscribe.title': 'Rappels de panier',
    'recovery.unsubscribe.ask': 'Ne plus envoyer de rappels de panier à %s ?',
    'recovery.unsubscribe.confirm': 'Arrêter les rappels',
    'recovery.unsubscribe.done': '%s ne recevra plus de rappels de panier.',
    'recovery.unsubscribe.invalid':
      "Ce lien de désinscription n'est pas valide. Utilisez le lien du dernier e-mail reçu de notre part.",
  } satisfies Translation,
  es_ES: {
    'recovery.mail.subject': 'Ha dejado algo en su carrito',
    'recovery.mail.greeting': 'Hola:',
    'recovery.mail.intro': 'Dejó estos productos en su carrito en %s. Le están esperando:',
    'recovery.mail.line': '%s × %s: %s',
    'recovery.mail.total': 'Total: %s',
    'recovery.mail.restore': 'Volver a mi carrito',
    'recovery.mail.restoreText': 'Vuelva a su carrito (el enlace vale %s días): %s',
    'recovery.mail.footer': 'Recibe este correo porque empezó un pedido en %s.',
    'recovery.mail.unsubscribe': 'No enviarme estos recordatorios',
    'recovery.mail.unsubscribeText': 'No enviarme estos recordatorios: %s',
    'recovery.badDelay': 'El plazo debe estar entre 5 segundos y 7 días.',
    'recovery.undeliverable': 'No se pudo enviar el correo de recuperación a %s: la dirección no es válida.',
    'recovery.restore.title': 'Volver a su carrito',
    'recovery.restore.invalid':
      'Este enlace a un carrito no es válido. Use el enlace del correo tal como lo recibió.',
    'recovery.restore.expired': 'Este enlace a su carrito ha caducado. Sus productos siguen en la tienda.',
    'recovery.restore.ordered': 'Este carrito ya se ha pedido. ¡Gracias!',
    'recovery.restore.toShop': 'Ir a la tienda',
    'recovery.unsubscribe.title': 'Recordatorios de carrito',
    'recovery.unsubscribe.ask': '¿Dejar de enviar recordatorios de carrito a %s?',
    'recovery.unsubscribe.confirm': 'Detener los recordatorios',
    'recovery.unsubscribe.done': '%s ya no recibirá recordatorios de carrito.',
    'recovery.unsubscribe.invalid':
      'Este enlace de baja no es válido. Use el enlace del último correo que recibió de nosotros.',
  } satisfies Translation,
};
