/** The back office's texts of the website feature (renderer/src/features/website), in every language. */
const en_US = {
  'admin.website.navPages': 'Pages',
  'admin.website.navMenu': 'Menu',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const websiteAdminMessages = {
  en_US,
  fr_FR: {
    'admin.website.navPages': 'Pages',
    'admin.website.navMenu': 'Menu',
  } satisfies Translation,
  es_ES: {
    'admin.website.navPages': 'Páginas',
    'admin.website.navMenu': 'Menú',
  } satisfies Translation,
};
