/** The back office's texts of the links feature (renderer/src/features/links), in every language. */
const en_US = {
  'admin.links.navLinks': 'Links',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const linksAdminMessages = {
  en_US,
  fr_FR: {
    'admin.links.navLinks': 'Liens',
  } satisfies Translation,
  es_ES: {
    'admin.links.navLinks': 'Enlaces',
  } satisfies Translation,
};
