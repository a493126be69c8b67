/** The back office's texts of the pricelists feature (renderer/src/features/pricelists), in every language. */
const en_US = {
  'admin.pricelists.navPriceLists': 'Price lists',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const pricelistsAdminMessages = {
  en_US,
  fr_FR: {
    'admin.pricelists.navPriceLists': 'Listes de prix',
  } satisfies Translation,
  es_ES: {
    'admin.pricelists.navPriceLists': 'Listas de precios',
  } satisfies Translation,
};
