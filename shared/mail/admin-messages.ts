/** The back office's texts of the mail feature (renderer/src/features/mail), in every language. */
const en_US = {
  'admin.mail.navOutbox': 'Outbox',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const mailAdminMessages = {
  en_US,
  fr_FR: {
    'admin.mail.navOutbox': "Boîte d'envoi",
  } satisfies Translation,
  es_ES: {
    'admin.mail.navOutbox': 'Bandeja de salida',
  } satisfies Translation,
};
