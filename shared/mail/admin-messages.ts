/** The back office's texts of the mail feature (renderer/src/features/mail), in every language. */
const en_US = {
  'admin.mail.htmlVersionMail': 'HTML version of the mail',
  'admin.mail.mailQueuedAgainNoMailServerStays':
    'The mail is queued again (no mail server: it stays in the outbox).',
  'admin.mail.mailQueuedSentAgain': 'The mail is queued to be sent again.',
  'admin.mail.outbox': '← Outbox',
  'admin.mail.mail': 'Mail',
  'admin.mail.resend': 'Resend',
  'admin.mail.lastError': 'Last error',
  'admin.mail.allMail': 'All mail',
  'admin.mail.attempts': 'Attempts',
  'admin.mail.outbox2': 'Outbox',
  'admin.mail.noMailState': 'No mail in this state.',
  'admin.mail.noMailYet': 'No mail yet.',
  'admin.mail.nounMail': 'mail',
  'admin.mail.nounMails': 'mails',
  'admin.mail.navOutbox': 'Outbox',
  'admin.mail.attemptsOne': '%s attempt',
  'admin.mail.attemptsOther': '%s attempts',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const mailAdminMessages = {
  en_US,
  fr_FR: {
    'admin.mail.htmlVersionMail': "Version HTML de l'e-mail",
    'admin.mail.mailQueuedAgainNoMailServerStays':
      "L'e-mail est de nouveau en file d'attente (pas de serveur de messagerie : il reste dans la boîte d'envoi).",
    'admin.mail.mailQueuedSentAgain': "L'e-mail est en file d'attente pour être renvoyé.",
    'admin.mail.outbox': "← Boîte d'envoi",
    'admin.mail.mail': 'E-mail',
    'admin.mail.resend': 'Renvoyer',
    'admin.mail.lastError': 'Dernière erreur',
    'admin.mail.allMail': 'Tous les e-mails',
    'admin.mail.attempts': 'Tentatives',
    'admin.mail.outbox2': "Boîte d'envoi",
    'admin.mail.noMailState': 'Aucun e-mail dans cet état.',
    'admin.mail.noMailYet': "Aucun e-mail pour l'instant.",
    'admin.mail.nounMail': 'e-mail',
    'admin.mail.nounMails': 'e-mails',
    'admin.mail.navOutbox': "Boîte d'envoi",
    'admin.mail.attemptsOne': '%s tentative',
    'admin.mail.attemptsOther': '%s tentatives',
  } satisfies Translation,
  es_ES: {
    'admin.mail.htmlVersionMail': 'Versión HTML del correo',
    'admin.mail.mailQueuedAgainNoMailServerStays':
      'El correo vuelve a estar en cola (sin servidor de correo: se queda en la bandeja de salida).',
    'admin.mail.mailQueuedSentAgain': 'El correo está en cola para enviarse de nuevo.',
    'admin.mail.outbox': '← Bandeja de salida',
    'admin.mail.mail': 'Correo',
    'admin.mail.resend': 'Reenviar',
    'admin.mail.lastError': 'Último error',
    'admin.mail.allMail': 'Todos los correos',
    'admin.mail.attempts': 'Intentos',
    'admin.mail.outbox2': 'Bandeja de salida',
    'admin.mail.noMailState': 'No hay correos en este estado.',
    'admin.mail.noMailYet': 'Todavía no hay correos.',
    'admin.mail.nounMail': 'correo',
    'admin.mail.nounMails': 'correos',
    'admin.mail.navOutbox': 'Bandeja de salida',
    'admin.mail.attemptsOne': '%s intento',
    'admin.mail.attemptsOther': '%s intentos',
  } satisfies Translation,
};
