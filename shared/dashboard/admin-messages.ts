/** The back office's texts of the dashboard feature (renderer/src/features/dashboard), in every language. */
const en_US = {
  'admin.dashboard.navHome': 'Home',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const dashboardAdminMessages = {
  en_US,
  fr_FR: {
    'admin.dashboard.navHome': 'Accueil',
  } satisfies Translation,
  es_ES: {
    'admin.dashboard.navHome': 'Inicio',
  } satisfies Translation,
};
