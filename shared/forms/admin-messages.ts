/** The back office's texts of the forms feature (renderer/src/features/forms), in every language. */
const en_US = {
  'admin.forms.navForms': 'Forms',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const formsAdminMessages = {
  en_US,
  fr_FR: {
    'admin.forms.navForms': 'Formulaires',
  } satisfies Translation,
  es_ES: {
    'admin.forms.navForms': 'Formularios',
  } satisfies Translation,
};
