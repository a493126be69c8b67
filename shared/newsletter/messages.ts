/** Newsletters: UI strings in every language (spread into the catalogs by en_US.ts, fr_FR.ts, es_ES.ts). */
const en_US = {
  // Subscribe block and popup (SPEC §4, §5)
  'newsletter.emailLabel': 'Your e-mail address',
  'newsletter.emailPlaceholder': 'your-email@example.com',
  'newsletter.subscribe': 'Subscribe',
  'newsletter.subscribed': 'Thanks for subscribing!',
  'newsletter.isSubscriber': 'You are subscribed to this newsletter.',
  'newsletter.confirmSent': 'Almost done: we sent you an e-mail. Open its link to confirm your subscription.',
  'newsletter.confirmed': 'Your subscription is confirmed. Thanks for subscribing!',
  'newsletter.confirmInvalid': 'This confirmation link is not valid any more. Please subscribe again.',
  'newsletter.error.empty': 'Please enter a value',
  'newsletter.error.singleAt': 'An email address must contain a single @',
  'newsletter.error.username':
    'The username portion of the email address is invalid (the portion before the @)',
  'newsletter.error.domain': 'The domain portion of the email address is invalid (the portion after the @)',
  'newsletter.error.fake': 'This email address looks fake or invalid. Please enter a real email address.',
  'newsletter.error.generic': 'Your subscription could not be saved. Please try again later.',
  'newsletter.error.listMissing': 'This newsletter is not open to subscriptions.',
  'newsletter.popup.close': 'Close',
  'newsletter.popup.editorNote':
    'Newsletter popup of the list "%s": visitors see it once, when their mouse leaves the page.',
  'newsletter.popup.defaultTitle': 'Stay in touch',
  'newsletter.popup.defaultText': 'Subscribe to our newsletter: our news and offers, straight to your inbox.',
  // The newsletter page (/newsletter/subscribe)
  'newsletter.page.title': 'Newsletter',
  'newsletter.page.intro': 'Subscribe to "%s" to get our news by e-mail. You can unsubscribe at any time.',
  'newsletter.page.none': 'There is no newsletter to subscribe to at the moment.',
  // The unsubscribe page (/mailing/unsubscribe)
  'newsletter.unsubscribe.title': 'Unsubscribe',
  'newsletter.unsubscribe.ask': 'Unsubscribe %s from "%s"?',
  'newsletter.unsubscribe.confirm': 'Unsubscribe',
  'newsletter.unsubscribe.done': '%s is unsubscribed from "%s": you will not get this newsletter any more.',
  'newsletter.unsubscribe.question': 'Unsubscribed by mistake?',
  'newsletter.unsubscribe.resubscribe': 'Subscribe again',
  'newsletter.unsubscribe.resubscribed': 'Welcome back! %s is subscribed to "%s" again.',
  'newsletter.unsubscribe.invalid':
    'This unsubscribe link is not valid. Please use the link of the latest e-mail you received from us.',
  // Mails
  'newsletter.mail.confirmSubject': 'Your subscription to %s',
  'newsletter.mail.confirmBody':
    'Hello,\n\nThank you for subscribing to "%s" with the address %s. You will get our next newsletters at this address.',
  'newsletter.mail.footer': 'You get this e-mail because you subscribed to "%s".',
  'newsletter.mail.unsubscribe': 'Unsubscribe',
  'newsletter.mail.unsubscribeText': 'Unsubscribe: %s',
  'newsletter.mail.confirmRequestSubject': 'Confirm your subscription to %s',
  'newsletter.mail.confirmRequestBody':
    'Hello,\n\nSomeone, probably you, asked to subscribe the address %s to "%s". To confirm, open this link:\n%s\n\nIf it was not you, ignore this e-mail: nothing more will be sent to this address.',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const newsletterMessages = {
  en_US,
  fr_FR: {
    'newsletter.emailLabel': 'Votre adresse e-mail',
    'newsletter.emailPlaceholder': 'votre-email@exemple.fr',
    'newsletter.subscribe': "S'abonner",
    'newsletter.subscribed': 'Merci pour votre abonnement !',
    'newsletter.isSubscriber': 'Vous êtes abonné à cette newsletter.',
    'newsletter.confirmSent':
      'Presque fini : nous vous avons envoyé un e-mail. Ouvrez son lien pour confirmer votre abonnement.',
    'newsletter.confirmed': 'Votre abonnement est confirmé. Merci pour votre abonnement !',
    'newsletter.confirmInvalid': "Ce lien de confirmation n'est plus valable. Abonnez-vous de nouveau.",
    'newsletter.error.empty': 'Veuillez saisir une valeur',
    'newsletter.error.singleAt': 'Une adresse e-mail doit contenir un seul @',
    'newsletter.error.username':
      "La partie nom d'utilisateur de l'adresse e-mail est invalide (la partie avant le @)",
    'newsletter.error.domain': "La partie domaine de l'adresse e-mail est invalide (la partie après le @)",
    'newsletter.error.fake':
      'Cette adresse e-mail semble fausse ou invalide. Veuillez saisir une adresse réelle.',
    'newsletter.error.generic': "Votre abonnement n'a pas pu être enregistré. Veuillez réessayer plus tard.",
    'newsletter.error.listMissing': "Cette newsletter n'est pas ouverte aux abonnements.",
    'newsletter.popup.close': 'Fermer',
    'newsletter.popup.editorNote':
      'Fenêtre newsletter de la liste « %s » : les visiteurs la voient une fois, quand leur souris quitte la page.',
    'newsletter.popup.defaultTitle': 'Restons en contact',
    'newsletter.popup.defaultText':
      'Abonnez-vous à notre newsletter : nos nouvelles et nos offres, directement dans votre boîte mail.',
    'newsletter.page.title': 'Newsletter',
    'newsletter.page.intro':
      'Abonnez-vous à « %s » pour recevoir nos nouvelles par e-mail. Vous pouvez vous désabonner à tout moment.',
    'newsletter.page.none': "Il n'y a pas de newsletter à laquelle s'abonner pour le moment.",
    'newsletter.unsubscribe.title': 'Désabonnement',
    'newsletter.unsubscribe.ask': 'Désabonner %s de « %s » ?',
    'newsletter.unsubscribe.confirm': 'Se désabonner',
    'newsletter.unsubscribe.done': '%s est désabonné de « %s » : vous ne recevrez plus cette newsletter.',
    'newsletter.unsubscribe.question': 'Désabonné par erreur ?',
    'newsletter.unsubscribe.resubscribe': 'Se réabonner',
    'newsletter.unsubscribe.resubscribed': 'Bon retour ! %s est de nouveau abonné à « %s ».',
    'newsletter.unsubscribe.invalid':
      "Ce lien de désabonnement n'est pas valide. Utilisez le lien du dernier e-mail que vous avez reçu de notre part.",
    'newsletter.mail.confirmSubject': 'Votre abonnement à %s',
    'newsletter.mail.confirmBody':
      "Bonjour,\n\nMerci de vous être abonné à « %s » avec l'adresse %s. Vous recevrez nos prochaines newsletters à cette adresse.",
    'newsletter.mail.footer': 'Vous recevez cet e-mail car vous êtes abonné à « %s ».',
    'newsletter.mail.unsubscribe': 'Se désabonner',
    'newsletter.mail.unsubscribeText': 'Se désabonner : %s',
    'newsletter.mail.confirmRequestSubject': 'Confirmez votre abonnement à %s',
    'newsletter.mail.confirmRequestBody':
      "Bonjour,\n\nQuelqu'un, sans doute vous, a demandé d'abonner l'adresse %s à « %s ». Pour confirmer, ouvrez ce lien :\n%s\n\nSi ce n'était pas vous, ignorez cet e-mail : rien d'autre ne sera envoyé à cette adresse.",
  } satisfies Translation,
  es_ES: {
    'newsletter.emailLabel': 'Su dirección de correo electrónico',
    'newsletter.emailPlaceholder': 'su-correo@ejemplo.es',
    'newsletter.subscribe': 'Suscribirse',
    'newsletter.subscribed': '¡Gracias por suscribirse!',
    'newsletter.isSubscriber': 'Está suscrito a este boletín.',
    'newsletter.confirmSent':
      'Casi listo: le hemos enviado un correo. Abra su enlace para confirmar su suscripción.',
    'newsletter.confirmed': 'Su suscripción está confirmada. ¡Gracias por suscribirse!',
    'newsletter.confirmInvalid': 'Este enlace de confirmación ya no es válido. Suscríbase de nuevo.',
    'newsletter.error.empty': 'Por favor, introduzca un valor',
    'newsletter.error.singleAt': 'Una dirección de correo electrónico debe contener una sola @',
    'newsletter.error.username':
      'La parte del nombre de usuario de la dirección de correo no es válida (la parte antes de la @)',
    'newsletter.error.domain':
      'La parte del dominio de la dirección de correo no es válida (la parte después de la @)',
    'newsletter.error.fake':
      'Esta dirección de correo parece falsa o no válida. Por favor, introduzca una dirección real.',
    'newsletter.error.generic': 'No se ha podido guardar su suscripción. Inténtelo de nuevo más tarde.',
    'newsletter.error.listMissing': 'Este boletín no está abierto a suscripciones.',
    'newsletter.popup.close': 'Cerrar',
    'newsletter.popup.editorNote':
      'Ventana del boletín de la lista «%s»: los visitantes la ven una vez, cuando el ratón sale de la página.',
    'newsletter.popup.defaultTitle': 'Sigamos en contacto',
    'newsletter.popup.defaultText':
      'Suscríbase a nuestro boletín: nuestras novedades y ofertas, directamente en su bandeja de entrada.',
    'newsletter.page.title': 'Boletín',
    'newsletter.page.intro':
      'Suscríbase a «%s» para recibir nuestras novedades por correo. Puede darse de baja en cualquier momento.',
    'newsletter.page.none': 'No hay ningún boletín al que suscribirse por el momento.',
    'newsletter.unsubscribe.title': 'Darse de baja',
    'newsletter.unsubscribe.ask': '¿Dar de baja %s de «%s»?',
    'newsletter.unsubscribe.confirm': 'Darse de baja',
    'newsletter.unsubscribe.done': '%s se ha dado de baja de «%s»: ya no recibirá este boletín.',
    'newsletter.unsubscribe.question': '¿Se dio de baja por error?',
    'newsletter.unsubscribe.resubscribe': 'Suscribirse de nuevo',
    'newsletter.unsubscribe.resubscribed': '¡Bienvenido de nuevo! %s vuelve a estar suscrito a «%s».',
    'newsletter.unsubscribe.invalid':
      'Este enlace para darse de baja no es válido. Utilice el enlace del último correo que le enviamos.',
    'newsletter.mail.confirmSubject': 'Su suscripción a %s',
    'newsletter.mail.confirmBody':
      'Hola:\n\nGracias por suscribirse a «%s» con la dirección %s. Recibirá nuestros próximos boletines en esta dirección.',
    'newsletter.mail.footer': 'Recibe este correo porque se suscribió a «%s».',
    'newsletter.mail.unsubscribe': 'Darse de baja',
    'newsletter.mail.unsubscribeText': 'Darse de baja: %s',
    'newsletter.mail.confirmRequestSubject': 'Confirme su suscripción a %s',
    'newsletter.mail.confirmRequestBody':
      'Hola:\n\nAlguien, probablemente usted, pidió suscribir la dirección %s a «%s». Para confirmar, abra este enlace:\n%s\n\nSi no fue usted, ignore este correo: no se enviará nada más a esta dirección.',
  } satisfies Translation,
};
