/** The back office's texts of the taxes feature (renderer/src/features/taxes), in every language. */
const en_US = {
  'admin.taxes.navTaxes': 'Taxes',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const taxesAdminMessages = {
  en_US,
  fr_FR: {
    'admin.taxes.navTaxes': 'Taxes',
  } satisfies Translation,
  es_ES: {
    'admin.taxes.navTaxes': 'Impuestos',
  } satisfies Translation,
};
