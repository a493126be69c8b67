/** Retention: the settings' refusals (the back office shows the server's words), in every language. */
const en_US = {
  'retention.badMonths': 'A period in months must be a whole number from 1 to 120.',
  'retention.badDays': 'A period in days must be a whole number from 1 to 3650.',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const retentionMessages = {
  en_US,
  fr_FR: {
    'retention.badMonths': 'Une durée en mois doit être un nombre entier de 1 à 120.',
    'retention.badDays': 'Une durée en jours doit être un nombre entier de 1 à 3650.',
  } satisfies Translation,
  es_ES: {
    'retention.badMonths': 'Un plazo en meses debe ser un número entero de 1 a 120.',
    'retention.badDays': 'Un plazo en días debe ser un número entero de 1 a 3650.',
  } satisfies Translation,
};
