/** The back office's texts of the payment feature (renderer/src/features/payment), in every language. */
const en_US = {
  'admin.payment.testCardsPickOutcomeTurnOffBefore':
    'Test cards pick the outcome; turn it off before selling for real.',
  'admin.payment.orderWaitsUntilMarkTransferReceived':
    'The order waits until you mark the transfer received, or is cancelled after the days you set.',
  'admin.payment.daysToWaitForTransfer': 'Days to wait for a transfer',
  'admin.payment.unpaidAfterCancelledReminded':
    'Unpaid after this, the order is cancelled and its stock released. The customer is reminded a day before.',
  'admin.payment.cardsThroughStripe3DSecureSavedCards':
    'Cards through Stripe, with 3-D Secure, saved cards and refunds.',
  'admin.payment.xSetLeaveEmptyKeep': '%s is set; leave empty to keep it',
  'admin.payment.lowerComesFirstPaymentPage': 'Lower comes first on the payment page.',
  'admin.payment.publishableKey': 'Publishable key',
  'admin.payment.secretKey': 'Secret key',
  'admin.payment.webhookSigningSecret': 'Webhook signing secret',
  'admin.payment.stripesDashboardAddWebhookEndpoint': 'In Stripe’s dashboard, add a webhook endpoint at',
  'admin.payment.paymentIntentEventsPasteSigning':
    'for the payment_intent events, and paste its signing secret here.',
  'admin.payment.bankDetails': 'Bank details',
  'admin.payment.quotedInstructionsShopperSees':
    'Quoted in the instructions the shopper sees and receives by e-mail.',
  'admin.payment.paymentProviders': 'Payment providers',
  'admin.payment.noKeysYet': 'No keys yet',
  'admin.payment.navPayments': 'Payments',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const paymentAdminMessages = {
  en_US,
  fr_FR: {
    'admin.payment.testCardsPickOutcomeTurnOffBefore':
      'Les cartes de test choisissent le résultat ; désactivez-le avant de vendre pour de vrai.',
    'admin.payment.orderWaitsUntilMarkTransferReceived':
      'La commande attend que vous marquiez le virement comme reçu, ou est annulée après le nombre de jours choisi.',
    'admin.payment.daysToWaitForTransfer': 'Jours d’attente d’un virement',
    'admin.payment.unpaidAfterCancelledReminded':
      'Impayée passé ce délai, la commande est annulée et son stock libéré. Le client reçoit un rappel la veille.',
    'admin.payment.cardsThroughStripe3DSecureSavedCards':
      'Cartes via Stripe, avec 3-D Secure, cartes enregistrées et remboursements.',
    'admin.payment.xSetLeaveEmptyKeep': '%s est défini ; laissez vide pour le garder',
    'admin.payment.lowerComesFirstPaymentPage': 'Le plus petit vient en premier sur la page de paiement.',
    'admin.payment.publishableKey': 'Clé publiable',
    'admin.payment.secretKey': 'Clé secrète',
    'admin.payment.webhookSigningSecret': 'Secret de signature du webhook',
    'admin.payment.stripesDashboardAddWebhookEndpoint':
      "Dans le tableau de bord de Stripe, ajoutez un point de terminaison de webhook à l'adresse",
    'admin.payment.paymentIntentEventsPasteSigning':
      'pour les événements payment_intent, et collez ici son secret de signature.',
    'admin.payment.bankDetails': 'Coordonnées bancaires',
    'admin.payment.quotedInstructionsShopperSees':
      'Reprises dans les instructions que le client voit et reçoit par e-mail.',
    'admin.payment.paymentProviders': 'Moyens de paiement',
    'admin.payment.noKeysYet': 'Pas encore de clés',
    'admin.payment.navPayments': 'Paiements',
  } satisfies Translation,
  es_ES: {
    'admin.payment.testCardsPickOutcomeTurnOffBefore':
      'Las tarjetas de prueba eligen el resultado; desactívelo antes de vender de verdad.',
    'admin.payment.orderWaitsUntilMarkTransferReceived':
      'El pedido espera hasta que marque la transferencia como recibida, o se cancela tras los días que elija.',
    'admin.payment.daysToWaitForTransfer': 'Días de espera de una transferencia',
    'admin.payment.unpaidAfterCancelledReminded':
      'Sin pagar tras este plazo, el pedido se cancela y su stock se libera. Se avisa al cliente el día anterior.',
    'admin.payment.cardsThroughStripe3DSecureSavedCards':
      'Tarjetas a través de Stripe, con 3-D Secure, tarjetas guardadas y reembolsos.',
    'admin.payment.xSetLeaveEmptyKeep': '%s está definido; déjelo vacío para conservarlo',
    'admin.payment.lowerComesFirstPaymentPage': 'El menor aparece primero en la página de pago.',
    'admin.payment.publishableKey': 'Clave publicable',
    'admin.payment.secretKey': 'Clave secreta',
    'admin.payment.webhookSigningSecret': 'Secreto de firma del webhook',
    'admin.payment.stripesDashboardAddWebhookEndpoint':
      'En el panel de Stripe, añada un punto de conexión de webhook en',
    'admin.payment.paymentIntentEventsPasteSigning':
      'para los eventos payment_intent, y pegue aquí su secreto de firma.',
    'admin.payment.bankDetails': 'Datos bancarios',
    'admin.payment.quotedInstructionsShopperSees':
      'Se citan en las instrucciones que el cliente ve y recibe por correo.',
    'admin.payment.paymentProviders': 'Proveedores de pago',
    'admin.payment.noKeysYet': 'Todavía no hay claves',
    'admin.payment.navPayments': 'Pagos',
  } satisfies Translation,
};
