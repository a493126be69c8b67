/** The back office's texts of the catalog feature (renderer/src/features/catalog), in every language. */
const en_US = {
  'admin.catalog.navProducts': 'Products',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const catalogAdminMessages = {
  en_US,
  fr_FR: {
    'admin.catalog.navProducts': 'Produits',
  } satisfies Translation,
  es_ES: {
    'admin.catalog.navProducts': 'Productos',
  } satisfies Translation,
};
