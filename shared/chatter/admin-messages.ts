/** The back office's texts of the chatter feature (renderer/src/features/chatter), in every language. */
const en_US = {
  'admin.chatter.model': 'Model',
  'admin.chatter.recordId': 'Record id',
  'admin.chatter.messages': 'Messages',
  'admin.chatter.shownCustomersPageMailedThem': "Shown on the customer's page and mailed to them.",
  'admin.chatter.answer': 'Answer',
  'admin.chatter.sendAnswer': 'Send the answer',
  'admin.chatter.noMessageYet': 'No message yet.',
  'admin.chatter.hiddenSite': ' · hidden on the site',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const chatterAdminMessages = {
  en_US,
  fr_FR: {
    'admin.chatter.model': 'Modèle',
    'admin.chatter.recordId': "Identifiant de l'enregistrement",
    'admin.chatter.messages': 'Messages',
    'admin.chatter.shownCustomersPageMailedThem': 'Affiché sur la page du client et envoyé par e-mail.',
    'admin.chatter.answer': 'Réponse',
    'admin.chatter.sendAnswer': 'Envoyer la réponse',
    'admin.chatter.noMessageYet': "Aucun message pour l'instant.",
    'admin.chatter.hiddenSite': ' · masqué sur le site',
  } satisfies Translation,
  es_ES: {
    'admin.chatter.model': 'Modelo',
    'admin.chatter.recordId': 'Identificador del registro',
    'admin.chatter.messages': 'Mensajes',
    'admin.chatter.shownCustomersPageMailedThem':
      'Se muestra en la página del cliente y se le envía por correo.',
    'admin.chatter.answer': 'Respuesta',
    'admin.chatter.sendAnswer': 'Enviar la respuesta',
    'admin.chatter.noMessageYet': 'Todavía no hay mensajes.',
    'admin.chatter.hiddenSite': ' · oculto en el sitio',
  } satisfies Translation,
};
