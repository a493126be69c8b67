/** The portal's account page (spread into the catalogs). */
const en_US = {
  'portal.account.title': 'Your details',
  'portal.account.company': 'Company',
  'portal.account.save': 'Save',
  'portal.account.saved': 'Your details are saved.',
  'portal.account.link': 'Edit your details',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const customersMessages = {
  en_US,
  fr_FR: {
    'portal.account.title': 'Vos coordonnées',
    'portal.account.company': 'Société',
    'portal.account.save': 'Enregistrer',
    'portal.account.saved': 'Vos coordonnées sont enregistrées.',
    'portal.account.link': 'Modifier vos coordonnées',
  } satisfies Translation,
  es_ES: {
    'portal.account.title': 'Sus datos',
    'portal.account.company': 'Empresa',
    'portal.account.save': 'Guardar',
    'portal.account.saved': 'Sus datos se han guardado.',
    'portal.account.link': 'Editar sus datos',
  } satisfies Translation,
};
