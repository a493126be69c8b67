/** The back office's texts of the newsletter feature (renderer/src/features/newsletter), in every language. */
const en_US = {
  'admin.newsletter.navNewsletter': 'Newsletter',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const newsletterAdminMessages = {
  en_US,
  fr_FR: {
    'admin.newsletter.navNewsletter': 'Newsletter',
  } satisfies Translation,
  es_ES: {
    'admin.newsletter.navNewsletter': 'Boletín',
  } satisfies Translation,
};
